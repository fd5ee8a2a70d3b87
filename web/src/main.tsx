import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
import "@mantine/dropzone/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { setUnauthorizedHandler } from "./api/client";
import { AppProviders } from "./app/AppProviders";
import { createQueryClient } from "./app/query-client";
import { createAppRouter } from "./app/router";
import { initI18n } from "./i18n";

// Rendered once the active language's texts are there; the shell in index.html shows until then. (No top-level
// await: it would turn off the bundler's merging of common chunks.)
void initI18n().then(() => {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);

  // A lost session: forget everything cached for the member and ask them to sign in again.
  setUnauthorizedHandler(() => {
    queryClient.clear();
    void router.navigate("/users/sign_in");
  });

  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");

  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
