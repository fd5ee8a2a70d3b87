import {
  buildPath,
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from "@intranet/contracts";
import type { ZodType } from "zod";
import { type Query, type RequestOptions, request, withQuery } from "./client";

/** An input part is required when its schema has required keys, optional otherwise, absent without a schema. */
type Part<R, K extends "params" | "query" | "body", T> = R extends { [P in K]: ZodType }
  ? object extends T
    ? { [P in K]?: T }
    : { [P in K]: T }
  : unknown;

export type RouteInput<R extends RouteDef> = Part<R, "params", RouteParams<R>> &
  Part<R, "query", RouteQuery<R>> &
  Part<R, "body", RouteBody<R> | FormData>;

type Args<R extends RouteDef> =
  object extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: Omit<RequestOptions, "query">]
    : [input: RouteInput<R>, options?: Omit<RequestOptions, "query">];

type AnyInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** The URL of a route with its path parameters and query filled in, for links and downloads. */
export function routeUrl<R extends RouteDef>(route: R, ...[input]: Args<R>): string {
  const { params, query } = (input ?? {}) as AnyInput;
  return withQuery(callPath(route, params), query as Query | undefined);
}

/** The URL path a call goes to: the route's path with its parameters, and the spec's `.json` where it names one. */
const callPath = (route: RouteDef, params?: Record<string, unknown>) =>
  buildPath(route.path, params) + (route.suffix ?? "");

/** Calls a route of the contracts route table; input and answer are typed by the entry. */
export async function api<R extends RouteDef>(route: R, ...[input, options]: Args<R>): Promise<RouteResponse<R>> {
  const { params, query, body } = (input ?? {}) as AnyInput;
  const path = callPath(route, params);
  const data = await request<RouteResponse<R>>(route.method, path, body, {
    ...options,
    query: query as Query | undefined,
  });
  // Development and tests check the answer against the route's schema, so a server/contract drift fails loudly
  // where it is cheap to see; production trusts the server (its route tables carry no schemas, see
  // web/vite.route-tables.ts) and leaves the check and zod out of the bundle.
  if (import.meta.env.DEV && data !== undefined) (await import("./response-check")).checkResponse(route, data);
  return data;
}

/** "METHOD /path" of a route with its parameters filled in: the key test stubs answer to. */
export function routeKey<R extends RouteDef>(route: R, params?: Record<string, string>): string {
  return `${route.method} ${buildPath(route.path, params)}`;
}
