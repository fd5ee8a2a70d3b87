import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const page = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, "../..", file), "utf8");
/** The page without its comments and its module script: what the two entries' pages must share. */
const shared = (html: string) =>
  html.replace(/<!--[\s\S]*?-->/g, "").replace(/<script type="module" src="[^"]+"><\/script>/, "");

describe("the two entries' pages", () => {
  it("are the same page but for the script each starts (vite needs both on disk)", () => {
    expect(shared(page("signed-out.html"))).toBe(shared(page("index.html")));
    expect(page("index.html")).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(page("signed-out.html")).toContain('<script type="module" src="/src/signed-out.tsx"></script>');
  });
});
