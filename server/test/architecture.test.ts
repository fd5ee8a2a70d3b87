import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layering rules of docs/ARCHITECTURE.md, checked on the source text so they cannot erode:
 * SQL only in repositories, access predicates and schemas; infrastructure never imports a module.
 */
const src = path.resolve(import.meta.dirname, "../src");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(src).map((full) => ({
  file: path.relative(src, full).split(path.sep).join("/"),
  full,
  text: fs.readFileSync(full, "utf8"),
}));

/** Every import (static, re-export or dynamic) with whether it brings values or only types. */
function importsOf(text: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/g;
  for (const m of text.matchAll(statement)) {
    const clause = m[3] ?? "";
    // `import { type A, type B }` brings no value either.
    const names = clause
      .match(/^\{([\s\S]*)\}$/)?.[1]
      ?.split(",")
      .map((n) => n.trim())
      .filter(Boolean);
    const allTypes = names !== undefined && names.length > 0 && names.every((n) => n.startsWith("type "));
    found.push({ specifier: m[4] ?? "", typeOnly: Boolean(m[2]) || allTypes });
  }
  for (const m of text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g))
    found.push({ specifier: m[1] ?? "", typeOnly: false });
  return found;
}

/** Where SQL may be written: repositories, access predicates, table definitions, the database layer. */
const mayQuery = (file: string) => /\.(repo|access|schema)\.ts$/.test(file) || file.startsWith("db/");

/** db.select(…), tx.insert(…), ctx.db.update(…), db.execute(…): a query run outside a repository. */
const queryCall =
  /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|selectDistinctOn|insert|update|delete|execute|with|\$count)\s*[(<]/;

/** Folders and files that every module builds on; they must not know any module. */
const infrastructure = (file: string) =>
  /^(db|http|jobs|mail|lib|files|realtime|translation)\//.test(file) || file === "config.ts";

describe("architecture", () => {
  it("finds the source files", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((f) => f.file === "modules/index.ts")).toBe(true);
  });

  it("keeps SQL in repositories: no query builder imports and no query calls elsewhere", () => {
    const offenders = files
      .filter((f) => !mayQuery(f.file))
      .flatMap((f) => {
        const problems: string[] = [];
        for (const i of importsOf(f.text)) {
          if (/^drizzle-orm(\/|$)/.test(i.specifier) && !i.typeOnly) problems.push(`${f.file}: imports ${i.specifier}`);
        }
        const call = f.text.match(queryCall);
        if (call) problems.push(`${f.file}: runs ${call[0].replace(/\s+/g, "")}…`);
        return problems;
      });
    expect(offenders).toEqual([]);
  });

  it("keeps infrastructure free of modules", () => {
    const modulesDir = path.join(src, "modules");
    const offenders = files
      .filter((f) => infrastructure(f.file))
      .flatMap((f) =>
        importsOf(f.text)
          .filter((i) => i.specifier.startsWith("."))
          .filter((i) => path.resolve(path.dirname(f.full), i.specifier).startsWith(modulesDir + path.sep))
          .map((i) => `${f.file}: imports ${i.specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it("keeps each module's tables its own: others reach them through its repositories and access predicates", () => {
    const offenders = files
      .filter((f) => f.file.startsWith("modules/") && !f.file.endsWith(".schema.ts"))
      .flatMap((f) => {
        const own = f.file.split("/")[1];
        return importsOf(f.text)
          .filter((i) => !i.typeOnly && /^\.\.\/[a-z-]+\/[a-z-]+\.schema\.js$/.test(i.specifier))
          .filter((i) => i.specifier.split("/")[1] !== own)
          .map((i) => `${f.file}: imports ${i.specifier}`);
      });
    expect(offenders).toEqual([]);
  });

  it("registers every module folder through modules/index.ts", () => {
    const index = files.find((f) => f.file === "modules/index.ts")?.text ?? "";
    const folders = fs
      .readdirSync(path.join(src, "modules"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const missing = folders.filter((name) => !index.includes(`"./${name}/${name}.module.js"`));
    expect(missing).toEqual([]);
  });
});
