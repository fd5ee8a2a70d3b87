import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

const FEATURES = dirname(new URL(import.meta.url).pathname);
// Static imports and re-exports; `import("…")` stays out, a lazy route module is not a dependency of the index.
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gms;
// `import("…")`: a module loaded on demand, which goes through the other feature's index too.
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/gm;

const featureNames = readdirSync(FEATURES).filter((name) => statSync(join(FEATURES, name)).isDirectory());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every import from one feature into another: [from feature, to feature, the target path inside it]. */
function crossFeatureImports(pattern = STATIC_IMPORT) {
  const found: { from: string; to: string; target: string; file: string }[] = [];
  for (const from of featureNames) {
    for (const file of sourceFiles(join(FEATURES, from))) {
      for (const match of readFileSync(file, "utf8").matchAll(pattern)) {
        const specifier = match[1] ?? match[2] ?? "";
        if (!specifier.startsWith(".")) continue;
        const [to, ...rest] = relative(FEATURES, resolve(dirname(file), specifier)).split(sep);
        if (to && to !== from && featureNames.includes(to)) {
          found.push({ from, to, target: rest.join("/"), file: relative(FEATURES, file) });
        }
      }
    }
  }
  return found;
}

/** The features on a circle through `start`, or null. */
function cycleThrough(start: string, edges: Map<string, Set<string>>): string[] | null {
  const walk = (node: string, path: string[]): string[] | null => {
    for (const next of edges.get(node) ?? []) {
      if (next === start) return [...path, next];
      if (!path.includes(next)) {
        const cycle = walk(next, [...path, next]);
        if (cycle) return cycle;
      }
    }
    return null;
  };
  return walk(start, [start]);
}

describe("imports between web features", () => {
  const imports = crossFeatureImports();

  it("go through the other feature's index only", () => {
    const deep = imports.filter((i) => i.target !== "" && i.target !== "index");
    expect(deep.map((i) => `${i.file} imports ${i.to}/${i.target}`)).toEqual([]);
  });

  it("go through the other feature's index only when loaded on demand too", () => {
    const deep = crossFeatureImports(DYNAMIC_IMPORT).filter((i) => i.target !== "" && i.target !== "index");
    expect(deep.map((i) => `${i.file} loads ${i.to}/${i.target}`)).toEqual([]);
  });

  it("never form a circle", () => {
    const edges = new Map<string, Set<string>>();
    for (const { from, to } of imports) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    const cycles = featureNames.map((name) => cycleThrough(name, edges)).filter(Boolean);
    expect(cycles.map((cycle) => cycle?.join(" → "))).toEqual([]);
  });

  it("are seen by this check (the scanner finds the calendar's use of participation)", () => {
    expect(imports.some((i) => i.from === "calendar" && i.to === "participation")).toBe(true);
    const loaded = crossFeatureImports(DYNAMIC_IMPORT);
    expect(loaded.some((i) => i.from === "member-admin" && i.to === "administration")).toBe(true);
  });
});

/** Every relative import of the shell's files, dynamic `import("…")` included, that lands in another feature. */
function shellImportsOfFeatures() {
  const any = /(?:from\s+|import\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
  const found: string[] = [];
  for (const file of sourceFiles(join(FEATURES, "shell"))) {
    for (const match of readFileSync(file, "utf8").matchAll(any)) {
      const specifier = match[1] ?? "";
      if (!specifier.startsWith(".")) continue;
      const [to] = relative(FEATURES, resolve(dirname(file), specifier)).split(sep);
      if (to && to !== "shell" && featureNames.includes(to))
        found.push(`${relative(FEATURES, file)} imports ${specifier}`);
    }
  }
  return found;
}

describe("the shell", () => {
  it("imports no feature, not even lazily: what it shows of them comes from their manifests (app/features.ts)", () => {
    expect(shellImportsOfFeatures()).toEqual([]);
  });
});
