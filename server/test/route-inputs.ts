import type { RouteDef } from "@intranet/contracts";
import * as contracts from "@intranet/contracts";
import fc from "fast-check";
import type { z } from "zod";

/** Every entry of every route table in contracts/src/routes, keyed "METHOD /path". */
export function routeTable(): { key: string; route: RouteDef }[] {
  const out: { key: string; route: RouteDef }[] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (!name.endsWith("Api") || typeof value !== "object" || value === null) continue;
    for (const route of Object.values(value as Record<string, RouteDef>)) {
      if (typeof route?.path === "string" && typeof route.method === "string") {
        out.push({ key: `${route.method} ${route.path}`, route });
      }
    }
  }
  return out;
}

/** Text that has broken servers: NUL bytes, lone UTF-16 surrogates, a bare CR, bidi overrides, dates out of range. */
export const hostileTexts = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\udc00\ud800",
  "a\rb",
  "\u202eevil",
  "%00",
  "",
  " ",
  "../../etc/passwd",
  "<img src=x onerror=alert(1)>",
  "x".repeat(5000),
  "9999-12-31",
  "0000-01-01",
  "9999-12-31T23:59:59",
  "0000-01-01T00:00:00Z",
  "+275760-09-13T00:00:00Z",
  "2026-02-30",
  "1e309",
  "-1",
];

/** The same for URL paths and query strings, percent-encoded as a client would send raw bytes. */
export const hostileUrlTexts = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "x%ED%BF%BFy",
  "%FF",
  "%C0%80",
  "%E2%80%AEevil",
  "a%0Db",
  "%25",
  "9999-12-31",
  "0000-01-01",
  "9999-12-31T23%3A59%3A59Z",
  "-1",
  "99999999999999999999",
  "x".repeat(3000),
];

/**
 * Plausible values a string field may accept: ids of real objects, a slug, dates, a time zone. A field
 * gets those its own schema accepts, so a request passes validation often enough to reach the handler.
 */
export type Plausible = string[];

const isOptional = (s: z.ZodType) => ["optional", "default", "catch"].includes(s._zod.def.type);

function stringArbitrary(schema: z.ZodType, plausible: Plausible, hostile: readonly string[]): fc.Arbitrary<string> {
  const fitting = plausible.filter((v) => schema.safeParse(v).success);
  const fits = fitting.length ? fc.constantFrom(...fitting) : fc.string({ maxLength: 20 });
  if (hostile.length === 0) return fits;
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...hostile) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 3, arbitrary: fits },
  );
}

/**
 * An arbitrary of JSON values shaped like the schema: string leaves from `hostile` or from the plausible
 * values the leaf's schema accepts (only the latter when `hostile` is empty: a baseline that mostly passes).
 */
export function valueArbitrary(
  schema: z.ZodType,
  plausible: Plausible,
  hostile: readonly string[] = hostileTexts,
  depth = 0,
): fc.Arbitrary<unknown> {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (s: unknown) => valueArbitrary(s as z.ZodType, plausible, hostile, depth + 1);
  if (depth > 8) return fc.constant(null);
  switch (def.type) {
    case "object": {
      const shape = (schema as unknown as z.ZodObject).shape;
      const entries = Object.entries(shape) as [string, z.ZodType][];
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of entries) record[key] = inner(value);
      const optional = entries.filter(([, v]) => isOptional(v)).map(([k]) => k);
      return fc.record(record, { requiredKeys: entries.map(([k]) => k).filter((k) => !optional.includes(k)) });
    }
    case "string":
      return stringArbitrary(schema, plausible, hostile);
    case "number":
    case "bigint":
      return fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: -1, max: 3 }) },
        ...(hostile.length
          ? [
              { weight: 1, arbitrary: fc.constantFrom(1e308, -1e308, 2 ** 53, 0.5, 100_001) },
              { weight: 1, arbitrary: stringArbitrary(schema, plausible, hostile) },
            ]
          : []),
      );
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...Object.values(def.entries as Record<string, string>)) },
        ...(hostile.length ? [{ weight: 1, arbitrary: fc.constantFrom(...hostile) }] : []),
      );
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "array":
      return fc.array(inner(def.element), { maxLength: 3 });
    case "tuple":
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case "record":
      return fc.dictionary(
        fc.constantFrom("a", "name", ...(hostile.length ? ["\u0000", "\ud800"] : [])),
        inner(def.valueType),
        {
          maxKeys: 2,
        },
      );
    case "optional":
    case "default":
    case "catch":
    case "readonly":
    case "nonoptional":
      return fc.oneof({ weight: 4, arbitrary: inner(def.innerType) }, { weight: 1, arbitrary: fc.constant(undefined) });
    case "nullable":
      return fc.oneof({ weight: 4, arbitrary: inner(def.innerType) }, { weight: 1, arbitrary: fc.constant(null) });
    case "pipe":
      return inner(def.in);
    case "union":
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case "intersection":
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) => (typeof a === "object" && typeof b === "object" ? { ...a, ...b } : a));
    case "lazy":
      return inner((def.getter as () => unknown)());
    case "null":
      return fc.constant(null);
    case "undefined":
    case "void":
      return fc.constant(undefined);
    default:
      return fc.oneof(fc.constantFrom(...hostile, "x"), fc.constant(null), fc.constant({}));
  }
}

/** One request to a route: path, query and body built from the entry's schemas. */
export type FuzzRequest = { url: string; body: unknown };

const encodeQueryValue = (value: unknown) =>
  typeof value === "string" && /%[0-9A-F]{2}/.test(value) ? value : encodeQuery(String(value));

/** encodeURIComponent, except lone surrogates become the raw (invalid) UTF-8 bytes a hostile client sends. */
function encodeQuery(value: string): string {
  let out = "";
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("")
        : encodeURIComponent(ch);
  }
  return out;
}

/** Replaces the `index`-th string leaf (modulo their number) of a JSON value; unchanged when it has none. */
function withLeaf(value: unknown, index: number, replacement: string): unknown {
  const leaves: { parent: Record<string, unknown>; key: string }[] = [];
  const walk = (v: unknown) => {
    if (typeof v !== "object" || v === null) return;
    for (const [k, item] of Object.entries(v)) {
      if (typeof item === "string") leaves.push({ parent: v as Record<string, unknown>, key: k });
      else walk(item);
    }
  };
  const copy = structuredClone(value);
  walk(copy);
  const leaf = leaves[index % Math.max(1, leaves.length)];
  if (leaf) leaf.parent[leaf.key] = replacement;
  return copy;
}

/**
 * Requests for one route. Each starts from a baseline that mostly passes validation (real ids, a slug,
 * dates, plausible text) and then puts one hostile value in one place: a path parameter, one query value
 * or one string of the body, so that the hostile value is what reaches the handler; a quarter of the runs
 * are hostile throughout.
 */
export function requestArbitrary(route: RouteDef, plausible: Plausible): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
  const paramShape = (route.params as z.ZodObject | undefined)?.shape ?? {};
  const params = fc.record(
    Object.fromEntries(
      names.map((name) => {
        const schema = paramShape[name] as z.ZodType | undefined;
        const fitting = schema ? plausible.filter((v) => schema.safeParse(v).success) : [];
        return [name, fc.constantFrom(...(fitting.length ? fitting.map(encodeURIComponent) : hostileUrlTexts))];
      }),
    ),
  );
  const part = (schema: z.ZodType | undefined, hostile: readonly string[]) =>
    schema ? valueArbitrary(schema, plausible, hostile) : fc.constant(undefined);
  const baseline = fc.oneof(
    { weight: 3, arbitrary: fc.tuple(params, part(route.query, []), part(route.body, [])) },
    { weight: 1, arbitrary: fc.tuple(params, part(route.query, hostileUrlTexts), part(route.body, hostileTexts)) },
  );
  const target = fc.constantFrom(...(["path", "query", "body"] as const));
  // NUL bytes and lone surrogates (the first entries of each list) are the likeliest 500s: weigh them up.
  const pick = (texts: readonly string[]) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...texts.slice(0, 5)) },
      { weight: 1, arbitrary: fc.constantFrom(...texts) },
    );
  const mutation = fc.tuple(target, fc.nat(), pick(hostileUrlTexts), pick(hostileTexts));
  return fc.tuple(baseline, mutation).map(([[p, q, b], [where, index, urlText, text]]) => {
    let pathValues = p as Record<string, string>;
    let query = q as Record<string, unknown> | undefined;
    let body = b;
    if (where === "path" && names.length)
      pathValues = { ...pathValues, [names[index % names.length] as string]: urlText };
    else if (where === "query" && query) query = withLeaf(query, index, urlText) as Record<string, unknown>;
    else if (body !== undefined) body = withLeaf(body, index, text);
    const path = route.path
      .replace(/:([A-Za-z_]+)/g, (_, name: string) => String(pathValues[name]))
      .replace(/\*$/, "x");
    const search = Object.entries(query ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeQueryValue(typeof v === "object" ? JSON.stringify(v) : v)}`)
      .join("&");
    return { url: search ? `${path}?${search}` : path, body };
  });
}
