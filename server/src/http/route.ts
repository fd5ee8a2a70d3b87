import type { RouteDef } from "@intranet/contracts";
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AuthRequirement } from "./auth.js";

/** The Fastify schema of a route-table entry: what the type provider infers request and reply from. */
export type RouteSchema<R extends RouteDef> = {
  params: R["params"];
  querystring: R["query"];
  body: R["body"];
  response: R["response"];
  tags?: string[];
};

type Options<R extends RouteDef> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<R>,
  ZodTypeProvider
>;

/** Typed like a handler passed to `app.get(url, { schema }, handler)` with the entry's schemas. */
export type RouteHandler<R extends RouteDef> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<R>,
  ZodTypeProvider
>;

/** Route options besides the schema; `config.auth` is required here as the auth plugin requires it at start-up. */
export type RouteOptions<R extends RouteDef> = Omit<Options<R>, "schema" | "config"> & {
  config: FastifyContextConfig & { auth: AuthRequirement };
};

/**
 * Registers a route of a contracts route table: method, url and every schema come from the entry, so
 * the server serves exactly the paths and shapes the web client is typed against.
 */
export function route<R extends RouteDef>(
  app: FastifyInstance | FastifyInstance<RawServerDefault, never, never, never, ZodTypeProvider>,
  entry: R,
  options: RouteOptions<R>,
  handler: RouteHandler<R>,
) {
  // Only the parts the entry has: Fastify warns about a schema key that is present but undefined.
  const schema: Record<string, unknown> = { response: entry.response };
  if (entry.tags) schema.tags = [...entry.tags];
  if (entry.params) schema.params = entry.params;
  if (entry.query) schema.querystring = entry.query;
  if (entry.body) schema.body = entry.body;
  (app as FastifyInstance).route({
    ...(options as object),
    method: entry.method,
    url: entry.path,
    schema,
    handler: handler as never,
  });
}
