import { type LinkPreview, webAddressesIn } from "@intranet/contracts";
import { useEffect, useRef, useState } from "react";
import { followCrawl } from "../../api/crawls";

/** Waits this long after the last keystroke before crawling the first address of the text. */
export const LINK_DETECT_DEBOUNCE_MS = 400;

export interface FirstLinkPreview {
  url: string;
  state: "crawling" | "finished" | "error";
  crawlId: string | null;
  preview: LinkPreview | null;
}

/**
 * The preview of a chat draft's first link only (communication.md §5), followed with `followCrawl` as the activity
 * composers' previews are. A link removed by the writer is not crawled again in this draft.
 */
export function useFirstLinkPreview(text: string) {
  const [entry, setEntry] = useState<FirstLinkPreview | null>(null);
  const dismissed = useRef(new Set<string>());
  const url = webAddressesIn(text)[0] ?? null;
  const [debounced, setDebounced] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(url), url ? LINK_DETECT_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [url]);

  useEffect(() => {
    if (!debounced || dismissed.current.has(debounced)) {
      setEntry(null);
      return;
    }
    const target = debounced;
    return followCrawl(target, (progress) =>
      setEntry({
        url: target,
        state: progress.state,
        crawlId: progress.crawlId,
        preview: progress.state === "finished" ? progress.preview : null,
      }),
    );
  }, [debounced]);

  const current = entry && entry.url === url ? entry : null;
  return {
    entry: current,
    /** A send waits while the first link is still being crawled (or about to be). */
    crawling: url !== null && !dismissed.current.has(url) && (current === null || current.state === "crawling"),
    crawlId: current?.state === "finished" ? current.crawlId : null,
    dismiss() {
      if (!url) return;
      dismissed.current.add(url);
      setEntry(null);
    },
    reset() {
      dismissed.current.clear();
      setEntry(null);
      setDebounced(null);
    },
  };
}
