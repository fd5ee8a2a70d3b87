import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/** What the stand-in site answers on a path: status, headers and body, or nothing (to test time-outs). */
export type StandInPage =
  | { status?: number; type?: string; body?: string | Buffer; headers?: Record<string, string> }
  | "hang";

/**
 * A local HTTP server for crawl tests (reachable only with CRAWL_ALLOW_PRIVATE_HOSTS): pages by path, with a
 * count of requests per path.
 */
export async function standInSite(pages: Record<string, StandInPage | ((hits: number) => StandInPage)>) {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const count = (hits.get(path) ?? 0) + 1;
    hits.set(path, count);
    const entry = pages[path];
    const page = typeof entry === "function" ? entry(count) : entry;
    if (page === "hang") return;
    if (!page) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(page.status ?? 200, { "content-type": page.type ?? "text/html; charset=utf-8", ...page.headers });
    res.end(page.body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits: (path: string) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const testPng = (width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A page with Open Graph tags for a preview. */
export const ogPage = (opts: { title: string; description?: string; site?: string; image?: string }) => `<!doctype html>
<html><head>
<title>Plain ${opts.title}</title>
<meta property="og:title" content="${opts.title}">
${opts.description ? `<meta property="og:description" content="${opts.description}">` : ""}
${opts.site ? `<meta property="og:site_name" content="${opts.site}">` : ""}
${opts.image ? `<meta property="og:image" content="${opts.image}">` : ""}
</head><body><p>Body</p></body></html>`;
