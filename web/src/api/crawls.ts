import {
  CRAWL_FIRST_POLL_MS,
  CRAWL_POLL_INTERVAL_MS,
  type Crawl,
  crawlsApi,
  type LinkPreview,
} from "@intranet/contracts";
import { api } from "./route-client";

/** Why a preview could not be had: the spec's three texts (communication.md "Link crawl"). */
export type LinkPreviewError = "failed" | "unexpected" | "initialization";

/** How far a link's crawl has come. */
export type CrawlProgress =
  | { state: "crawling"; crawlId: string | null }
  | { state: "finished"; crawlId: string; preview: LinkPreview | null }
  | { state: "error"; crawlId: string | null; error: LinkPreviewError };

/**
 * Starts a crawl of `url` (POST /system/crawls) and follows it: asked again first after 2.5 s, then every 5 s while
 * it is initialized or retrying (communication.md §7); `report` hears each step. The activity composers and the chat
 * composer show link previews with it. Answers a function that stops following (nothing is reported after it).
 */
export function followCrawl(url: string, report: (progress: CrawlProgress) => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tell = (progress: CrawlProgress) => {
    if (!stopped) report(progress);
  };
  const settle = (crawl: Crawl, wait: number) => {
    switch (crawl.status) {
      case "finished":
        return tell({ state: "finished", crawlId: crawl.id, preview: crawl.result ?? null });
      case "error":
        return tell({ state: "error", crawlId: crawl.id, error: "failed" });
      case "initialized":
      case "retry":
        tell({ state: "crawling", crawlId: crawl.id });
        timer = setTimeout(() => {
          if (stopped) return;
          api(crawlsApi.show, { params: { id: crawl.id } }).then(
            (next) => settle(next, CRAWL_POLL_INTERVAL_MS),
            () => tell({ state: "error", crawlId: crawl.id, error: "failed" }),
          );
        }, wait);
        return;
      default:
        return tell({ state: "error", crawlId: crawl.id, error: "unexpected" });
    }
  };
  tell({ state: "crawling", crawlId: null });
  api(crawlsApi.create, { body: { url, status: "initialized" } }).then(
    (crawl) => settle(crawl, CRAWL_FIRST_POLL_MS),
    () => tell({ state: "error", crawlId: null, error: "initialization" }),
  );
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
