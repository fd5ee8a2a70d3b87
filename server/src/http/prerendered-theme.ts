import { BANNER_HEIGHTS, HEX_COLOR, LOGO_HEIGHTS, theme as themeSchema, themeVariables } from "@intranet/contracts";

/**
 * The network's active theme put into a prerendered signed-out page (http/prerendered.ts), so its colours, logo and
 * banner show before any script runs: the CSS variables the web's ThemeApplier would set, as a <style> in <head>;
 * the theme's flags as attributes of <html> (the rules of theme-applier.css, in the main style sheet, read them);
 * the banner as an element before #root; the logo through CSS over the built-in mark, as the page was drawn
 * without a theme. Once the client runs, ThemeApplier paints the same and removes these (`data-theme-static`).
 * Only hex colours, pixel sizes and the own storage's image URLs reach the page; anything else is left out.
 */
export interface ThemeMarkup {
  htmlAttributes: string;
  head: string;
  body: string;
}

const OWN_IMAGE = /^\/api\/storage\/images\/[0-9a-f]{24}\/preview$/;
const PIXELS = /^\d{1,4}px$/;
const ID = /^[0-9a-f]{24}$/;

const ownImage = (url: string | null | undefined) => (url && OWN_IMAGE.test(url) ? url : null);
const safeValue = (value: string) => HEX_COLOR.test(value) || PIXELS.test(value);

/** The built-in mark's place in the bare header is 60 px high, the logo 12 px less (the web's Logo). */
const BARE_HEADER = 60;

export function themeMarkup(value: unknown): ThemeMarkup | null {
  const parsed = themeSchema.safeParse(value);
  if (!parsed.success || !ID.test(parsed.data.id)) return null;
  const theme = parsed.data;
  const variables = Object.entries(themeVariables(theme))
    .filter(([name, v]) => /^--[a-z0-9-]+$/.test(name) && safeValue(v))
    .map(([name, v]) => `${name}:${v}`)
    .join(";");
  const attributes = [
    `data-theme="${theme.id}"`,
    "data-theme-static",
    theme.fullWidth ? "data-theme-full-width" : "",
    theme.derivedColors.underlineLinks ? "data-theme-underline-links" : "",
    theme.userbarIconType === "duotone" ? 'data-theme-userbar-icons="duotone"' : "",
  ].filter(Boolean);
  const logo = ownImage(theme.logoUrl);
  const logoRules =
    theme.logoType === "hidden"
      ? `:root[data-theme-static] [data-testid="header-logo"]{display:none}`
      : logo
        ? `:root[data-theme-static] [data-testid="header-logo"] svg{display:none}` +
          `:root[data-theme-static] [data-testid="header-logo"]>div::before{content:"";display:block;` +
          `height:${Math.min(LOGO_HEIGHTS[theme.logoType], BARE_HEADER) - 12}px;width:160px;` +
          `background:url("${logo}") left center/contain no-repeat}` +
          (theme.logoType === "extended" ? `:root[data-theme-static] [data-testid="header-logo"] p{display:none}` : "")
        : "";
  const favicon = ownImage(theme.faviconImage?.url);
  const head =
    `<style id="network-theme" data-theme-static>:root{${variables}}${logoRules}</style>` +
    (favicon ? `<link rel="icon" href="${favicon}" data-theme data-theme-static>` : "");
  let body = "";
  const banner = HEX_COLOR.test(theme.derivedColors.banner) ? theme.derivedColors.banner : null;
  if (theme.bannerType !== "hidden" && banner) {
    const image = theme.bannerType === "image" ? ownImage(theme.bannerImage?.url) : null;
    const style = [
      `height:${BANNER_HEIGHTS[theme.bannerType]}px`,
      `background-color:${banner}`,
      image ? `background-image:url(&quot;${image}&quot;)` : "",
    ].filter(Boolean);
    body = `<div class="theme-banner" data-testid="theme-banner" data-theme-static aria-hidden="true" style="${style.join(";")}"></div>`;
  }
  return { htmlAttributes: attributes.join(" "), head, body };
}

/** The page with the theme put in; unchanged without one. */
export function withTheme(html: string, markup: ThemeMarkup | null): string {
  if (!markup) return html;
  return html
    .replace(/<html(\s|>)/, (_m, after: string) => `<html ${markup.htmlAttributes}${after}`)
    .replace("</head>", () => `${markup.head}</head>`)
    .replace('<div id="root">', () => `${markup.body}<div id="root">`);
}
