import { lazy } from "react";
import { AfterFirstPaint } from "../../components/AfterFirstPaint";

const HeaderSearchField = lazy(async () => ({
  default: (await import("./components/HeaderSearch")).HeaderSearch,
}));

/** The header's search, loaded with its own chunk after the first screen (nothing is drawn until then). */
export function HeaderSearch() {
  return (
    <AfterFirstPaint>
      <HeaderSearchField />
    </AfterFirstPaint>
  );
}
