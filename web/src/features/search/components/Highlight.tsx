import { Text } from "@mantine/core";

/**
 * A hit's excerpt: the server escapes the text and marks the matched terms with `<mark>`, cut at
 * SEARCH_HIGHLIGHT_MAX characters (communication.md §5), so it is shown as it comes. `shown`: what the hit already
 * shows in full (a group's name and teaser); an excerpt of nothing else is left out rather than repeated.
 */
export function Highlight({ html, shown }: { html: string; shown?: (string | null | undefined)[] }) {
  if (!html || (shown && !addsTo(html, shown))) return null;
  return (
    <Text
      component="div"
      size="sm"
      style={{ overflowWrap: "anywhere" }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped on the server, only <mark> added (search.repo.ts highlightHtml)
      dangerouslySetInnerHTML={{ __html: html }}
      data-testid="search-highlight"
    />
  );
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Spaces collapsed, in one case: how an excerpt and the texts shown are compared. */
const words = (text: string) => text.replace(/\s+/g, " ").trim().toLocaleLowerCase();

/**
 * Whether the excerpt's text says more than the texts shown beside it: not when each of its pieces (a long text's
 * excerpts are cut around the matches and joined by "…") is part of them.
 */
export function addsTo(html: string, shown: (string | null | undefined)[]): boolean {
  const text = html.replace(/<[^>]*>/g, "").replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name) => ENTITIES[name] ?? "");
  const beside = words(shown.filter(Boolean).join(" "));
  return text
    .split("…")
    .map(words)
    .some((piece) => piece !== "" && !beside.includes(piece));
}
