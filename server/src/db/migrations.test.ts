import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { describe, expect, it } from "vitest";
import drizzleConfig from "../../drizzle.config.js";

const serverDir = path.resolve(import.meta.dirname, "../..");

/** The files a drizzle-kit `schema` pattern names (`*` within a path segment, `**` across segments). */
function schemaFiles(patterns: string | string[]): string[] {
  const files: string[] = [];
  for (const pattern of [patterns].flat()) {
    const segments = path.posix.normalize(pattern).split("/");
    const walk = (dir: string, rest: string[]) => {
      const [head, ...tail] = rest;
      if (head === undefined) return;
      if (head === "**") {
        walk(dir, tail);
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          if (entry.isDirectory()) walk(path.join(dir, entry.name), rest);
        }
        return;
      }
      const name = new RegExp(`^${head.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`);
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (!name.test(entry.name)) continue;
        const full = path.join(dir, entry.name);
        if (tail.length === 0 && entry.isFile()) files.push(full);
        else if (entry.isDirectory()) walk(full, tail);
      }
    };
    walk(serverDir, segments);
  }
  return [...new Set(files)].sort();
}

/** The snapshot drizzle-kit wrote with the newest committed migration. */
function lastSnapshot(out: string): DrizzleSnapshotJSON {
  const meta = path.join(out, "meta");
  const journal = JSON.parse(fs.readFileSync(path.join(meta, "_journal.json"), "utf8")) as {
    entries: { idx: number }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error("No migration in the journal.");
  const file = path.join(meta, `${String(last.idx).padStart(4, "0")}_snapshot.json`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as DrizzleSnapshotJSON;
}

describe("migrations", () => {
  // Whatever `drizzle-kit generate` reads (drizzle.config.ts), compared with where it would start from.
  it("agree with the schema: `npm run db:generate` would write no new migration", async () => {
    const config = drizzleConfig as { schema?: string | string[]; out?: string; casing?: "snake_case" | "camelCase" };
    if (!config.schema || !config.out) throw new Error("drizzle.config.ts names no schema or no out folder.");
    const files = schemaFiles(config.schema);
    expect(files.length).toBeGreaterThan(0);
    const exports: Record<string, unknown> = {};
    for (const file of files) Object.assign(exports, await import(pathToFileURL(file).href));

    const previous = lastSnapshot(path.resolve(serverDir, config.out));
    const current = generateDrizzleJson(exports, previous.id, undefined, config.casing);
    const statements = await generateMigration(previous, current);

    expect(statements, "The schema changed without a migration: run `npm run db:generate -w server`.").toEqual([]);
  }, 120_000);
});
