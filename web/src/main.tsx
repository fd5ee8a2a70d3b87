import "@mantine/core/styles.css";
// The styles of the date pickers, the upload field and the toasts load with them (lazy routes, app/Overlays.tsx).
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { setUnauthorizedHandler } from "./api/client";
import { networkQuery } from "./api/network";
import { AppProviders } from "./app/AppProviders";
import { PwaNotices } from "./app/PwaNotices";
import { registerServiceWorkerAfterFirstScreen } from "./app/pwa";
import { createQueryClient } from "./app/query-client";
import { appRouteParts } from "./app/router";
import { initI18n } from "./i18n";
import { followSignedInMember, memberCache } from "./lib/member-cache";

// The member app's entry (index.html). The prerendered signed-out screens are hydrated by a lighter one of their own,
// src/signed-out.tsx, which hands any other screen to this one as a new page load.

// The router starts at once: the preload call, the first route's module and its texts load while the active
// language's common texts are on their way (route texts wait for i18next to start, i18n/namespaces.ts).
const queryClient = createQueryClient();
// The member's last screens, kept per member and put back once the preload has named them (one build's entries only).
const cache = memberCache(queryClient, { buster: __APP_BUILD__ });
// The first screen waits for the kept screens at most RESTORE_WAIT_MS (a slow or stuck IndexedDB never holds it).
const RESTORE_WAIT_MS = 1000;
const { routes, patchRoutesOnNavigation } = appRouteParts(queryClient, window.location.pathname, (network) =>
  Promise.race([
    cache.follow(network.current_member?.id ?? null),
    new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
  ]),
);
const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
// A sign-in or sign-out without a reload changes the preload: the kept screens follow the member it names.
followSignedInMember(queryClient, networkQuery.queryKey, cache);

// A lost session: forget everything cached for the member and ask them to sign in again.
setUnauthorizedHandler(() => {
  queryClient.clear();
  void cache.forget();
  void router.navigate("/users/sign_in");
});

registerServiceWorkerAfterFirstScreen();

// Rendered once the active language's texts are there; the shell in index.html shows until then. (No top-level
// await: it would turn off the bundler's merging of common chunks.) The first render is a transition, so React
// draws it in slices that leave the main thread free in between instead of in one long task.
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
// The build writes the theme's CSS variables into index.html (scripts/prerender.mjs); the dev server's page has none.
const variablesInPage = document.querySelector(`style[data-mantine-styles="true"]`) !== null;
void initI18n().then(() => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} withCssVariables={!variablesInPage}>
          <RouterProvider router={router} />
          <PwaNotices />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
