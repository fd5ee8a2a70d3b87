import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The call chain of docs/ARCHITECTURE.md, checked on the source text: routes call services (never a repository or
 * access file), presenters present what they are given (no value from a repository, access or database file, no
 * query; the row types they present may come from there), and
 * every source file stays readable in one sitting (at most 400 lines).
 */
const root = path.resolve(import.meta.dirname, "../..");
const MAX_LINES = 400;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ["node_modules", "dist", "migrations"].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const read = (dirs: string[]) =>
  dirs
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .map((full) => ({
      file: path.relative(root, full).split(path.sep).join("/"),
      text: fs.readFileSync(full, "utf8"),
    }));

/** Every module specifier a file imports or re-exports for its values (statically or dynamically); types are free. */
function valueImports(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/g)) {
    const names = m[2]
      ?.match(/^\{([\s\S]*)\}$/)?.[1]
      ?.split(",")
      .map((n) => n.trim())
      .filter(Boolean);
    const typesOnly =
      Boolean(m[1]) || (names !== undefined && names.length > 0 && names.every((n) => n.startsWith("type ")));
    if (!typesOnly && m[3]) found.push(m[3]);
  }
  for (const m of text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) if (m[1]) found.push(m[1]);
  return found;
}

const repository = /\.(repo|access)(\.js)?$/;
/** db.select(…), tx.insert(…), ctx.db.execute(…), sql`…`: a query, which only repositories write. */
const query =
  /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|selectDistinctOn|insert|update|delete|execute|with|query|\$count)\s*[(<.]|\bsql`/;

const server = read(["server/src"]);

describe("call chain", () => {
  it("routes are registered only in *.routes.ts files, which the next rule reads", () => {
    const elsewhere = server
      .filter((f) => !f.file.endsWith(".routes.ts") && /\broute\(\s*app\s*,/.test(f.text))
      .filter((f) => !f.file.endsWith(".test.ts"))
      .map((f) => f.file);
    expect(elsewhere).toEqual([]);
  });

  it("routes import no repository or access file", () => {
    const offenders = server
      .filter((f) => f.file.endsWith(".routes.ts"))
      .flatMap((f) =>
        valueImports(f.text)
          .filter((s) => repository.test(s))
          .map((s) => `${f.file} imports ${s}`),
      );
    expect(offenders).toEqual([]);
  });

  it("presenters import no repository, access or database file and run no query", () => {
    const offenders = server
      .filter((f) => f.file.endsWith(".presenter.ts"))
      .flatMap((f) => [
        ...valueImports(f.text)
          .filter((s) => repository.test(s) || /\/db\/|drizzle-orm/.test(s))
          .map((s) => `${f.file} imports ${s}`),
        ...(query.test(f.text) ? [`${f.file} runs a query`] : []),
      ]);
    expect(offenders).toEqual([]);
  });

  it(`no source file is over ${MAX_LINES} lines`, () => {
    const long = read(["server/src", "server/test", "web/src", "contracts/src", "e2e", "bench"])
      .map((f) => ({ file: f.file, lines: f.text.split("\n").length - (f.text.endsWith("\n") ? 1 : 0) }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });
});
