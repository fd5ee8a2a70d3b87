import type { ErrorResponse, FieldErrorCodes } from "@intranet/contracts";

/** A failed API call, carrying the server's one error shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]>;
  /** The code of each field message (translated as `fieldErrors.<code>`). */
  readonly fieldCodes: FieldErrorCodes;
  /** The limit a too short, long, small or big field missed, where the server named it. */
  readonly fieldLimits: Record<string, number>;

  constructor(status: number, body: Partial<ErrorResponse> = {}) {
    super(body.message ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.code = body.error ?? (status === 0 ? "network_error" : "unknown_error");
    this.fieldErrors = body.errors ?? {};
    this.fieldCodes = body.codes ?? {};
    this.fieldLimits = body.limits ?? {};
  }

  /** First code for a form field, keyed like `fieldError`. */
  fieldCode(field: string): string | undefined {
    return (this.fieldCodes[field] ?? this.fieldCodes[`user.${field}`])?.[0];
  }

  /** The limit of a form field, keyed like `fieldCode`. */
  fieldLimit(field: string): number | undefined {
    return this.fieldLimits[field] ?? this.fieldLimits[`user.${field}`];
  }

  /** First message for a form field; the server may key it with or without the `user.` prefix. */
  fieldError(field: string): string | undefined {
    return (this.fieldErrors[field] ?? this.fieldErrors[`user.${field}`])?.[0];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler = () => window.location.assign("/users/sign_in");

/** The app swaps in a router-aware redirect; tests can observe it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  unauthorizedHandler = handler;
}

/** Screens a visitor may see; a 401 there is an answer, not a lost session. */
const PUBLIC_PATHS = [/^\/users\/sign_in/, /^\/users\/password/];
const onPublicPath = () => PUBLIC_PATHS.some((re) => re.test(window.location.pathname));

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** Headers every request needs: JSON answers (paths double as SPA routes) and the CSRF token on writes. */
export function requestHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const csrf = method === "GET" ? undefined : readCookie("csrf_token");
  if (csrf) headers["X-CSRF-Token"] = csrf;
  return headers;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path;
}

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  /** Set false where a 401 is an expected answer (e.g. a wrong password). */
  redirectOnUnauthorized?: boolean;
  /** Reads the headers of a successful answer (e.g. header pagination: `x-total`, `x-page`). */
  onHeaders?: (headers: Headers) => void;
}

async function parseError(res: Response): Promise<ApiError> {
  try {
    return new ApiError(res.status, (await res.json()) as ErrorResponse);
  } catch {
    return new ApiError(res.status);
  }
}

/** The one fetch of the web client; call it through `api()` in route-client.ts with a route-table entry. */
export async function request<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const headers = requestHeaders(method);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: payload,
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, { message: "network_error" });
  }
  if (!res.ok) {
    const error = await parseError(res);
    if (res.status === 401 && options.redirectOnUnauthorized !== false && !onPublicPath()) unauthorizedHandler();
    throw error;
  }
  options.onHeaders?.(res.headers);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
