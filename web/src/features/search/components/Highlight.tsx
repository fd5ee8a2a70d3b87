import { Text } from "@mantine/core";

/**
 * A hit's excerpt: the server escapes the text and marks the matched terms with `<mark>`, cut at
 * SEARCH_HIGHLIGHT_MAX characters (communication.md §5), so it is shown as it comes.
 */
export function Highlight({ html }: { html: string }) {
  if (!html) return null;
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
