import { type MantineSize, Text, Typography } from "@mantine/core";
import { use } from "react";
import { lazyModule } from "../lib/lazy-module";

/** The text's size: the widget bars' narrow column writes smaller. */
type Size = { fz?: MantineSize };

/** A widget's text as HTML: markdown-it's with HTML off, or HTML the server cleaned with its widget_text allowlist. */
export function WidgetHtml({ html, fz }: { html: string } & Size) {
  return (
    <Typography fz={fz} style={{ overflowWrap: "anywhere" }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with html off, or HTML cleaned by the server's widget_text allowlist */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

/** markdown-it (about 37 KB compressed), asked for the first time a screen shows a widget written in markdown. */
const loadMarkdown = lazyModule(() => import("../lib/widget-markdown"));

/**
 * A widget's markdown (the widget bars', a channel's text widget), rendered once its renderer has loaded (render
 * inside Suspense); the text as written when the renderer cannot be downloaded (`loadRenderer` resolves null).
 */
export function WidgetMarkdown({
  text,
  fz,
  loadRenderer = loadMarkdown,
}: { text: string; loadRenderer?: typeof loadMarkdown } & Size) {
  const renderer = use(loadRenderer());
  if (!renderer)
    return (
      <Text size={fz} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {text}
      </Text>
    );
  return <WidgetHtml html={renderer.widgetMarkdownHtml(text)} fz={fz} />;
}
