import { lazy, type ReactNode, Suspense } from "react";

const Sidebar = lazy(async () => ({ default: (await import("./WidgetSidebar")).WithWidgetSidebar }));

/** The content with its widget bar; the content shows at once, the bar joins it when its code and data are there. */
export function WithWidgetSidebar({ identifier, children }: { identifier: string; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Sidebar identifier={identifier}>{children}</Sidebar>
    </Suspense>
  );
}
