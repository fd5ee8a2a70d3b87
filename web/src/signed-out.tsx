import "@mantine/core/styles.css";
import type { Language, NetworkPreload } from "@intranet/contracts";
import { StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";
import { networkQuery } from "./api/network";
import { AppProviders } from "./app/AppProviders";
import { loadShellTexts } from "./app/feature-routes";
import { PwaNotices } from "./app/PwaNotices";
import { publicAppRoutes, publicFeatures } from "./app/public-router";
import { registerServiceWorkerAfterFirstScreen } from "./app/pwa";
import { createQueryClient } from "./app/query-client";
import { changeLanguage, i18n, initI18n, setAcceptedLanguage, storedLanguage } from "./i18n";

// The entry of the prerendered signed-out screens (signed-out.html, the template of scripts/prerender.mjs): it
// hydrates the screen the build drew with the signed-out routes alone (app/public-router.tsx), so none of the member
// app's code (every feature's manifest, the member shell) is loaded or run. Any other screen, the member's first
// after signing in included, is a new page load of the member app (index.html, main.tsx).

const queryClient = createQueryClient();
const routes = publicAppRoutes(queryClient);

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

registerServiceWorkerAfterFirstScreen();

/**
 * What a visitor types into the prerendered form before React has taken it over: React hydrates each field with its
 * state (empty), whether it sets the field back or leaves the text shown. The text is noted from the start (what is
 * in the fields already, then every input event) and, once React owns the field and its value is not the text, given
 * to it again as an input event React sees (its value tracker first set to something else, so the change is one), as
 * if typed now.
 *
 * A submit meanwhile (an Enter in a field) is kept by public/before-hydration.js, which the prerendered page loads
 * first: once the text is given back, the form is submitted as if the Enter were pressed now, if its button is enabled
 * then (the form is filled in as its screen asks).
 */
const typedBeforeHydration = new Map<HTMLInputElement, string>();
const noteTyped = (event: Event) => {
  if (event.target instanceof HTMLInputElement) typedBeforeHydration.set(event.target, event.target.value);
};
declare global {
  interface Window {
    /** public/before-hydration.js: the form submitted before React took it over, if any; stops keeping others. */
    __takeSubmitBeforeHydration?: () => HTMLFormElement | null;
  }
}
function noteTypedBeforeHydration(root: HTMLElement) {
  for (const input of root.querySelectorAll("input"))
    if (input.value !== input.defaultValue) typedBeforeHydration.set(input, input.value);
  root.addEventListener("input", noteTyped, true);
}

/** A field React has taken over: it holds React's props. */
function reactProps(input: HTMLInputElement) {
  const key = Object.keys(input).find((name) => name.startsWith("__reactProps"));
  return key ? (input as unknown as Record<string, { value?: unknown }>)[key] : undefined;
}
const hydrated = (input: HTMLInputElement) => reactProps(input) !== undefined;

function replayTypedBeforeHydration(root: HTMLElement | null, deadline = Date.now() + 10_000) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  if (!root || !setValue) return;
  // React hydrates the screen inside its Suspense boundary after the root, at a low priority: a field it has not taken
  // over yet (no props of React's on it) is looked at again on the next frame, and what is typed is noted until React
  // has taken over every field of the screen.
  for (const [input, typed] of typedBeforeHydration) {
    if (!hydrated(input)) continue;
    typedBeforeHydration.delete(input);
    if (input.type === "checkbox" || input.type === "radio" || reactProps(input)?.value === typed) continue;
    input.value = input.value === "" ? " " : "";
    setValue.call(input, typed);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }
  const waiting = typedBeforeHydration.size > 0 || [...root.querySelectorAll("input")].some((i) => !hydrated(i));
  if (waiting && Date.now() < deadline) {
    requestAnimationFrame(() => replayTypedBeforeHydration(root, deadline));
    return;
  }
  root.removeEventListener("input", noteTyped, true);
  // The submit kept: on the next frame, once React has drawn the button the given-back text enables.
  const form = window.__takeSubmitBeforeHydration?.();
  if (form)
    requestAnimationFrame(() => {
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      if (form.isConnected && button && !button.disabled) form.requestSubmit(button);
    });
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
    loadShellTexts(publicFeatures),
    ...lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  ]);
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: { root: data.network } } });
  // As a transition, React hydrates in slices that leave the main thread free in between (no long task).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders queryClient={queryClient} withCssVariables={false}>
          <RouterProvider router={router} />
          <PwaNotices />
          <AfterHydration data={data} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

const root = document.getElementById("root");
const prerendered = readPrerendered();
if (!root || !prerendered) throw new Error("signed-out.html: no #root or no prerendered data");
void hydrate(root, prerendered);
