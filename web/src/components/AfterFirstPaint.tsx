import { type ReactNode, Suspense, startTransition, useEffect, useState } from "react";

/** Whether the app has drawn its first screen; parts mounted later render at once. */
let painted = false;
/** What waits for the first screen (AfterScreen), told when the first AfterFirstPaint of a layout has mounted. */
const waiting = new Set<() => void>();

function markPainted() {
  if (painted) return;
  painted = true;
  for (const go of waiting) go();
  waiting.clear();
}

/** Calls `then` once the first screen is drawn (at once when it is already): work that must not compete with it. */
export function whenFirstScreenDrawn(then: () => void) {
  if (painted) then();
  else waiting.add(then);
}

/** Whether to render the part: once the first screen is drawn (at once when it is already), as a transition. */
function useFirstScreenDrawn(marks: boolean) {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    const go = () => startTransition(() => setReady(true));
    if (marks) markPainted();
    if (painted) return go();
    waiting.add(go);
    return () => void waiting.delete(go);
  }, [ready, marks]);
  return ready;
}

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
  const ready = useFirstScreenDrawn(true);
  return <Suspense fallback={fallback}>{ready ? children : fallback}</Suspense>;
}

/**
 * Like AfterFirstPaint, for a part above the router (the dialogs' and toasts' hosts in AppProviders): its first
 * commit is the router's loading state, not the screen, so it does not count as the first screen drawn. It waits
 * for a layout's AfterFirstPaint to say so.
 */
export function AfterScreen({ children }: { children: ReactNode }) {
  const ready = useFirstScreenDrawn(false);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
