import { BANNER_HEIGHTS, type Theme, themeVariables } from "@intranet/contracts";
import { useEffect, useLayoutEffect, useState } from "react";
import { useAppliedTheme } from "../../../api/theme";

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
  // Drawn only once mounted: while a prerendered page hydrates, its HTML has no banner here (the build drew no theme).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  usePaint(theme);
  useFavicon(theme?.faviconImage?.url ?? null);
  // What the server drew into a prerendered page before any script ran (server/src/http/prerendered-theme.ts) goes
  // in the commit that draws the same here, before the browser paints.
  useLayoutEffect(() => {
    if (!theme || !mounted) return;
    for (const drawn of document.querySelectorAll("body [data-theme-static], head [data-theme-static]")) drawn.remove();
    delete document.documentElement.dataset.themeStatic;
  }, [theme, mounted]);
  if (!mounted || !theme || theme.bannerType === "hidden") return null;
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
 * The network's theme on the signed-out screens (sign-in, sign-up, legal pages): colours, favicon and banner. On a
 * prerendered page the server drew them before any script ran (server/src/http/prerendered-theme.ts), so nothing
 * moves when this takes over.
 */
export const VisitorThemeApplier = ThemeApplier;
