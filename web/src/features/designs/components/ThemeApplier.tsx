import { BANNER_HEIGHTS, type Theme } from "@intranet/contracts";
import { useEffect } from "react";
import { useAppliedTheme } from "../../../api/theme";
import "./theme-applier.css";

/** The CSS variables a theme sets on <html>: Mantine's primary (the app's "blue") and the header's and banner's. */
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

/** Paints the shell with the applied theme and takes it off again when it changes (no reload needed). */
function usePaint(theme: Theme | null) {
  useEffect(() => {
    if (!theme) return;
    const root = document.documentElement;
    const variables = themeVariables(theme);
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    root.dataset.theme = theme.id;
    if (theme.fullWidth) root.dataset.themeFullWidth = "";
    if (theme.derivedColors.underlineLinks) root.dataset.themeUnderlineLinks = "";
    // §3 "Theme" userbarIconType: duotone icons in the userbar (theme-applier.css), the default outline otherwise.
    if (theme.userbarIconType === "duotone") root.dataset.themeUserbarIcons = "duotone";
    return () => {
      for (const name of Object.keys(variables)) root.style.removeProperty(name);
      delete root.dataset.theme;
      delete root.dataset.themeFullWidth;
      delete root.dataset.themeUnderlineLinks;
      delete root.dataset.themeUserbarIcons;
    };
  }, [theme]);
}

/** The theme's favicon in place of the app's while it applies. */
function useFavicon(url: string | null) {
  useEffect(() => {
    if (!url) return;
    const link = document.createElement("link");
    link.rel = "icon";
    link.href = url;
    link.dataset.theme = "";
    const others = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]:not([data-theme])')];
    for (const other of others) other.rel = "";
    document.head.append(link);
    return () => {
      link.remove();
      for (const other of others) other.rel = "icon";
    };
  }, [url]);
}

/**
 * Applies the theme that holds where the member is (administration §3 "Theme"): colours, favicon, banner (20 px of
 * colour or 120 px of image below the header) and full width. Mounted over every screen of the app layout; an
 * activated theme shows at once for the administrator, and at the next load of the preload for everyone else.
 */
export function ThemeApplier() {
  const theme = useAppliedTheme();
  usePaint(theme);
  useFavicon(theme?.faviconImage?.url ?? null);
  if (!theme || theme.bannerType === "hidden") return null;
  const image = theme.bannerType === "image" ? theme.bannerImage?.url : undefined;
  return (
    <div
      className="theme-banner"
      data-testid="theme-banner"
      aria-hidden="true"
      style={{
        height: BANNER_HEIGHTS[theme.bannerType],
        backgroundColor: theme.derivedColors.banner,
        backgroundImage: image ? `url("${encodeURI(image)}")` : undefined,
      }}
    />
  );
}

export default ThemeApplier;

/**
 * The network's theme on the signed-out screens (sign-in, sign-up, legal pages): its colours and favicon, without
 * the banner, so a prerendered page does not move when the live network data arrives after hydration.
 */
export function VisitorThemeApplier() {
  const theme = useAppliedTheme();
  usePaint(theme);
  useFavicon(theme?.faviconImage?.url ?? null);
  return null;
}
