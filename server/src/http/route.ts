import { type RouteDef, unsafeTextPaths } from "@intranet/contracts";
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AuthRequirement } from "./auth.js";
import { fieldName } from "./error-handler.js";
import { AppError, notFound } from "./errors.js";

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

/** The entry's path parameters as its schema gives them (`{}` for an entry without any). */
type RouteParams<R extends RouteDef> = R["params"] extends z.ZodType ? z.output<R["params"]> : Record<string, never>;

/** Route options besides the schema; `config.auth` is required here as the auth plugin requires it at start-up. */
export type RouteOptions<R extends RouteDef> = Omit<Options<R>, "schema" | "config"> & {
  config: FastifyContextConfig & { auth: AuthRequirement };
  /**
   * The member's permission on what the path names, decided before the body is validated: throws 404 for what
   * they may not see and 403 for what they may not change, so a refused member gets that answer whatever the body
   * holds (as `auth: "admin"` refuses before validation). The handler still loads and checks what it acts on.
   */
  authorize?: (req: FastifyRequest, params: RouteParams<R>) => Promise<unknown>;
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
  const { authorize, ...rest } = options;
  const own = (rest as { preValidation?: unknown }).preValidation;
  const authorizeFirst =
    authorize && authorizing(entry, authorize as (req: FastifyRequest, p: never) => Promise<unknown>);
  (app as FastifyInstance).route({
    ...(rest as object),
    preValidation: [
      ...(own ? [own].flat() : []),
      ...(authorizeFirst ? [authorizeFirst] : []),
      refuseUnsafeText,
    ] as never,
    method: entry.method,
    url: entry.path,
    schema,
    handler: handler as never,
  });
}

/**
 * A route's `authorize` as a hook that runs before validation, on the path parameters checked as the schema would:
 * a path that names nothing well-formed is the same 404 the error handler gives it.
 */
function authorizing(entry: RouteDef, authorize: (req: FastifyRequest, params: never) => Promise<unknown>) {
  return async (req: FastifyRequest) => {
    if (unsafeTextPaths(req.params).length > 0) throw notFound();
    const params = entry.params ? entry.params.safeParse(req.params) : { success: true as const, data: {} };
    if (!params.success) throw notFound();
    await authorize(req, params.data as never);
  };
}

/**
 * Every route's params, query and body are refused with the one validation error when any text in them
 * holds a NUL byte or a lone surrogate, before the schema runs: no field can forget it, and such text
 * never reaches a query, a file name or a mail (where it gave 500s).
 */
async function refuseUnsafeText(req: FastifyRequest) {
  for (const [part, value] of [
    ["params", req.params],
    ["querystring", req.query],
    ["body", req.body],
  ] as const) {
    const paths = unsafeTextPaths(value);
    if (paths.length === 0) continue;
    if (part === "params") throw notFound();
    const isBody = part === "body";
    const errors = Object.fromEntries(paths.map((path) => [fieldName(path, isBody), ["is invalid"]]));
    throw isBody
      ? new AppError(422, "validation_failed", "Please check the highlighted fields.", errors)
      : new AppError(400, "invalid_parameters", "Please check the highlighted fields.", errors);
  }
}
