import { Typography } from "@mantine/core";
import { type MouseEvent, useMemo } from "react";
import { useNavigate } from "react-router";

const MEMBER_ID = /^[0-9a-f]{24}$/;

/**
 * The stored html with each mention (the editor's `<span data-type="mention" data-id>`) as a link to the member's
 * profile page. Only the member's id, checked, goes into the link; the name stays the span's text.
 */
export function linkMentions(html: string): string {
  if (!html.includes('data-type="mention"')) return html;
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const span of doc.querySelectorAll('span[data-type="mention"]')) {
    const id = span.getAttribute("data-id") ?? "";
    if (!MEMBER_ID.test(id)) continue;
    const link = doc.createElement("a");
    link.href = `/members/${id}`;
    link.className = "mention";
    link.dataset.type = "mention";
    link.dataset.id = id;
    link.textContent = span.textContent;
    span.replaceWith(link);
  }
  return doc.body.innerHTML;
}

/** Rich text as the server stored it, the way messages show theirs; mentions link to the member's profile. */
export function RichContent({ html, testId }: { html: string; testId: string }) {
  const navigate = useNavigate();
  const shown = useMemo(() => linkMentions(html), [html]);
  // A mention opens the profile inside the app, like any other link of the app.
  const open = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.("a[data-type=mention]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(link.getAttribute("href") ?? "/");
  };
  return (
    <Typography style={{ overflowWrap: "anywhere" }}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only links are clicked; keys reach them as links */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with an allowlist, on write and on read */}
      <div dangerouslySetInnerHTML={{ __html: shown }} onClick={open} data-testid={testId} />
    </Typography>
  );
}
