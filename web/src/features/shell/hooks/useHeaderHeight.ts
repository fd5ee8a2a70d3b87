import { rem } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type CSSProperties, useEffect, useState } from "react";

export const HEADER_HEIGHT = 80;
export const HEADER_HEIGHT_SHRUNK = 60;
/** Logo shrink breakpoint from the spec: 1024 px. */
export const LOGO_BREAKPOINT = "(min-width: 64em)";

// Two thresholds so the height change itself cannot flip the state back while scrolling slowly.
const SHRINK_AT = 48;
const GROW_AT = 8;

/**
 * Wide screens show the tall header until the page scrolls; narrow screens always use the short one. Only wide
 * screens follow the scroll, and the layout re-renders only when the header changes height: reading the scroll
 * position on every layout's mount forced the browser to lay the page out in the middle of the first render,
 * and keeping it in state re-rendered the whole layout on every scroll event.
 *
 * `contentTop` is where the page's content starts: below the tall header, whether or not it has shrunk. Content that
 * followed the header moved 20 px down a moment after the page came back to its top (the scroll event, then a
 * render), under a pointer already pressing a link there.
 */
export function useHeaderHeight(): { height: number; contentTop: number } {
  const wide = useMediaQuery(LOGO_BREAKPOINT, false, { getInitialValueInEffect: false });
  const [shrunk, setShrunk] = useState(false);

  useEffect(() => {
    if (!wide) return;
    const follow = () => {
      const y = window.scrollY;
      if (y > SHRINK_AT) setShrunk(true);
      else if (y < GROW_AT) setShrunk(false);
    };
    follow();
    window.addEventListener("scroll", follow, { passive: true });
    return () => window.removeEventListener("scroll", follow);
  }, [wide]);

  return {
    height: wide && !shrunk ? HEADER_HEIGHT : HEADER_HEIGHT_SHRUNK,
    contentTop: wide ? HEADER_HEIGHT : HEADER_HEIGHT_SHRUNK,
  };
}

/**
 * The top padding of a layout's `AppShell.Main`: its content starts below a header `top` px tall and below the
 * applied theme's banner (`--theme-banner-height`, set with the theme's colours, also on the signed-out screens).
 */
export const belowHeader = (top: number): CSSProperties => ({
  paddingTop: `calc(${rem(top)} + var(--app-shell-padding) + var(--theme-banner-height, 0px))`,
});
