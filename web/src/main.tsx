import "@mantine/core/styles.css";
// The styles of the date pickers, the upload field and the toasts load with them (lazy routes, app/Overlays.tsx).
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { setUnauthorizedHandler } from "./api/client";
import { AppProviders } from "./app/AppProviders";
import { createQueryClient } from "./app/query-client";
import { createAppRouter } from "./app/router";
import { initI18n } from "./i18n";

// The router starts at once: the preload call, the first route's module and its texts load while the active
// language's common texts are on their way (route texts wait for i18next to start, i18n/namespaces.ts).
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// A lost session: forget everything cached for the member and ask them to sign in again.
setUnauthorizedHandler(() => {
  queryClient.clear();
  void router.navigate("/users/sign_in");
});

// Rendered once the active language's texts are there; the shell in index.html shows until then. (No top-level
// await: it would turn off the bundler's merging of common chunks.) The first render is a transition, so React
// draws it in slices that leave the main thread free in between instead of in one long task.
void initI18n().then(() => {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
