import { Box } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { LanguageSelectProps } from "./LanguageSelect";

// The select (Mantine's combobox and its floating dropdown) is not part of the first screen's JavaScript.
const LanguageSelect = lazy(async () => ({ default: (await import("./LanguageSelect")).LanguageSelect }));

/** Input heights of Mantine's sizes, so the place the select takes is held while it loads. */
const HEIGHTS = { xs: 30, sm: 36, md: 42, lg: 50, xl: 60 } as const;

/** Switches the interface language at once and remembers the choice in this browser. */
export function LanguageSelector(props: LanguageSelectProps) {
  const { size = "sm", w, visibleFrom, hiddenFrom } = props;
  const placeholder = (
    <Box
      h={HEIGHTS[size as keyof typeof HEIGHTS] ?? HEIGHTS.sm}
      w={w}
      visibleFrom={visibleFrom}
      hiddenFrom={hiddenFrom}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <LanguageSelect {...props} />
    </Suspense>
  );
}
