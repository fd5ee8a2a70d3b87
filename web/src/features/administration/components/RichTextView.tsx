import { Typography } from "@mantine/core";

/** Rich text the server sanitized (legal texts, the imprint: their allowlists, on write and on read). */
export function RichTextView({ html, testId }: { html: string; testId?: string }) {
  return (
    <Typography style={{ overflowWrap: "anywhere" }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server's legal_text or imprint allowlist */}
      <div dangerouslySetInnerHTML={{ __html: html }} data-testid={testId} />
    </Typography>
  );
}
