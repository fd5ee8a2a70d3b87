/** Relative luminance of a `#rgb` or `#rrggbb` colour (WCAG 2.x); null for anything else. */
function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio of two colours (1–21); null when one cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The text colour for a chosen background (e.g. a membership role's badge): the chosen text colour when it
 * reaches WCAG AA's 4.5:1 on it, else black or white, whichever contrasts more.
 */
export function readableTextOn(background: string, preferred?: string | null): string {
  const ratio = preferred ? contrastRatio(background, preferred) : null;
  if (preferred && ratio !== null && ratio >= 4.5) return preferred;
  const black = contrastRatio(background, "#000000");
  const white = contrastRatio(background, "#ffffff");
  if (black === null || white === null) return preferred ?? "#000000";
  return black >= white ? "#000000" : "#ffffff";
}
