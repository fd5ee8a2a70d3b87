/**
 * A module downloaded the first time it is asked for, for React's `use`: every call returns the same promise, so a
 * component that suspends on it renders once it has come. A failed download (offline before the module was ever
 * loaded) resolves null and stays null, so the component shows its fallback instead of asking again at each render;
 * the download is tried again on the first call after the browser reports that it is back online.
 */
export function lazyModule<M>(load: () => Promise<M>): () => Promise<M | null> {
  let pending: Promise<M | null> | null = null;
  const retry = () => {
    pending = null;
  };
  return () => {
    pending ??= load().catch(() => {
      window.addEventListener("online", retry, { once: true });
      return null;
    });
    return pending;
  };
}
