import { parseFeed } from "@rowanmanning/feed-parser";
import { LRUCache } from "lru-cache";
import type { AppContext } from "../../context.js";
import { RefusedAddress } from "./address-guard.js";
import { FetchRefused, guardedFetch } from "./guarded-fetch.js";

/** An RSS or Atom feed's items as the sidebar and channel widgets list them; `error` says why there are none. */
export type FetchedFeed = { items: { url: string; title: string }[]; error: string | null };

export const FEED_MAX_BYTES = 2_000_000;
export const FEED_ITEMS_MAX = 50;
const FEED_TTL_MS = 10 * 60_000;
const FEED_ERROR_TTL_MS = 60_000;

// Feeds fetched lately, by app and address: a sidebar shown to every member asks the site once per ten minutes.
const caches = new WeakMap<AppContext, LRUCache<string, FetchedFeed>>();
const cacheOf = (ctx: AppContext) => {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new LRUCache<string, FetchedFeed>({ max: 500, ttl: FEED_TTL_MS });
    caches.set(ctx, cache);
  }
  return cache;
};

const httpUrl = (value: string | null | undefined, base: string): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
};

/** Parses a feed's XML into at most `FEED_ITEMS_MAX` items with an http(s) link each. */
export function parseFeedItems(xml: string, base: string): FetchedFeed["items"] {
  const feed = parseFeed(xml);
  const items: FetchedFeed["items"] = [];
  for (const item of feed.items) {
    const url = httpUrl(item.url, base);
    if (!url) continue;
    items.push({ url, title: (item.title ?? url).replace(/\s+/g, " ").trim().slice(0, 300) || url });
    if (items.length >= FEED_ITEMS_MAX) break;
  }
  return items;
}

/**
 * An RSS or Atom feed fetched through the crawler's guard (http(s) only; loopback, private, link-local and
 * metadata addresses refused on the first address and every redirect, unless `crawlAllowPrivateHosts`, a test
 * setting), parsed with @rowanmanning/feed-parser, and cached per address (ten minutes; a failure one minute).
 * Never throws: a failure is the `error` text shown above the empty list.
 */
export async function fetchFeed(ctx: AppContext, address: string): Promise<FetchedFeed> {
  const cache = cacheOf(ctx);
  const cached = cache.get(address);
  if (cached) return cached;
  let result: FetchedFeed;
  try {
    const fetched = await guardedFetch(address, {
      allowPrivate: ctx.config.crawlAllowPrivateHosts,
      maxBytes: FEED_MAX_BYTES,
      refuseOversize: true,
      accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5",
    });
    result = { items: parseFeedItems(fetched.body.toString("utf8"), fetched.url), error: null };
  } catch (err) {
    const refused = err instanceof RefusedAddress || err instanceof FetchRefused;
    ctx.log.info({ err: String(err), address }, "feed not fetched");
    result = {
      items: [],
      error: refused ? "The feed could not be loaded." : "The feed could not be loaded right now.",
    };
    cache.set(address, result, { ttl: FEED_ERROR_TTL_MS });
    return result;
  }
  cache.set(address, result);
  return result;
}
