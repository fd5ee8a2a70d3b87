import { Text, Typography } from "@mantine/core";
import { useMemo } from "react";
import { isEmojiOnly, renderMarkdown } from "../markdown";

/** Long words, paths and addresses break anywhere rather than widen the bubble past the screen (390 px phones). */
const wrapAnywhere = { overflowWrap: "anywhere" } as const;

/** A chat message's text: large emoji, or markdown rendered with HTML off (markdown.ts). */
export function MarkdownText({ text }: { text: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  if (isEmojiOnly(text))
    return (
      <Text fz={36} lh={1.2} style={wrapAnywhere} data-testid="chat-emoji-only">
        {text.trim()}
      </Text>
    );
  return (
    <Typography fz="sm" className="chat-markdown" style={wrapAnywhere}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with html off escapes all markup; links are allowlisted */}
      <div dangerouslySetInnerHTML={{ __html: html }} data-testid="chat-message-text" />
    </Typography>
  );
}
