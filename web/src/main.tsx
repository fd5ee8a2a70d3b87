import "@mantine/core/styles.css";
// The styles of the date pickers, the upload field and the toasts load with them (lazy routes, app/Overlays.tsx).
import type { Language, NetworkPreload } from "@intranet/contracts";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";
import { setUnauthorizedHandler } from "./api/client";
import { networkQuery } from "./api/network";
import { AppProviders } from "./app/AppProviders";
import { loadShellTexts } from "./app/feature-routes";
import { features } from "./app/features";
import { PwaNotices } from "./app/PwaNotices";
import { registerServiceWorker } from "./app/pwa";
import { createQueryClient } from "./app/query-client";
import { appRoutes } from "./app/router";
import { changeLanguage, i18n, initI18n, setAcceptedLanguage, storedLanguage } from "./i18n";
import { followSignedInMember, memberCache } from "./lib/member-cache";

// The router starts at once: the preload call, the first route's module and its texts load while the active
// language's common texts are on their way (route texts wait for i18next to start, i18n/namespaces.ts).
const queryClient = createQueryClient();
// The member's last screens, kept per member and put back once the preload has named them (one build's entries only).
const cache = memberCache(queryClient, { buster: __APP_BUILD__ });
// The first screen waits for the kept screens at most RESTORE_WAIT_MS (a slow or stuck IndexedDB never holds it).
const RESTORE_WAIT_MS = 1000;
const routes = appRoutes(queryClient, (network) =>
  Promise.race([
    cache.follow(network.current_member?.id ?? null),
    new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
  ]),
);

/**
 * A signed-out screen the build prerendered (scripts/prerender.mjs) and the server sent (http/prerendered.ts): the
 * language and the preload it was drawn with, and the network's live preload the server put beside it.
 */
interface Prerendered {
  language: Language;
  network: NetworkPreload;
  live: NetworkPreload | null;
}
function readPrerendered(): Prerendered | null {
  const data = document.getElementById("prerendered")?.textContent;
  if (!data) return null;
  const live = document.getElementById("network-preload")?.textContent;
  return { ...JSON.parse(data), live: live ? JSON.parse(live) : null };
}
const prerendered = readPrerendered();

// Hydrating, the router is made once the first screen's route modules are loaded (hydrate() below), and starts with
// the preload the HTML was drawn with (its root loader does not run again).
let router: ReturnType<typeof createBrowserRouter> | null = prerendered ? null : createBrowserRouter(routes);
// A sign-in or sign-out without a reload changes the preload: the kept screens follow the member it names.
followSignedInMember(queryClient, networkQuery.queryKey, cache);

// A lost session: forget everything cached for the member and ask them to sign in again.
setUnauthorizedHandler(() => {
  queryClient.clear();
  void cache.forget();
  void router?.navigate("/users/sign_in");
});

// The service worker (production builds only: `vite` dev and its hot reload have none), once the first screen loaded.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => void registerServiceWorker(navigator.serviceWorker), { once: true });
}

/**
 * What a visitor types into the prerendered form before React has taken it over: React sets each field back to its
 * state (empty) as it hydrates it. The text is noted from the start (what is in the fields already, then every input
 * event) and, once React owns the field, given to it again as an input event React sees (its value tracker first set
 * to what the field shows, so the change is one), as if typed now.
 */
const typedBeforeHydration = new Map<HTMLInputElement, string>();
const noteTyped = (event: Event) => {
  if (event.target instanceof HTMLInputElement) typedBeforeHydration.set(event.target, event.target.value);
};
function noteTypedBeforeHydration(root: HTMLElement) {
  for (const input of root.querySelectorAll("input"))
    if (input.value !== input.defaultValue) typedBeforeHydration.set(input, input.value);
  root.addEventListener("input", noteTyped, true);
}
function replayTypedBeforeHydration(root: HTMLElement | null, deadline = Date.now() + 10_000) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  if (!root || !setValue) return;
  // React hydrates the screen inside its Suspense boundary after the root: a field it has not taken over yet (no
  // props of React's on it) is looked at again on the next frame.
  const hydrated = (input: HTMLInputElement) => Object.keys(input).some((key) => key.startsWith("__reactProps"));
  for (const [input, typed] of typedBeforeHydration) {
    if (!hydrated(input)) continue;
    typedBeforeHydration.delete(input);
    if (input.type === "checkbox" || input.type === "radio" || input.value === typed) continue;
    input.value = input.value === "" ? " " : "";
    setValue.call(input, typed);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }
  if (typedBeforeHydration.size && Date.now() < deadline)
    requestAnimationFrame(() => replayTypedBeforeHydration(root, deadline));
  else root.removeEventListener("input", noteTyped, true);
}

/**
 * Once the prerendered screen is hydrated (its HTML taken over as it is, so it must be drawn from the same data):
 * the network's live preload and the language this browser chose replace the build's stand-ins.
 */
function AfterHydration({ data }: { data: Prerendered }) {
  useEffect(() => {
    replayTypedBeforeHydration(document.getElementById("root"));
    const timer = setTimeout(() => {
      if (data.live) queryClient.setQueryData(networkQuery.queryKey, data.live);
      else void queryClient.invalidateQueries({ queryKey: networkQuery.queryKey });
      const stored = storedLanguage();
      if (stored && stored !== i18n.language) void changeLanguage(stored, false);
    });
    return () => clearTimeout(timer);
  }, [data]);
  return null;
}

const tree = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <PwaNotices />
      {prerendered && <AfterHydration data={prerendered} />}
    </AppProviders>
  </StrictMode>
);

/**
 * Hydrates a prerendered screen: the same texts, route modules and preload as the build drew it with, loaded first
 * (a lazy route still loading would draw the router's fallback over the HTML instead of taking it over).
 */
async function hydrate(root: HTMLElement, data: Prerendered) {
  noteTypedBeforeHydration(root);
  setAcceptedLanguage(data.language);
  queryClient.setQueryData(networkQuery.queryKey, data.network);
  await initI18n(data.language);
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all([
    loadShellTexts(features),
    ...lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  ]);
  router = createBrowserRouter(routes, { hydrationData: { loaderData: { root: data.network } } });
  // As a transition, React hydrates in slices that leave the main thread free in between (no long task).
  const hydrating = router;
  startTransition(() => {
    hydrateRoot(root, tree(hydrating));
  });
}

// Rendered once the active language's texts are there; the shell in index.html shows until then. (No top-level
// await: it would turn off the bundler's merging of common chunks.) The first render is a transition, so React
// draws it in slices that leave the main thread free in between instead of in one long task.
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
if (prerendered) void hydrate(root, prerendered);
else
  void initI18n().then(() => {
    const app = createRoot(root);
    const clientRouter = router ?? createBrowserRouter(routes);
    startTransition(() => app.render(tree(clientRouter)));
  });
