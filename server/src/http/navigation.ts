import type { FastifyRequest } from "fastify";

/** Extensions that always mean "data", never a page. */
const DATA_EXTENSION = /\.(json|ics|csv|xlsx|txt|zip|pdf)$/i;
/** Paths the server answers itself, whatever a client accepts: the API, the built assets, the health checks. */
const SERVER_PATH = /^\/(api|assets)(\/|$)|^\/(healthz|readyz)$/;
/** A file's name at the end of a path (favicon.svg): asked for without a type, it is the file, not a page. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * A page load: a GET outside the server's own paths with no data extension that does not ask for data. A browser
 * asks for text/html; a client that names no type (curl, a link checker) gets the page too, unless it names a file.
 */
export function isNavigation(req: FastifyRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = req.url.split("?")[0] ?? "/";
  if (SERVER_PATH.test(pathname) || DATA_EXTENSION.test(pathname)) return false;
  const accept = (req.headers.accept ?? "").trim();
  if (accept.includes("text/html")) return true;
  return (accept === "" || accept === "*/*") && !FILE_NAME.test(pathname);
}
