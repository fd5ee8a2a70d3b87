import type { FastifyRequest } from "fastify";

/** Extensions that always mean "data", never a page. */
const DATA_EXTENSION = /\.(json|ics|csv|xlsx|txt|zip|pdf)$/i;

/** A browser navigation: a GET for HTML outside /api with no data extension. */
export function isNavigation(req: FastifyRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = req.url.split("?")[0] ?? "/";
  if (pathname.startsWith("/api/") || pathname === "/api" || pathname.startsWith("/assets/")) return false;
  if (DATA_EXTENSION.test(pathname)) return false;
  const accept = req.headers.accept ?? "";
  return accept.includes("text/html");
}
