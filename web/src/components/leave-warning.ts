import { useCallback, useEffect, useRef } from "react";
import { type BlockerFunction, useBlocker } from "react-router";
import { openConfirm } from "./confirm";

export type LeaveTexts = { title: string; message: string; confirmLabel: string; cancelLabel: string };

/**
 * The one leave-warning of the app (a composer holding text, a form holding changes): while `shouldBlock()` says
 * so, leaving for another screen asks first and closing the tab asks the browser's way. `shouldBlock` reads refs,
 * so the blocker sees a change from the moment it is made, not one render later. A router supports one blocker at
 * a time: use it once per page.
 */
export function useLeaveBlocker(shouldBlock: () => boolean, texts: LeaveTexts) {
  const check = useRef(shouldBlock);
  check.current = shouldBlock;
  const textsRef = useRef(texts);
  textsRef.current = texts;
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => check.current() && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const blocked = blocker.state === "blocked";

  useEffect(() => {
    if (!blocked) return;
    let decided = false;
    openConfirm({
      ...textsRef.current,
      danger: true,
      onConfirm: () => {
        decided = true;
        blockerRef.current.proceed?.();
      },
      onClose: () => {
        if (!decided) blockerRef.current.reset?.();
      },
    });
  }, [blocked]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (check.current()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
}
