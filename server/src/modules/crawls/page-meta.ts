import { Parser } from "htmlparser2";

export type PageMeta = {
  title: string | null;
  description: string | null;
  siteName: string | null;
  /** The image's address, resolved against the page's. */
  image: string | null;
};

const LIMITS = { title: 300, description: 1000, siteName: 200 } as const;

/** Text as a preview shows it: one line, no control characters, at most `max` characters. */
function clean(value: string | undefined, max: number): string | null {
  if (value === undefined) return null;
  const text = value
    .replace(/[\p{Cc}\p{Cs}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text === "") return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The charset a page declares in its Content-Type, or in a <meta> near its start; UTF-8 otherwise. */
export function decodePage(body: Buffer, contentType: string): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString("latin1"))?.[1];
  try {
    return new TextDecoder(declared ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

/**
 * The page's title, description, site name and image, from Open Graph first, then Twitter cards, then
 * <title> and <meta name=description>. htmlparser2 decodes entities; nothing of the page is kept as HTML.
 */
export function pageMeta(html: string, pageUrl: string): PageMeta {
  const meta = new Map<string, string>();
  let title = "";
  let inTitle = false;
  let titleSeen = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "title" && !titleSeen) inTitle = true;
        if (name !== "meta") return;
        const key = (attrs.property ?? attrs.name ?? "").trim().toLowerCase();
        const content = attrs.content;
        if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === "title" && inTitle) {
          inTitle = false;
          titleSeen = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const first = (...keys: string[]) => keys.map((k) => meta.get(k)).find((v) => v !== undefined && v.trim() !== "");
  const imageRef = first("og:image", "og:image:url", "og:image:secure_url", "twitter:image", "twitter:image:src");
  return {
    title: clean(first("og:title", "twitter:title") ?? (titleSeen || title ? title : undefined), LIMITS.title),
    description: clean(first("og:description", "twitter:description", "description"), LIMITS.description),
    siteName: clean(first("og:site_name", "application-name"), LIMITS.siteName),
    image: imageRef ? resolveHttp(imageRef.trim(), pageUrl) : null,
  };
}

/** An http(s) address relative to the page, or null. */
function resolveHttp(ref: string, base: string): string | null {
  if (!URL.canParse(ref, base)) return null;
  const url = new URL(ref, base);
  return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
}

/** A title for something that is not a page: the last part of its path, else its host. */
export function fileTitle(address: string): string {
  const url = new URL(address);
  const last = url.pathname.split("/").filter(Boolean).pop();
  let name = last ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {}
  return clean(name, LIMITS.title) ?? url.host;
}
