import type { FastifyRequest } from "fastify";

/**
 * Query parameters whose values are credentials: feed tokens (`auth_token`), socket tokens (`token`),
 * password-reset links (`reset_password_token`), signed file links, codes and secrets of any kind.
 * Matched by name so a new `…_token` or `…secret` parameter is covered without a change here.
 */
const SECRET_PARAM = /token|secret|password|passwd|code|key|signature|sig$|jwt/i;

export const REDACTED = "[redacted]";

/** Paths that carry a secret themselves: the first start's one-time setup link (page and API). */
const SECRET_PATH = /^((?:\/api\/v1)?\/setup\/)[^/?]+/;

/** The URL with the value of every secret-looking query parameter (and a secret path segment) replaced, for logs. */
export function redactUrl(raw: string): string {
  const url = raw.replace(SECRET_PATH, `$1${REDACTED}`);
  const q = url.indexOf("?");
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        // A malformed escape: judge the name as written.
      }
      return eq >= 0 && SECRET_PARAM.test(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join("&");
  return `${url.slice(0, q)}?${query}`;
}

/** Fastify's request log line, without the secrets a URL may carry (the `req` serializer of the logger). */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
