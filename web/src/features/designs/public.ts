import { type ComponentType, lazy } from "react";
// In the main style sheet (and the signed-out entry's): a prerendered page shows the theme before any script loads
// ThemeApplier.
import "./components/theme-applier.css";

/** The network's theme over the signed-out screens (the signed-out entry, src/signed-out.tsx, takes it from here). */
export const designsBareOverlays: ComponentType[] = [
  lazy(async () => ({ default: (await import("./components/ThemeApplier")).VisitorThemeApplier })),
];
