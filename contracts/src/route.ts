import { z } from "zod";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * What an answer that is not JSON is: a file, a redirect or the SPA's page. Such routes still state a
 * schema per status code (the JSON errors they may give), but the client links to them instead of fetching.
 */
type RouteProduces = "json" | "file" | "redirect";

/**
 * One HTTP route as both sides see it. The server registers it (method, url, zod schemas for
 * validation and serialization); the web builds its URL and types from it, so renaming a path or a
 * field stops both from compiling.
 */
export interface RouteDef {
  method: HttpMethod;
  /** Fastify syntax, exactly the path the server serves: `/appointments/:id`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Every status code the route answers with a body, plus the success code; 204 maps to `noContent`. */
  response: Record<number, z.ZodType>;
  produces?: RouteProduces;
  /**
   * `.json` where the spec names the call `{path}.json` (`GET /search.json`): the client calls that URL, the server
   * serves the path (http/negotiation.ts turns the suffix into an Accept header), and a page load of the path
   * itself gets the screen.
   */
  suffix?: ".json";
  tags?: readonly string[];
}

export const defineRoute = <const R extends RouteDef>(route: R): R => route;

/** A domain's route table; every entry gets the domain's tag for the API docs. */
export function defineRoutes<const T extends Record<string, RouteDef>>(tag: string, routes: T): T {
  for (const route of Object.values(routes)) route.tags ??= [tag];
  return routes;
}

/**
 * One variant of a route whose answer's shape depends on its query (e.g. a `filter`): the same method and
 * path, with that variant's narrower query and answer, for the client to call. The server serves the route
 * itself; the variant's schemas must be ones the route's accept (the types below refuse any other).
 */
export function routeVariant<
  R extends RouteDef,
  const Q extends z.ZodType<RouteQuery<R>>,
  const S extends z.ZodType<RouteResponse<R>>,
>(route: R, variant: { query: Q; success: S }) {
  return { ...route, query: variant.query, response: { ...route.response, 200: variant.success } } as Omit<
    R,
    "query" | "response"
  > & { query: Q; response: Omit<R["response"], 200> & { 200: S } };
}

/** The answer of a 204: no body. */
export const noContent = z.undefined().meta({ description: "No content" });

/** A redirect: no body, the Location header says where to. */
export const redirectNoContent = z.undefined().meta({ description: "Redirect (Location header)" });

/** A file or stream; the server sends bytes, so nothing is serialized or checked. */
export const fileResponse = z.unknown().meta({ description: "File" });

type Infer<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type InferInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The success status codes of a route (2xx), lowest first in practice. */
type SuccessCode<R extends RouteDef> = Extract<keyof R["response"], 200 | 201 | 202 | 204>;

/** What the client gets on success: the body of the route's 2xx answer (undefined for 204). */
export type RouteResponse<R extends RouteDef> =
  SuccessCode<R> extends 204 ? undefined : Infer<R["response"][Exclude<SuccessCode<R>, 204>], never>;

export type RouteParams<R extends RouteDef> = InferInput<R["params"]>;
export type RouteQuery<R extends RouteDef> = InferInput<R["query"]>;
export type RouteBody<R extends RouteDef> = InferInput<R["body"]>;

/** The success schema of a route: the one the web checks an answer against. */
export function successSchema(route: RouteDef): z.ZodType | undefined {
  for (const code of [200, 201, 202]) {
    const schema = route.response[code];
    if (schema) return schema;
  }
  return undefined;
}
