import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, member, upload } from "../../../test/factories.js";
import { rootFolder } from "../../../test/files-helpers.js";
import type { App } from "../../app.js";

// The file page previews a PDF in a frame of the file's own address (communication §9): the SPA's policy has
// `object-src 'none'`, so no <object>, but frames of this origin. The bytes come inline only for the previewable
// types; HTML and SVG, which would run in our origin, always come as an attachment.
let app: App;
let asOwner: Client;
let rootId: string;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

async function stored(name: string, type: string, data: Buffer): Promise<string> {
  const up = await upload(asOwner, "files", { name, type, data });
  expect(up.statusCode, up.body).toBe(201);
  const res = await asOwner.post("/api/v1/files", { files: [up.json().id], folder_ids: [rootId] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().files[0].url;
}

beforeAll(async () => {
  app = await createTestApp();
  asOwner = await as(app, await member(app));
  rootId = (await rootFolder(asOwner)).id;
});

describe("a file's preview", () => {
  it("the page may frame this origin but embeds no plugin", async () => {
    const page = await asOwner.request({ method: "GET", url: "/files", headers: { accept: "text/html" } });
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toMatch(/frame-src 'self'/);
    expect(csp).toContain("object-src 'none'");
  });

  it("serves a PDF inline as a PDF, framable by the app's own pages, in a sandbox", async () => {
    const res = await asOwner.get(await stored("report.pdf", "application/pdf", PDF));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(String(res.headers["content-disposition"])).toMatch(/^inline;/);
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("sandbox");
    expect(csp).not.toContain("frame-ancestors 'none'");
  });

  it("never serves HTML or SVG inline", async () => {
    for (const [name, type] of [
      ["page.html", "text/html"],
      ["drawing.svg", "image/svg+xml"],
    ] as const) {
      const res = await asOwner.get(await stored(name, type, Buffer.from("<svg><script>alert(1)</script></svg>")));
      expect(res.headers["content-type"], name).toBe("application/octet-stream");
      expect(String(res.headers["content-disposition"]), name).toMatch(/^attachment;/);
    }
  });
});
