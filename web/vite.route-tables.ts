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
 */
/** The module's source, from the package as it is now (run through Vite's module runner: it is TypeScript). */
async function moduleSource(): Promise<string> {
  const { module: contracts } = await runnerImport<Record<string, unknown>>(CONTRACTS_INDEX, { configFile: false });
  const entries = Object.entries(contracts);
  const routes = entries.filter(([, value]) => isRoute(value) || isRouteTable(value));
  const data = entries.filter(([, value]) => !isRoute(value) && !isRouteTable(value) && isPlainData(value));
  const others = entries
    .filter(([, value]) => !isRoute(value) && !isRouteTable(value) && !isPlainData(value))
    .map(([name]) => name);
  const slim = ({ method, path: routePath, produces, suffix }: RouteLike) => ({
    method,
    path: routePath,
    ...(produces ? { produces } : {}),
    ...(suffix ? { suffix } : {}),
  });
  return [
    `export { ${others.join(", ")} } from ${JSON.stringify(CONTRACTS_INDEX)};`,
    ...data.map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`),
    // A table of routes, or one route (a `routeVariant` of a table's route).
    ...routes.map(([name, value]) => {
      const out = isRoute(value)
        ? slim(value)
        : Object.fromEntries(Object.entries(value as Record<string, RouteLike>).map(([key, r]) => [key, slim(r)]));
      return `export const ${name} = ${JSON.stringify(out)};`;
    }),
  ].join("\n");
}

export function routeTablesWithoutSchemas(): Plugin {
  return {
    name: "intranet:route-tables-without-schemas",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source === "@intranet/contracts" && !importer?.startsWith(CONTRACTS_SRC)) return VIRTUAL;
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
      return id === VIRTUAL ? { code: await moduleSource(), moduleSideEffects: false } : null;
    },
  };
}
