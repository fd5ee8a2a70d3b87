/**
 * The text a reader sees of server-sanitised HTML (tags gone, entities decoded), e.g. to measure or shorten
 * a description. DOMParser builds an inert document: its scripts do not run and its images do not load,
 * which an element of the live document would not guarantee. Render the result as text, never as HTML.
 */
export function htmlToPlainText(html: string): string {
  return new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
}
