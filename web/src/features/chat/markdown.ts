import MarkdownIt from "markdown-it";

/**
 * Chat text is markdown with HTML off (communication.md §5): paragraphs, lists, code, quotes and headings one level
 * lower; no tables, rules or images; links only to http(s) and mailto, opened in a new tab without an opener.
 */
const md = new MarkdownIt("default", { html: false, linkify: true, breaks: true, typographer: false });
md.disable(["table", "hr", "image", "html_block", "html_inline", "reference"]);

const SAFE_LINK = /^(https?:|mailto:)/i;
md.validateLink = (url) => SAFE_LINK.test(url.trim());

md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx];
  if (token) {
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer");
  }
  return self.renderToken(tokens, idx, options);
};

const lower = (tag: string) => `h${Math.min(6, Number(tag.slice(1)) + 1)}`;
md.renderer.rules.heading_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx];
  if (token) token.tag = lower(token.tag);
  return self.renderToken(tokens, idx, options);
};
md.renderer.rules.heading_close = md.renderer.rules.heading_open;

export function renderMarkdown(text: string): string {
  return md.render(text);
}

const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f|\s)+$/u;
/** A message of at most 3 emoji (counted as the reader sees them) shows large. */
export function isEmojiOnly(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed || !EMOJI_ONLY.test(trimmed) || /^[\d#*\s]+$/.test(trimmed)) return false;
  const segments = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(trimmed.replace(/\s/g, ""))];
  return segments.length <= 3;
}
