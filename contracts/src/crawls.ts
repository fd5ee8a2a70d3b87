import { z } from "zod";
import { id } from "./common.js";

/** A crawl's states (communication.md "Crawl"): polled while initialized or retry. */
export const crawlStatus = z.enum(["initialized", "retry", "finished", "error"]);

/** The longest address a crawl accepts. */
export const MAX_CRAWL_URL_LENGTH = 2048;
/** Polling of GET /system/crawls/{id} (communication.md §7): the first look after 2.5 s, then every 5 s. */
export const CRAWL_FIRST_POLL_MS = 2500;
export const CRAWL_POLL_INTERVAL_MS = 5000;

const WEB_ADDRESS = "must be a web address";

/** An http(s) address with a host and without credentials, as a crawl accepts it. */
export const crawlUrl = z
  .string()
  .trim()
  .min(1, "can't be blank")
  .max(MAX_CRAWL_URL_LENGTH, `is too long (maximum is ${MAX_CRAWL_URL_LENGTH} characters)`)
  .pipe(z.url({ protocol: /^https?$/, message: WEB_ADDRESS }))
  .refine((value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value), WEB_ADDRESS);

/** POST /system/crawls: start a crawl of the address (status is always `initialized`). */
export const crawlCreateBody = z.object({
  url: crawlUrl,
  status: z.literal("initialized").default("initialized"),
});

/** A stored image of a link preview, served by this server (readers' browsers ask no third party). */
export const linkPreviewImage = z.object({
  id,
  url: z.string(),
  preview_url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type LinkPreviewImage = z.infer<typeof linkPreviewImage>;

/** What a finished crawl found: the final address after redirects and the page's title, description, site and image. */
export const linkPreview = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  site_name: z.string().nullable(),
  image: linkPreviewImage.nullable(),
});
export type LinkPreview = z.infer<typeof linkPreview>;

export const crawl = z.object({
  id,
  url: z.string(),
  status: crawlStatus,
  result: linkPreview.optional(),
});
export type Crawl = z.infer<typeof crawl>;

export const crawlParams = z.object({ id });

/** The http(s) addresses in a text, in order and without repeats (the composer offers a preview of each). */
export function webAddressesIn(text: string): string[] {
  const found = text.match(/\bhttps?:\/\/[^\s<>"']+/gi) ?? [];
  const out: string[] = [];
  for (const raw of found) {
    // Punctuation that ends a sentence is not part of the address.
    const address = raw.replace(/[.,;:!?)\]}]+$/, "");
    if (address.length <= MAX_CRAWL_URL_LENGTH && crawlUrl.safeParse(address).success && !out.includes(address))
      out.push(address);
  }
  return out;
}
