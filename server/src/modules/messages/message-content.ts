import { htmlToText, sanitizeRichText } from "../../lib/rich-text.js";

/** The rich text a message may carry; the allowlist lives with the other kinds in lib/rich-text. */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeRichText("message", html);
}

/** Plain text of sanitized rich text, for previews and search: one line per block, no link addresses. */
export function plainText(html: string): string {
  return htmlToText(html, "compact");
}
