import { Readable } from "node:stream";
import sharp from "sharp";
import type { AppContext } from "../../context.js";
import { newId } from "../../lib/ids.js";
import { insertUpload } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import { FetchRefused, guardedFetch } from "./guarded-fetch.js";
import { decodePage, fileTitle, pageMeta } from "./page-meta.js";

/** A page is read up to 1 MB (its head is near the start); an image is refused over 2 MB. */
export const MAX_PAGE_BYTES = 1024 * 1024;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The stored preview image: at most this wide and high, as WebP. */
const IMAGE_BOX = 1200;
/** sharp refuses images with more pixels than this (decompression bombs). */
const MAX_IMAGE_PIXELS = 40_000_000;

export type CrawlResult = {
  finalUrl: string;
  title: string | null;
  description: string | null;
  siteName: string | null;
  imageUploadId: string | null;
};

type CrawlOptions = { timeoutMs?: number };

const isHtml = (contentType: string) => /^(text\/html|application\/xhtml\+xml)\b/.test(contentType);

/**
 * Fetches the address through the guard and reads what a preview shows. Not a page (a PDF, an image): the
 * file's name as the title and nothing else. Throws TransientFetchError or FetchRefused/RefusedAddress.
 */
export async function crawlPage(ctx: AppContext, address: string, opts: CrawlOptions = {}): Promise<CrawlResult> {
  const allowPrivate = ctx.config.crawlAllowPrivateHosts;
  const page = await guardedFetch(address, {
    allowPrivate,
    maxBytes: MAX_PAGE_BYTES,
    accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
    timeoutMs: opts.timeoutMs,
  });
  if (!isHtml(page.contentType)) {
    return { finalUrl: page.url, title: fileTitle(page.url), description: null, siteName: null, imageUploadId: null };
  }
  const meta = pageMeta(decodePage(page.body, page.contentType), page.url);
  // A preview without its image is still a preview: an image that fails is left out, not the crawl.
  const image = meta.image ? await storedImage(ctx, meta.image, opts).catch(() => null) : null;
  return {
    finalUrl: page.url,
    title: meta.title ?? fileTitle(page.url),
    description: meta.description,
    siteName: meta.siteName,
    imageUploadId: image?.id ?? null,
  };
}

/**
 * Fetches the page's image through the same guard, decodes it in full and stores it re-encoded as WebP, so
 * what readers load is our file (no request to the page's site from their browsers, nothing but pixels kept).
 */
async function storedImage(ctx: AppContext, address: string, opts: CrawlOptions): Promise<UploadRow> {
  const fetched = await guardedFetch(address, {
    allowPrivate: ctx.config.crawlAllowPrivateHosts,
    maxBytes: MAX_IMAGE_BYTES,
    refuseOversize: true,
    accept: "image/*",
    timeoutMs: opts.timeoutMs,
  });
  if (!fetched.contentType.startsWith("image/") || fetched.contentType.startsWith("image/svg"))
    throw new FetchRefused("Not an image.");
  const { data, info } = await sharp(fetched.body, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(IMAGE_BOX, IMAGE_BOX, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const id = newId();
  const key = `images/${id.slice(0, 2)}/${id}`;
  await ctx.blobs.write(key, Readable.from(data));
  return insertUpload(ctx.db, {
    id,
    directory: "images",
    // A crawl's image belongs to nobody; the crawls module's file access lets every member read it.
    ownerId: null,
    name: "preview.webp",
    extension: "webp",
    contentType: "image/webp",
    size: data.length,
    state: "published",
    publishedAt: new Date(),
    storageKey: key,
    width: info.width,
    height: info.height,
  });
}
