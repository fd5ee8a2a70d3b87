import { compile, type SelectorDefinition } from "html-to-text";
import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";

/**
 * Every kind of rich text the server stores. Each has one allowlist, applied when it is written and again
 * when it is shown, so what the write policy keeps is exactly what readers see.
 */
export type RichTextKind =
  | "message"
  | "activity"
  | "appointment_description"
  | "mail_imprint"
  | "group_page"
  | "circular"
  | "legal_text"
  | "imprint"
  | "widget_text"
  | "article"
  | "app_item";

const INLINE = ["br", "strong", "b", "em", "i", "u", "s", "strike", "code", "span"];
const BLOCKS = ["p", "ul", "ol", "li", "blockquote", "pre", "h1", "h2", "h3", "h4", "hr"];

/** Links open in a new tab and pass no referrer or ranking to the target. */
const SAFE_LINKS = {
  a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
};

/**
 * The only images rich text may show: ones stored by the platform, by a relative URL of the image routes
 * (`/api/storage/images/{id}`, `…/preview`, `…/get/{w}x{h}`). A remote `src` would load for every reader
 * (a tracking pixel); `srcset`, `data:` and protocol-relative sources are dropped with it. Whether a reader
 * may fetch the image is decided when it is fetched, by what the image is attached to.
 */
const STORED_IMAGE_SRC = /^\/api\/storage\/images\/([0-9a-f]{24})(?:\/preview|\/get\/\d{1,4}x\d{1,4})?$/;

const storedImageId = (src: string | undefined): string | null => STORED_IMAGE_SRC.exec(src ?? "")?.[1] ?? null;

/** Drops every `<img>` whose source is not a platform-stored image. */
const onlyStoredImages = (frame: sanitizeHtml.IFrame) =>
  frame.tag === "img" && storedImageId(frame.attribs.src) === null;

/** Ids of the platform-stored images that (sanitized) rich text shows, in order, without repeats. */
export function storedImageIds(html: string): string[] {
  const ids = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: ["img"],
    allowedAttributes: { img: ["src"] },
    exclusiveFilter: (frame) => {
      const id = frame.tag === "img" ? storedImageId(frame.attribs.src) : null;
      if (id) ids.add(id);
      return false;
    },
  });
  return [...ids];
}

/** Attributes of the editor's mention nodes (Tiptap's Mention: `<span data-type="mention" data-id data-label>`). */
const MENTION_ATTRIBUTES = ["data-type", "data-id", "data-label", "data-mention-suggestion-char", "class"];

/**
 * Documents (group pages, communication §2, and circulars): headings, quotes and simple tables besides what
 * messages carry; nothing that runs, styles or loads (no images, iframes or style).
 */
const DOCUMENT: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCKS, ...INLINE, "a", "h5", "h6", "table", "thead", "tbody", "tr", "th", "td", "caption"],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
  transformTags: SAFE_LINKS,
};

const POLICIES: Record<RichTextKind, sanitizeHtml.IOptions> = {
  // Messages: what the message editor produces, nothing that runs or loads (no images).
  message: {
    allowedTags: [...BLOCKS, ...INLINE, "a"],
    allowedAttributes: { a: ["href", "title", "rel", "target"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: SAFE_LINKS,
  },
  // Activities and their replies: what messages may carry, plus the editor's mention spans (links carry tags).
  activity: {
    allowedTags: [...BLOCKS, ...INLINE, "a"],
    allowedAttributes: { a: ["href", "title", "rel", "target"], span: MENTION_ATTRIBUTES },
    allowedClasses: { span: ["mention"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: SAFE_LINKS,
  },
  // Appointment descriptions (calendar §2 form: "rich-text description with mentions"): mentions, and
  // images stored by the platform (nothing else loads for a reader).
  appointment_description: {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "span"],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      img: ["src", "alt", "title", "width", "height", "loading"],
      span: MENTION_ATTRIBUTES,
    },
    allowedClasses: { span: ["mention"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    exclusiveFilter: onlyStoredImages,
    disallowedTagsMode: "discard",
  },
  group_page: DOCUMENT,
  // A sidebar text widget (administration.md §3 "Widget bar widgets", renderer html_sanitized).
  widget_text: DOCUMENT,
  // An app item's rich text field (administration.md §3 "App item layout").
  app_item: DOCUMENT,
  // Circulars (communication §2 "rundschreiben"): what administrators send to an audience, documents too.
  circular: DOCUMENT,
  // Legal texts and the web imprint (administration §3): documents administrators publish, readable by visitors.
  legal_text: DOCUMENT,
  imprint: DOCUMENT,
  // Blog articles (communication §3 "Blog"): documents their writers publish to the blog's readers, with images
  // stored by the platform (src and alt only; the article's readers may fetch them, see the blogs' `fileAccess`).
  article: {
    ...DOCUMENT,
    allowedTags: [...(DOCUMENT.allowedTags || []), "img"],
    allowedAttributes: { ...DOCUMENT.allowedAttributes, img: ["src", "alt"] },
    allowedSchemesByTag: { img: [] },
    exclusiveFilter: onlyStoredImages,
  },
  // The network's mail imprint (administration §imprint): set by administrators, shown in every mail's footer.
  mail_imprint: {
    allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "a", "ul", "ol", "li"],
    allowedAttributes: { a: ["href", "title", "rel", "target"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: SAFE_LINKS,
  },
};

/**
 * Texts cleaned lately, by kind and input: a read presents the same stored text again and again (a month
 * view cleans every appointment's description on each call, 5 % of its CPU time), and the result depends on
 * nothing else. Bounded by the characters held (inputs and results, about 8 MB), least recently used out.
 */
const cleaned = new LRUCache<string, string>({
  maxSize: 4_000_000,
  sizeCalculation: (value, key) => value.length + key.length || 1,
});

/** The only way rich text is cleaned: on write, before storing, and on read, before presenting. */
export function sanitizeRichText(kind: RichTextKind, html: string): string {
  if (html === "") return "";
  const key = `${kind}\u0000${html}`;
  let result = cleaned.get(key);
  if (result === undefined) {
    result = sanitizeHtml(html, POLICIES[kind]).trim();
    // A text longer than the whole cache is cleaned each time rather than held.
    if (key.length + result.length <= 4_000_000) cleaned.set(key, result);
  }
  return result;
}

const COMMON_SELECTORS: SelectorDefinition[] = [
  { selector: "img", format: "skip" },
  // React Email marks parts meant only for the HTML view (preview text, decorative spacing).
  { selector: "[data-skip-in-text=true]", format: "skip" },
  ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
  { selector: "ul", options: { itemPrefix: "- " } },
  // Mail layouts are tables; their cells read as blocks, not as columns of a data table.
  ...["td", "th"].map((selector) => ({
    selector,
    format: "block",
    options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
  })),
];

const toDocument = compile({
  wordwrap: false,
  selectors: [...COMMON_SELECTORS, { selector: "a", options: { linkBrackets: false, hideLinkHrefIfSameAsText: true } }],
});

const SINGLE_BREAKS = { leadingLineBreaks: 1, trailingLineBreaks: 1 };
const toCompact = compile({
  wordwrap: false,
  selectors: [
    ...COMMON_SELECTORS,
    { selector: "a", options: { ignoreHref: true } },
    ...["p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "ul", "ol"].map((selector) => ({
      selector,
      options: { ...SINGLE_BREAKS, ...(selector.startsWith("h") ? { uppercase: false } : {}) },
    })),
  ],
});

/**
 * Plain text of HTML, the one conversion used for mails' text parts, iCalendar descriptions, message previews
 * and search. `document` keeps blank lines between paragraphs and shows link addresses; `compact` (previews)
 * puts each block on its own line and drops addresses.
 */
export function htmlToText(html: string, layout: "document" | "compact" = "document"): string {
  const text = (layout === "compact" ? toCompact : toDocument)(html);
  // Non-breaking spaces become plain ones: text readers and iCalendar clients show them as odd characters.
  return text
    .replace(/\u00a0/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
