import type { FastifyReply } from "fastify";

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A generated file the browser saves (iCal, CSV, XLSX): never rendered from our origin. */
export function sendDownload(reply: FastifyReply, file: { contentType: string; filename: string; body: unknown }) {
  return reply
    .type(file.contentType)
    .header("content-disposition", contentDisposition("attachment", file.filename))
    .header("x-content-type-options", "nosniff")
    .send(file.body);
}
