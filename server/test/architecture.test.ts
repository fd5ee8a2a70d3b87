import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layering rules of docs/ARCHITECTURE.md, checked on the source text so they cannot erode:
 * SQL only in repositories, access predicates and schemas; infrastructure never imports a module; modules in
 * tiers ("Module tiers"), without cycles.
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

const modulesDir = path.join(src, "modules");

/** The module tiers of docs/ARCHITECTURE.md "Module tiers"; every other module is a feature module. */
const BOTTOM_TIER = [
  "network",
  "members",
  "uploads",
  "mail",
  "realtime",
  "search",
  "crawls",
  "auth",
  "two-factor",
  "unreads",
  "translation",
  // Members' devices and Web Push: feature modules queue pushes through it (queuePush) after their commits.
  "devices",
  // Every module writes the audit log through it (recordAudit); it reaches others only through descriptor hooks.
  "administration",
];
const GROUPS_TIER = ["groups"];
const tierOf = (name: string) => (BOTTOM_TIER.includes(name) ? 0 : GROUPS_TIER.includes(name) ? 1 : 2);
const TIER_NAMES = ["bottom", "groups", "feature"];

/**
 * Feature modules that import another feature module's files, kept on purpose; the names that tie each pair are in
 * ARCHITECTURE.md "Module tiers". Any other feature module is reached only through descriptor hooks (ctx.modules).
 */
const FEATURE_PAIRS = [
  // Participation is the calendar's own extension: it fills `appointmentHooks` (calendar/participation-hooks.ts) and
  // reads appointments through the calendar's repository (appointmentsByIds, joinAppointmentAndSeries, recurrence).
  "participation -> calendar",
  // Office edits files: findReadableFile, addVersion, the files' WOPI locks (wopi-locks.repo.ts), office.schema's key.
  "office -> files",
  // Notifications of activities: its rows reference activities, shown as activityReadableBy lets the recipient read.
  "notifications -> activities",
  // Files and their property sets are one domain in two folders: listings filter and sort by profiles
  // (profileConditions, profileOrder, checkedProfile), property sets inherit along folders (folderPath, findReadableFolder).
  "files -> property-sets",
  "property-sets -> files",
  // Widget bars show other modules' data beside the streams: the appointments widget lists what the viewer may read
  // (readableCalendars, appointmentsListedFor, instancesInWindow, occurrenceId); online members from the chat's
  // presence (presenceOf), which honours the network's show_online_status.
  "widgetbars -> calendar",
  "widgetbars -> chat",
  // A channel's appointments widget lists the viewer's upcoming appointments as widget bars do
  // (appointmentsListedFor, instancesInWindow, occurrenceId).
  "channels -> calendar",
  // Digests list only what the member may read: digestActivitiesFor and networkAllActivitiesSince (activities'
  // access file, over activitiesReadableBy), upcomingReadableAppointments (calendar's, over appointmentsReadableBy).
  "mailings -> activities",
  "mailings -> calendar",
];
/** The cycles kept on purpose (each a pair above, justified there). */
const JUSTIFIED_CYCLES = [["files", "property-sets"]];

/** The module folder a source file is in, or null outside `modules/<name>/`. */
const moduleOf = (full: string) => {
  const rel = path.relative(modulesDir, full).split(path.sep);
  return rel.length > 1 && !rel[0]?.startsWith("..") ? (rel[0] as string) : null;
};

/** Every import of one module's files from another module's, values and types alike. */
const moduleImports = files.flatMap((f) => {
  const from = moduleOf(f.full);
  if (!from) return [];
  return importsOf(f.text).flatMap((i) => {
    if (!i.specifier.startsWith(".")) return [];
    const to = moduleOf(path.resolve(path.dirname(f.full), i.specifier));
    return to && to !== from ? [{ from, to, line: `${f.file}: imports ${i.specifier}` }] : [];
  });
});
const moduleNames = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** The module graph's strongly connected parts of more than one module (Tarjan). */
function cycles(): string[][] {
  const edges = new Map(moduleNames.map((m) => [m, new Set<string>()]));
  for (const i of moduleImports) edges.get(i.from)?.add(i.to);
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w) part.push(w);
    } while (w && w !== v);
    if (part.length > 1) found.push(part.sort());
  };
  for (const m of moduleNames) if (!index.has(m)) visit(m);
  return found;
}

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

  it("keeps modules/module.ts generic: it names no module (hooks are declared by the modules that call them)", () => {
    const generic = files.find((f) => f.file === "modules/module.ts");
    const named = importsOf(generic?.text ?? "")
      .filter((i) => i.specifier.startsWith(".") && moduleOf(path.resolve(modulesDir, i.specifier)) !== null)
      .map((i) => i.specifier);
    expect(generic).toBeDefined();
    expect(named).toEqual([]);
  });

  it("imports no module of a higher tier, values and types alike", () => {
    const upward = moduleImports
      .filter((i) => tierOf(i.to) > tierOf(i.from))
      .map((i) => `${TIER_NAMES[tierOf(i.from)]} ${i.line} (${TIER_NAMES[tierOf(i.to)]})`);
    expect(upward).toEqual([]);
  });

  it("lets a feature module reach another only through descriptor hooks, but for the listed pairs", () => {
    const crossing = moduleImports.filter((i) => tierOf(i.from) === 2 && tierOf(i.to) === 2);
    const unlisted = crossing.filter((i) => !FEATURE_PAIRS.includes(`${i.from} -> ${i.to}`)).map((i) => i.line);
    expect(unlisted).toEqual([]);
    // A pair no longer needed leaves the list (and ARCHITECTURE.md).
    const stale = FEATURE_PAIRS.filter((pair) => !crossing.some((i) => `${i.from} -> ${i.to}` === pair));
    expect(stale).toEqual([]);
  });

  it("leaves no cycle among modules but the justified ones", () => {
    const key = (part: string[]) => [...part].sort().join(" <-> ");
    expect(cycles().map(key).sort()).toEqual(JUSTIFIED_CYCLES.map(key).sort());
  });
});
