import {
  type Language,
  NEWSLETTER_CONTENT_PLACEHOLDER,
  NEWSLETTER_DISCLAIMER_PLACEHOLDER,
  type NewsletterTemplate,
} from "@intranet/contracts";
import sanitizeHtml from "sanitize-html";
import type { Translate } from "../../mail/template.js";

/** Where each member's own unsubscribe address goes in a newsletter rendered once per language. */
export const UNSUBSCRIBE_URL_PLACEHOLDER = "%%unsubscribe_url%%";
/** Where each member's own notification settings address goes, likewise. */
export const SETTINGS_URL_PLACEHOLDER = "%%settings_url%%";

/**
 * What a newsletter template may carry into a mail: layout tables, text, links and https images, inline styles;
 * no script, form, iframe, event handler or javascript: link (the designer's HTML is the administrators' but is
 * cleaned all the same, as the outbox previews it).
 */
const TEMPLATE_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["table", "thead", "tbody", "tfoot", "tr", "td", "th", "div", "span", "section", "center"],
    ...["p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre"],
    ...["a", "img", "strong", "b", "em", "i", "u", "s", "small", "sup", "sub", "font"],
  ],
  allowedAttributes: {
    "*": ["style", "align", "valign", "width", "height", "bgcolor", "class", "id", "dir"],
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    table: ["border", "cellpadding", "cellspacing", "role"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
    font: ["color", "face", "size"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

export type NewsletterEntry = { id: string; title: string; url: string };

/** The template's HTML for one language: cleaned, the content and the disclaimer with the settings filled in. */
export function newsletterHtml(
  template: NewsletterTemplate,
  entries: NewsletterEntry[],
  opts: { t: Translate; language: Language; network: string; settingsUrl: string },
): string {
  const content = entries.length
    ? `<ul>${entries.map((e) => `<li><a href="${escapeHtml(e.url)}">${escapeHtml(e.title)}</a></li>`).join("")}</ul>`
    : `<p>${escapeHtml(opts.t("mailings.newsletterEmpty"))}</p>`;
  const disclaimer =
    `<p style="font-size:12px;color:#868e96">${escapeHtml(opts.t("mailings.disclaimer", { network: opts.network }))}<br>` +
    `<a href="${UNSUBSCRIBE_URL_PLACEHOLDER}">${escapeHtml(opts.t("mailings.unsubscribe"))}</a> · ` +
    `<a href="${escapeHtml(opts.settingsUrl)}">${escapeHtml(opts.t("mailings.settings"))}</a></p>`;
  // Cleaned before filling in, so only our own (escaped) markup is added after the allowlist.
  const cleaned = sanitizeHtml(template.body, TEMPLATE_POLICY);
  const css = template.css.replace(/</g, "");
  return `${css ? `<style>${css}</style>` : ""}${cleaned
    .split(NEWSLETTER_CONTENT_PLACEHOLDER)
    .join(content)
    .split(NEWSLETTER_DISCLAIMER_PLACEHOLDER)
    .join(disclaimer)}`;
}

/** The template as the designer's preview shows it: cleaned, placeholders kept. */
export const cleanNewsletterTemplate = (body: string) => sanitizeHtml(body, TEMPLATE_POLICY);
