import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors.js";

/**
 * How deeply a JSON body may nest. The deepest body the API takes (a group's navigation tabs) nests a few
 * levels; walking, validating or serializing thousands of levels overflowed the stack (500s before sign-in).
 */
export const MAX_JSON_DEPTH = 64;

/** Whether a parsed JSON value nests arrays or objects deeper than `max`, walked without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== "object" || item === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Whether the text is well-formed JSON (read only once Fastify's parser refused it). */
function isWellFormed(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), then the depth cap: a body nested deeper gets the
 * same 400 `invalid_json` as a malformed one, before validation or any handler sees it. A well-formed body it
 * refused holds a `__proto__` or `constructor.prototype` key: the 400 says so rather than "not valid JSON".
 */
export function parseJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    parse(req, body as string, (err, value) => {
      if (err && (body as string).length > 0 && isWellFormed(body as string))
        return done(badRequest("invalid_json", "The body contains a forbidden key."), undefined);
      if (err) return done(err, undefined);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH))
        return done(badRequest("invalid_json", "The request body is nested too deeply."), undefined);
      done(null, value);
    });
  });
}
