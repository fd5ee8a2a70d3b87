import { type RouteDef, successSchema } from "@intranet/contracts";

export class ResponseMismatchError extends Error {
  constructor(route: RouteDef, issues: unknown) {
    super(`Answer of ${route.method} ${route.path} does not match its contract: ${JSON.stringify(issues)}`);
    this.name = "ResponseMismatchError";
  }
}

/** Throws when an answer does not match the success schema of its route (development and tests only). */
export function checkResponse(route: RouteDef, data: unknown) {
  const result = successSchema(route)?.safeParse(data);
  if (result && !result.success) throw new ResponseMismatchError(route, result.error.issues);
}
