import { whenFirstScreenDrawn } from "../components/AfterFirstPaint";

/**
 * The service worker on the page's side (production builds only, see main.tsx and docs/ARCHITECTURE.md "Service
 * worker"): registers /sw.js once the first screen is drawn, asks for a new version every hour and when the tab
 * comes back, and tells the NewVersionNotice when a new version took over this tab (it activates at once; the next
 * navigation loads its shell).
 */
const CHECK_EVERY_MS = 60 * 60 * 1000;

type Listener = () => void;
const listeners = new Set<Listener>();
let newVersion = false;

/** Whether a new version of the app took over since this page loaded (useSyncExternalStore's store). */
export const newVersionStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => newVersion,
  /** Tests: back to the start. */
  reset() {
    newVersion = false;
    for (const l of listeners) l();
  },
};

function announceNewVersion() {
  if (newVersion) return;
  newVersion = true;
  for (const l of listeners) l();
}

/**
 * Registers the worker. A page that had a worker when it loaded and sees another take over is running an old
 * version: it says so. The very first install (no worker before) is not news.
 */
export function registerServiceWorker(container: ServiceWorkerContainer, doc: Document = document) {
  const hadWorker = container.controller !== null;
  container.addEventListener("controllerchange", () => {
    if (hadWorker) announceNewVersion();
  });
  return container
    .register("/sw.js", { scope: "/" })
    .then((registration) => {
      const check = () => void registration.update().catch(() => {});
      setInterval(check, CHECK_EVERY_MS);
      doc.addEventListener("visibilitychange", () => {
        if (doc.visibilityState === "visible") check();
      });
      return registration;
    })
    .catch(() => null);
}

/**
 * The worker registered once the first screen is drawn and the page has loaded (production builds: `vite` dev and its
 * hot reload have none). The page's `load` comes before the screen: the route's code and data are asked for after the
 * initial scripts, which is all `load` waits for. Registering then started the worker's install, with its precache
 * of every asset, beside the screen's own requests.
 */
export function registerServiceWorkerAfterFirstScreen() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => void registerServiceWorker(navigator.serviceWorker);
  whenFirstScreenDrawn(() => {
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  });
}
