import { Typography } from "@mantine/core";

/** Rich text as the server stored it, the way messages show theirs. */
export function RichContent({ html, testId }: { html: string; testId: string }) {
  return (
    <Typography style={{ overflowWrap: "anywhere" }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with an allowlist, on write and on read */}
      <div dangerouslySetInnerHTML={{ __html: html }} data-testid={testId} />
    </Typography>
  );
}
