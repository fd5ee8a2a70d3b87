import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import mixPlugin from "colord/plugins/mix";
import { z } from "zod";
import { id } from "./common.js";

extend([a11yPlugin, mixPlugin]);

/** Designs and themes (administration.md §2 "Designs", §3 "Theme", §9 header and banner sizes). */

export const THEME_CONTEXT_TYPES = ["network", "group_category", "group"] as const;
export const themeContextType = z.enum(THEME_CONTEXT_TYPES);
export type ThemeContextType = z.infer<typeof themeContextType>;

export const LOGO_TYPES = ["default", "extended", "hidden"] as const;
export const BANNER_TYPES = ["hidden", "color", "image"] as const;
export const USERBAR_ICON_TYPES = ["default", "duotone"] as const;
/** §9: header logo height by logo type; banner height by banner type. */
export const LOGO_HEIGHTS = { default: 60, extended: 80, hidden: 0 } as const;
export const BANNER_HEIGHTS = { hidden: 0, color: 20, image: 120 } as const;
export const THEME_NAME_MAX = 80;

/** WCAG 2 AA: normal text needs a contrast ratio of at least 4.5:1 against its background. */
export const WCAG_AA_CONTRAST = 4.5;

/** Only `#rgb` or `#rrggbb`: a colour never carries anything else into a style sheet. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const hexColor = z
  .string()
  .trim()
  .regex(HEX_COLOR, "is invalid")
  .transform((v) => colord(v).toHex());

/** The colours an administrator picks; the text colours on them are derived (`derivedColors`), never picked. */
export const themeColors = z.object({
  primary: hexColor,
  header_background: hexColor,
  banner: hexColor,
});
export type ThemeColors = z.infer<typeof themeColors>;
/** The picked colours as answers carry them (already normalised lower-case `#rrggbb`). */
const presentedColors = z.object({ primary: z.string(), header_background: z.string(), banner: z.string() });

export const DEFAULT_THEME_COLORS: ThemeColors = {
  primary: "#228be6",
  header_background: "#ffffff",
  banner: "#228be6",
};

/**
 * The colours the shell paints with, computed from the picked ones. Every text colour reaches WCAG AA (4.5:1) on
 * its background: on a picked colour it is black or white, whichever contrasts more (one of them always reaches
 * 4.5:1); the link colour is the primary colour darkened until it reaches 4.5:1 on white. So no pick is refused
 * for its contrast: the text colour is adjusted instead.
 */
export const derivedColors = z.object({
  primary: z.string(),
  /** Buttons and links: the primary colour darkened where needed so white text on it, and it on white, reach AA. */
  primaryFilled: z.string(),
  primaryFilledHover: z.string(),
  primaryText: z.string(),
  /** Ten shades, lightest first, the primary colour at index 6 (the shell's theme palette). */
  primaryShades: z.array(z.string()).length(10),
  link: z.string(),
  /**
   * Whether links inside text are underlined: a link told apart from body text (black) by colour alone needs 3:1
   * against it (WCAG 1.4.1), which a link dark enough for white backgrounds may not reach.
   */
  underlineLinks: z.boolean(),
  headerBackground: z.string(),
  headerText: z.string(),
  banner: z.string(),
  bannerText: z.string(),
});
export type DerivedColors = z.infer<typeof derivedColors>;

const BLACK = "#000000";
/** The body text colour links stand in, and the contrast a link needs against it without an underline. */
const BODY_TEXT = BLACK;
const LINK_TEXT_CONTRAST = 3;
const WHITE = "#ffffff";

/** Black or white, whichever contrasts more with the background. */
export function readableTextOn(background: string): string {
  const bg = colord(background);
  return bg.contrast(BLACK) >= bg.contrast(WHITE) ? BLACK : WHITE;
}

/** The colour itself, or darkened in small steps until it contrasts with `background` to WCAG AA. */
export function darkenToContrast(color: string, background = WHITE): string {
  let c = colord(color);
  for (let i = 0; i < 40 && c.contrast(background) < WCAG_AA_CONTRAST; i++) c = c.darken(0.025);
  return c.toHex();
}

/** The contrast ratio of two colours (1 to 21). */
export const contrastRatio = (a: string, b: string) => colord(a).contrast(b);

export function deriveColors(colors: ThemeColors): DerivedColors {
  const primary = colord(colors.primary);
  const tints = [0.9, 0.78, 0.64, 0.5, 0.34, 0.18].map((w) => primary.mix(WHITE, w).toHex());
  const shades = [0.15, 0.3, 0.45].map((w) => primary.mix(BLACK, w).toHex());
  const filled = darkenToContrast(colors.primary);
  return {
    primary: primary.toHex(),
    primaryFilled: filled,
    primaryFilledHover: colord(filled).darken(0.06).toHex(),
    primaryText: readableTextOn(colors.primary),
    primaryShades: [...tints, primary.toHex(), ...shades],
    link: filled,
    underlineLinks: colord(filled).contrast(BODY_TEXT) < LINK_TEXT_CONTRAST,
    headerBackground: colord(colors.header_background).toHex(),
    headerText: readableTextOn(colors.header_background),
    banner: colord(colors.banner).toHex(),
    bannerText: readableTextOn(colors.banner),
  };
}

/**
 * The CSS variables a theme sets on <html>: Mantine's primary (the app's "blue") and the header's and banner's. Used
 * by the web's ThemeApplier and by the server for the prerendered signed-out pages (drawn before any script runs).
 */
export function themeVariables(theme: Theme): Record<string, string> {
  const d = theme.derivedColors;
  const shades = Object.fromEntries(
    d.primaryShades.flatMap((shade, i) => [
      [`--mantine-color-blue-${i}`, shade],
      [`--mantine-primary-color-${i}`, shade],
    ]),
  );
  const named = (prefix: string) => ({
    [`${prefix}-filled`]: d.primaryFilled,
    [`${prefix}-filled-hover`]: d.primaryFilledHover,
    [`${prefix}-light`]: d.primaryShades[0] ?? d.primary,
    [`${prefix}-light-hover`]: d.primaryShades[1] ?? d.primary,
    [`${prefix}-light-color`]: d.link,
    [`${prefix}-outline`]: d.link,
    [`${prefix}-outline-hover`]: d.primaryShades[0] ?? d.primary,
    [`${prefix}-text`]: d.link,
  });
  return {
    ...shades,
    ...named("--mantine-color-blue"),
    ...named("--mantine-primary-color"),
    "--mantine-primary-color-contrast": "#ffffff",
    "--mantine-color-anchor": d.link,
    "--theme-header-bg": d.headerBackground,
    "--theme-header-text": d.headerText,
    "--theme-banner-height": `${BANNER_HEIGHTS[theme.bannerType]}px`,
  };
}

const imageRef = z.object({ id, url: z.string() });

/** §3 Theme, as the shell reads it (the spec's keys), with the fields the designs screens show. */
export const theme = z.object({
  id,
  name: z.string(),
  context_type: themeContextType,
  context_id: id.nullable(),
  active: z.boolean(),
  /** A group's or group category's own theme in place of the network's. */
  override: z.boolean(),
  logoImage: imageRef.nullable(),
  logoUrl: z.string().nullable(),
  faviconImage: z.object({ id, extension: z.string(), url: z.string() }).nullable(),
  fullWidth: z.boolean(),
  userbarIconType: z.enum(USERBAR_ICON_TYPES),
  logoType: z.enum(LOGO_TYPES),
  bannerType: z.enum(BANNER_TYPES),
  bannerImage: imageRef.nullable(),
  colors: presentedColors,
  derivedColors,
  updated_at: z.string(),
});
export type Theme = z.infer<typeof theme>;

/** The create and edit form: images are uploads of the editor's in `images` (or the ones in place). */
export const themeFields = z.object({
  name: z.string().trim().min(1, "required").max(THEME_NAME_MAX),
  logo_type: z.enum(LOGO_TYPES),
  logo_image_id: id.nullable(),
  favicon_image_id: id.nullable(),
  banner_type: z.enum(BANNER_TYPES),
  banner_image_id: id.nullable(),
  full_width: z.boolean(),
  userbar_icon_type: z.enum(USERBAR_ICON_TYPES),
  colors: themeColors,
});
export type ThemeFields = z.input<typeof themeFields>;
export const themeBody = z.object({
  theme: themeFields.refine((t) => t.banner_type !== "image" || t.banner_image_id !== null, {
    message: "required",
    path: ["banner_image_id"],
  }),
});
export type ThemeBody = z.input<typeof themeBody>;

/** A context's designs: its themes, and which one is active there (null: the context above applies). */
export const themeList = z.object({
  themes: z.array(theme),
  active_theme_id: id.nullable(),
  /** The theme that applies in the context now, its own or inherited (group > category > network). */
  effective_theme: theme.nullable(),
});
export type ThemeList = z.infer<typeof themeList>;

/** Which context's designs: the network's, a group category's (by id) or a group's (by slug). */
export const categoryContextParams = z.object({ categoryId: id });
export const groupContextParams = z.object({ slug: z.string().min(1).max(120) });
export const categoryThemeParams = z.object({ categoryId: id, id });
export const groupThemeParams = z.object({ slug: z.string().min(1).max(120), id });

/** §3 Upgrade offer, as the customer central lists them. */
export const upgradeOffer = z.object({
  name: z.string().max(200),
  release_notes_url: z.string().max(2000).nullable(),
  deadline: z.string().max(40).nullable(),
});
export type UpgradeOffer = z.infer<typeof upgradeOffer>;
/** /administration/update-zentrale: the running version, and the offers when a customer central is configured. */
export const updateCentral = z.object({
  version: z.string(),
  customer_central_configured: z.boolean(),
});
export type UpdateCentral = z.infer<typeof updateCentral>;
export const availableUpgrades = z.object({ upgrades: z.array(upgradeOffer) });
export type AvailableUpgrades = z.infer<typeof availableUpgrades>;
