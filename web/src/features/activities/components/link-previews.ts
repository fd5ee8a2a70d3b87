import { type ActivityLink, type LinkPreview, MAX_ACTIVITY_LINKS, webAddressesIn } from "@intranet/contracts";
import type { Editor } from "@tiptap/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { type CrawlProgress, followCrawl, type LinkPreviewError } from "../../../api/crawls";

export type { LinkPreviewError };

/** One address found in a post being written, and its preview as far as it has come. */
export type LinkPreviewEntry = {
  /** The address as typed (the key: each address is crawled once per draft). */
  url: string;
  state: "crawling" | "finished" | "error";
  crawlId: string | null;
  preview: LinkPreview | null;
  error: LinkPreviewError | null;
};

/** A link an activity or reply carries already, as a finished entry (an edit keeps it by its crawl id). */
const entryOf = (link: ActivityLink): LinkPreviewEntry => ({
  url: link.url,
  state: "finished",
  crawlId: link.crawl_id,
  preview: {
    url: link.url,
    title: link.title,
    description: link.description,
    site_name: link.site_name,
    image: link.image,
  },
  error: null,
});

/**
 * The link previews of a post or reply being written: `detect` starts a crawl of each new address
 * (POST /system/crawls), which is asked again first after 2.5 s and then every 5 s while it is initialized or
 * retrying (communication.md §7); a finished one shows its preview, a failed one the spec's text. An address
 * removed (or `ignored`: in the text of an entry being edited) is not crawled again in this draft. `crawling`
 * keeps the save button off.
 */
export function useLinkPreviews(initial: ActivityLink[] = [], ignored: readonly string[] = []) {
  const [entries, setEntries] = useState<LinkPreviewEntry[]>(() => initial.map(entryOf));
  const current = useRef(entries);
  current.current = entries;
  const active = useRef(new Set(initial.map((l) => l.url)));
  // An edit does not offer again the previews its author left out when posting.
  const dismissed = useRef(new Set<string>(ignored));
  // The crawls being followed, by address: each stops when its address is removed or the draft is reset.
  const following = useRef(new Map<string, () => void>());

  const stopAll = useCallback(() => {
    for (const stop of following.current.values()) stop();
    following.current.clear();
  }, []);
  useEffect(() => stopAll, [stopAll]);

  const update = useCallback((url: string, progress: CrawlProgress) => {
    if (!active.current.has(url)) return;
    const change: Partial<LinkPreviewEntry> =
      progress.state === "finished"
        ? { state: "finished", crawlId: progress.crawlId, preview: progress.preview }
        : progress.state === "error"
          ? { state: "error", error: progress.error, ...(progress.crawlId ? { crawlId: progress.crawlId } : {}) }
          : progress.crawlId
            ? { crawlId: progress.crawlId }
            : {};
    setEntries((list) => list.map((e) => (e.url === url ? { ...e, ...change } : e)));
  }, []);

  const detect = useCallback(
    (addresses: string[]) => {
      for (const url of addresses) {
        if (active.current.has(url) || dismissed.current.has(url)) continue;
        const kept = current.current.filter((e) => e.state !== "error").length;
        if (kept >= MAX_ACTIVITY_LINKS) return;
        active.current.add(url);
        const entry: LinkPreviewEntry = { url, state: "crawling", crawlId: null, preview: null, error: null };
        current.current = [...current.current, entry];
        setEntries((list) => [...list, entry]);
        following.current.set(
          url,
          followCrawl(url, (progress) => update(url, progress)),
        );
      }
    },
    [update],
  );

  const remove = useCallback((url: string) => {
    following.current.get(url)?.();
    following.current.delete(url);
    active.current.delete(url);
    dismissed.current.add(url);
    setEntries((list) => list.filter((e) => e.url !== url));
  }, []);

  /** After a post: nothing pending, nothing remembered. */
  const reset = useCallback(() => {
    stopAll();
    active.current.clear();
    dismissed.current.clear();
    current.current = [];
    setEntries([]);
  }, [stopAll]);

  return {
    entries,
    detect,
    remove,
    reset,
    crawling: entries.some((e) => e.state === "crawling"),
    crawlIds: entries.flatMap((e) => (e.state === "finished" && e.crawlId ? [e.crawlId] : [])),
  };
}

export type LinkPreviews = ReturnType<typeof useLinkPreviews>;

/** Waits this long after the last keystroke or paste before looking for addresses. */
export const DETECT_DEBOUNCE_MS = 400;

/** The addresses a writer has finished typing: each followed by a space or a line break (the last word may still grow). */
export const finishedAddresses = (text: string) => webAddressesIn(text.replace(/\S+$/, ""));

/**
 * Looks for addresses in the editor's text when something is pasted (all of them) and when a space or line
 * follows an address being typed, after a short pause, and hands them to `detect`.
 */
export function useAddressDetection(editor: Editor | null, detect: (addresses: string[]) => void) {
  useEffect(() => {
    if (!editor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pasted = false;
    const scan = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const text = editor.getText({ blockSeparator: "\n" });
        detect(pasted ? webAddressesIn(text) : finishedAddresses(text));
        pasted = false;
      }, DETECT_DEBOUNCE_MS);
    };
    const onPaste = () => {
      pasted = true;
      scan();
    };
    editor.on("update", scan);
    editor.on("paste", onPaste);
    return () => {
      clearTimeout(timer);
      editor.off("update", scan);
      editor.off("paste", onPaste);
    };
  }, [editor, detect]);
}
