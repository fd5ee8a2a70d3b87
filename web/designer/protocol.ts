/**
 * The messages between the newsletter settings page and the template designer it frames
 * (`/newsletter-designer.html`, a sandboxed frame with an opaque origin: it reaches the page only through these).
 */
export type DesignerBlock = { id: string; label: string; content: string };

/** The names of the designer's regions, in the member's language (the editor's own texts stay English). */
export type DesignerLabels = { canvas: string; panels: string };

/** Page → designer. */
export type ToDesigner =
  | { type: "load"; design: string; body: string; css: string; blocks: DesignerBlock[]; labels: DesignerLabels }
  | { type: "export"; id: number };

/** Designer → page. */
export type FromDesigner =
  | { source: "newsletter-designer"; type: "ready" }
  | { source: "newsletter-designer"; type: "exported"; id: number; design: string; body: string; css: string };

export const DESIGNER_PATH = "/newsletter-designer.html";
