import { type ReactNode, Suspense, startTransition, useEffect, useState } from "react";

/** Whether the app has drawn its first screen; parts mounted later render at once. */
let painted = false;

/**
 * A lazy part of the shell that is not the screen itself (the header's search, chat button and menus, the chat list,
 * a widget bar, the overlays): drawn as `fallback` in the first commit, and only then rendered, so its module is
 * asked for after the screen is drawn rather than while it renders.
 *
 * Rendered with the screen behind a plain Suspense boundary, these parts were asked for during the first render and
 * the member shell appeared only once they had come: header, userbar and content were inserted together after the
 * chat and search chunks had loaded (`npm run bench:first-paint -w bench`). Parts mounted after the first screen
 * (a widget bar on the next page) render at once. Those of the first screen render as a transition: React draws them
 * in slices that leave the main thread free in between (input, the screen's own data) instead of in one long task.
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    painted = true;
    startTransition(() => setReady(true));
  }, []);
  return <Suspense fallback={fallback}>{ready ? children : fallback}</Suspense>;
}
