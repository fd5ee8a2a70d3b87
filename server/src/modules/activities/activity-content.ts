import { htmlToText, sanitizeRichText } from "../../lib/rich-text.js";

/** The rich text an activity or reply may carry; the allowlist lives with the other kinds in lib/rich-text. */
export function sanitizeActivityHtml(html: string): string {
  return sanitizeRichText("activity", html);
}

/** Plain text of sanitized rich text, for previews and search. */
export function plainText(html: string): string {
  return htmlToText(html, "compact");
}

/** The spec's inline markup in a text: `@[<member id>:<name>]` mentions a member, `#[<tag id>:<name>]` tags the text. */
const MENTION_MARKUP = /@\[([0-9a-f]{24}):([^\]<>]{1,100})\]/g;
const TAG_MARKUP = /#\[([0-9a-f]{24}):([^\]<>]{1,100})\]/g;
/** What a tag's name may be (the contract's rule for body tags). */
export const TAG_NAME = /^[^\s#,]{1,40}$/u;
const MENTION_SPAN_ID = /<span\b[^>]*\bdata-type="mention"[^>]*>/g;
const DATA_ID = /\bdata-id="([0-9a-f]{24})"/;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The link a tag shows as: the network stream narrowed to that tag. */
export const tagPath = (name: string) => `/activitystreams/all?tag=${encodeURIComponent(name)}`;

export type PreparedContent = { html: string; plain: string; tagNames: string[]; mentionIds: string[] };

/**
 * Turns what a member wrote into stored rich text: mention markup becomes the editor's mention span, tag
 * markup a link to the tag's stream (its name joins the tags), then the `activity` allowlist cleans it.
 * `mentionIds` are the ids of every mention span that survived, to be checked against the members.
 */
export function prepareContent(input: string): PreparedContent {
  const tagNames: string[] = [];
  const converted = input
    .replace(MENTION_MARKUP, (_, id: string, raw: string) => {
      const name = escapeHtml(decode(raw.trim()));
      return `<span data-type="mention" data-id="${id}" data-label="${name}">@${name}</span>`;
    })
    .replace(TAG_MARKUP, (whole, _id: string, raw: string) => {
      const name = decode(raw.trim());
      if (!TAG_NAME.test(name)) return whole;
      tagNames.push(name);
      return `<a href="${escapeHtml(tagPath(name))}">#${escapeHtml(name)}</a>`;
    });
  const html = sanitizeActivityHtml(converted);
  const mentionIds = new Set<string>();
  for (const span of html.match(MENTION_SPAN_ID) ?? []) {
    const id = DATA_ID.exec(span)?.[1];
    if (id) mentionIds.add(id);
  }
  return { html, plain: plainText(html), tagNames, mentionIds: [...mentionIds] };
}

/** Tag names without repeats, whatever their case; the first spelling wins. */
export function uniqueTagNames(names: string[]): string[] {
  const seen = new Map<string, string>();
  for (const name of names) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()];
}
