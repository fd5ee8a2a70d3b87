import path from "node:path";
import { type Plugin, runnerImport } from "vite";

const CONTRACTS_SRC = path.resolve(import.meta.dirname, "../contracts/src");
const CONTRACTS_INDEX = path.join(CONTRACTS_SRC, "index.ts");
const VIRTUAL = "\0intranet:contracts-without-route-schemas";

type RouteLike = { method: string; path: string; produces?: string; suffix?: string };

const isRoute = (value: unknown): value is RouteLike =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as RouteLike).method === "string" &&
  typeof (value as RouteLike).path === "string";

/** Strings, numbers, booleans, null, and arrays and plain objects of them: values a literal can carry. */
const isPlainData = (value: unknown): boolean =>
  value === null ||
  ["string", "number", "boolean"].includes(typeof value) ||
  (Array.isArray(value) && value.every(isPlainData)) ||
  (typeof value === "object" &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value).every(isPlainData));

const isRouteTable = (value: unknown): value is Record<string, RouteLike> =>
  typeof value === "object" && value !== null && Object.values(value).length > 0 && Object.values(value).every(isRoute);

/**
 * The production build's `@intranet/contracts`: every route table (and single route) with only what a
 * request needs (method, path, produces, suffix), its zod schemas left out; every other export (form schemas,
 * helpers) from the package as it is. The client checks answers against the schemas only in development and tests (api/route-client.ts),
 * so a production bundle that kept them shipped zod and every schema of every route in the initial
 * JavaScript. Types still come from the package: TypeScript reads it, not this module.
 *
 * Each table and each constant is a module of its own (`PART` + its name) that the index re-exports: the bundler
 * places a module in the chunk of the code that uses it, so the first screen carries the tables its own code calls,
 * not all of them (33 KB, 7.4 KB gzipped, on 2026-11-30).
 */
const PART = "\0intranet:contracts/";

/** The index's source and each part's, from the package as it is now (run through Vite's module runner: it is TypeScript). */
async function moduleSources(): Promise<{ index: string; parts: Map<string, string> }> {
  const { module: contracts } = await runnerImport<Record<string, unknown>>(CONTRACTS_INDEX, { configFile: false });
  const entries = Object.entries(contracts);
  const others = entries
    .filter(([, value]) => !isRoute(value) && !isRouteTable(value) && !isPlainData(value))
    .map(([name]) => name);
  const slim = ({ method, path: routePath, produces, suffix }: RouteLike) => ({
    method,
    path: routePath,
    ...(produces ? { produces } : {}),
    ...(suffix ? { suffix } : {}),
  });
  const parts = new Map<string, string>();
  for (const [name, value] of entries) {
    // A table of routes, one route (a `routeVariant` of a table's route), or data a literal can carry.
    const out = isRoute(value)
      ? slim(value)
      : isRouteTable(value)
        ? Object.fromEntries(Object.entries(value).map(([key, r]) => [key, slim(r)]))
        : isPlainData(value)
          ? value
          : undefined;
    if (out !== undefined) parts.set(name, `export const ${name} = ${JSON.stringify(out)};`);
  }
  const index = [
    `export { ${others.join(", ")} } from ${JSON.stringify(CONTRACTS_INDEX)};`,
    ...[...parts.keys()].map((name) => `export { ${name} } from ${JSON.stringify(PART + name)};`),
  ].join("\n");
  return { index, parts };
}

/** The module ids of the parts (`PART` + name), for a code-splitting group. */
export const isContractsPart = (id: string) => id.startsWith(PART);

export function routeTablesWithoutSchemas(): Plugin {
  let sources: ReturnType<typeof moduleSources> | null = null;
  return {
    name: "intranet:route-tables-without-schemas",
    apply: "build",
    enforce: "pre",
    buildStart() {
      sources = null;
    },
    async resolveId(source, importer, options) {
      if (source === "@intranet/contracts" && !importer?.startsWith(CONTRACTS_SRC)) return VIRTUAL;
      if (importer === VIRTUAL && source.startsWith(PART)) return source;
      // The package's modules only define values: one the client does not use is left out of the bundle.
      if (importer === VIRTUAL || importer?.startsWith(CONTRACTS_SRC)) {
        const resolved = await this.resolve(source, importer === VIRTUAL ? undefined : importer, {
          ...options,
          skipSelf: true,
        });
        if (resolved?.id.startsWith(CONTRACTS_SRC)) return { ...resolved, moduleSideEffects: false };
        return resolved;
      }
      return null;
    },
    async load(id) {
      if (id !== VIRTUAL && !id.startsWith(PART)) return null;
      sources ??= moduleSources();
      const { index, parts } = await sources;
      return { code: id === VIRTUAL ? index : (parts.get(id.slice(PART.length)) ?? ""), moduleSideEffects: false };
    },
  };
}
