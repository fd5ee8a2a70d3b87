import { Box, useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import type { LanguageSelectProps } from "./LanguageSelect";

// The select (Mantine's combobox and its floating dropdown) is not part of the first screen's JavaScript.
const LanguageSelect = lazy(async () => ({ default: (await import("./LanguageSelect")).LanguageSelect }));

/** Input heights of Mantine's sizes, so the place the select takes is held while it loads. */
const HEIGHTS = { xs: 30, sm: 36, md: 42, lg: 50, xl: 60 } as const;

/**
 * The media query under which a select placed with `visibleFrom` / `hiddenFrom` shows, or null when it always does.
 * Mantine's breakpoints are in em (36em for xs); hiddenFrom hides from the breakpoint up, as Mantine's classes do.
 */
function shownQuery(breakpoints: Record<string, string>, visibleFrom?: string, hiddenFrom?: string): string | null {
  const at = (name: string) => breakpoints[name] ?? name;
  const parts = [
    ...(visibleFrom ? [`(min-width: ${at(visibleFrom)})`] : []),
    ...(hiddenFrom ? [`(max-width: calc(${at(hiddenFrom)} - 0.1px))`] : []),
  ];
  return parts.length ? parts.join(" and ") : null;
}

/** Switches the interface language at once and remembers the choice in this browser. */
export function LanguageSelector(props: LanguageSelectProps) {
  const { size = "sm", w, visibleFrom, hiddenFrom } = props;
  const theme = useMantineTheme();
  const query = shownQuery(theme.breakpoints, visibleFrom, hiddenFrom);
  // A select hidden at this width (the signed-out header on a phone) is neither loaded nor drawn. The width is read
  // after the first render, so the prerendered screens hold the placeholder and hydrate it as they drew it.
  const shown = useMediaQuery(query ?? "all", false, { getInitialValueInEffect: true });
  const placeholder = (
    <Box
      h={HEIGHTS[size as keyof typeof HEIGHTS] ?? HEIGHTS.sm}
      w={w}
      visibleFrom={visibleFrom}
      hiddenFrom={hiddenFrom}
    />
  );
  return <Suspense fallback={placeholder}>{query && !shown ? placeholder : <LanguageSelect {...props} />}</Suspense>;
}
