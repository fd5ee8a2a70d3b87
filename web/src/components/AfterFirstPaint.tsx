import { type ReactNode, Suspense, startTransition, useEffect, useState } from "react";

/** Whether a layout has committed the app's first screen (its first AfterFirstPaint has mounted). */
let committed = false;
/** Whether the browser has painted that screen; parts mounted later render at once. */
let painted = false;
/** What waits for the first screen (AfterScreen, whenFirstScreenDrawn, the parts of that screen). */
const waiting = new Set<() => void>();

/**
 * Runs `then` once the browser has painted the frame now being committed: a frame callback runs just before that
 * paint, a task it queues just after. Without frames (a hidden tab draws none) a second's timer stands in.
 */
function afterNextPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, typeof requestAnimationFrame === "function" ? 1_000 : 0);
}

/**
 * The first screen is committed: what waits for it starts once the browser has painted it. Started in the commit's
 * own effects, the header's parts, the socket and the worker were asked for before that paint (a trace of the start
 * page: the greeting painted after the search's and chat's chunks had been requested and the socket's token fetched).
 * They start one at a time, each next one when the page is idle again: started together, the parts of the shell were
 * rendered and committed together, in one task of 40-130 ms whose effects subscribed a dozen queries and started the
 * chat (Lighthouse's total blocking time on a repeat visit: 751/991 ms against 583/748 ms one at a time).
 */
function markCommitted() {
  if (committed) return;
  committed = true;
  afterNextPaint(() => {
    painted = true;
    // Taken from `waiting` one by one: a part unmounted before its turn has left it.
    const next = () => {
      const [go] = waiting;
      if (!go) return;
      waiting.delete(go);
      go();
      if (waiting.size > 0) whenPageIdle(next);
    };
    next();
  });
}

/** Calls `then` once the first screen is painted (at once when it is already): work that must not compete with it. */
export function whenFirstScreenDrawn(then: () => void) {
  if (painted) then();
  else waiting.add(then);
}

/** Calls `then` when the page is next idle (at most a second later), or in the next task where there is no such callback. */
export function whenPageIdle(then: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => then(), { timeout: 1_000 });
  else setTimeout(then, 0);
}

/**
 * Calls `then` when the page is next idle after the first screen is painted: work that should not compete with the
 * screen's own requests either (the live updates' socket, a phone's userbar behind its drawer).
 */
export function whenIdleAfterFirstScreen(then: () => void) {
  whenFirstScreenDrawn(() => whenPageIdle(then));
}

/** Whether to render the part: once the first screen is painted (at once when it is already), as a transition. */
function useFirstScreenDrawn(marks: boolean) {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    const go = () => startTransition(() => setReady(true));
    if (marks) markCommitted();
    if (painted) return go();
    waiting.add(go);
    return () => void waiting.delete(go);
  }, [ready, marks]);
  return ready;
}

/**
 * A lazy part of the shell that is not the screen itself (the header's search, chat button and menus, the chat list,
 * a widget bar, the overlays): drawn as `fallback` in the first commit, and rendered once the browser has painted
 * that commit, so its module is asked for after the screen is on view rather than while it renders.
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

/**
 * A control whose dropdown (a menu, a picker, a filter) is not needed for the first screen: `button` draws its button
 * with the screen, `children` the control itself (a lazy component) once the screen is painted. A click on the
 * button before the control has loaded is not lost: `children` is then called with `opened` true, to open it.
 */
export function DeferredControl({
  button,
  children,
}: {
  button: (open: () => void) => ReactNode;
  children: (opened: boolean) => ReactNode;
}) {
  const [clicked, setClicked] = useState(false);
  return <AfterFirstPaint fallback={button(() => setClicked(true))}>{children(clicked)}</AfterFirstPaint>;
}
