import { lazy, type ReactElement, Suspense, useState } from "react";

const Tooltip = lazy(async () => ({ default: (await import("./tooltip")).Tooltip }));

/**
 * Mantine's Tooltip for a list's small icons and badges, loaded and mounted at the first hover: a Tooltip
 * sets up its floating position on every render, closed or not, which cost the inbox's first render 23 ms of its 298
 * (`bench:render-budget`, 4 rows) and two chunks (floating-ui) before the list could show. Until then the element is
 * drawn as it is; its own `aria-label` names it, as it does afterwards. For elements that take no focus (an icon, a
 * badge): the first hover mounts the element anew inside the tooltip, which a focused element would lose its focus to.
 */
export function HoverTooltip({ label, children }: { label: string; children: ReactElement }) {
  // null: never hovered, so no tooltip yet.
  const [opened, setOpened] = useState<boolean | null>(null);
  const show = () => setOpened(true);
  const hide = () => setOpened(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the hover only shows what the element's own label says; nothing is operated.
    <span style={{ display: "inline-flex" }} onMouseEnter={show} onMouseLeave={hide}>
      {opened === null ? (
        children
      ) : (
        <Suspense fallback={children}>
          <Tooltip label={label} opened={opened}>
            {children}
          </Tooltip>
        </Suspense>
      )}
    </span>
  );
}
