import { useMediaQuery, useWindowScroll } from "@mantine/hooks";
import { useEffect, useState } from "react";

export const HEADER_HEIGHT = 80;
export const HEADER_HEIGHT_SHRUNK = 60;
/** Logo shrink breakpoint from the spec: 1024 px. */
export const LOGO_BREAKPOINT = "(min-width: 64em)";

// Two thresholds so the height change itself cannot flip the state back while scrolling slowly.
const SHRINK_AT = 48;
const GROW_AT = 8;

/** Wide screens show the tall header until the page scrolls; narrow screens always use the short one. */
export function useHeaderHeight(): number {
  const wide = useMediaQuery(LOGO_BREAKPOINT, false, { getInitialValueInEffect: false });
  const [{ y }] = useWindowScroll();
  const [shrunk, setShrunk] = useState(false);

  useEffect(() => {
    if (y > SHRINK_AT) setShrunk(true);
    else if (y < GROW_AT) setShrunk(false);
  }, [y]);

  return wide && !shrunk ? HEADER_HEIGHT : HEADER_HEIGHT_SHRUNK;
}
