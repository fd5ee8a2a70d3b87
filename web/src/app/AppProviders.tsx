import { MantineProvider, mergeThemeOverrides } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AfterScreen } from "../components/AfterFirstPaint";
import { showPendingToast } from "../components/toasts";
import { dateLocale } from "../lib/dates-core";
import { cssVariablesResolver, theme } from "./theme";

// Dialogs and toasts open on events and a store, so their hosts need not wrap the app: they load once the first
// screen is drawn, not beside it (a toast or dialog asked for before is shown once they are there). Their chunk and
// its 16 preloads asked for while the screen rendered cost it a request each and the main thread's time.
const Overlays = lazy(async () => ({ default: (await import("./Overlays")).Overlays }));

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** "test" turns off transitions and portals so component tests see the DOM at once. */
  env?: "default" | "test";
  /**
   * false: the theme's CSS variables are in the page already, outside the app (a prerendered screen or the built
   * index.html, prerender.tsx `themeStyle`), so the first render does not compute them again (a long step of it).
   */
  withCssVariables?: boolean;
}

export function AppProviders({ queryClient, children, env = "default", withCssVariables = true }: AppProvidersProps) {
  const { t, i18n } = useTranslation();
  // A toast a save left for the page it loaded in full.
  useEffect(showPendingToast, []);
  // Every icon-only close button (toasts, dialogs, alerts) and eye dropper is named in the reader's language.
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          CloseButton: { defaultProps: { "aria-label": t("toast.close") } },
          // The colour fields' eye dropper (browsers with the EyeDropper API) is an icon-only button too.
          ColorInput: { defaultProps: { eyeDropperButtonProps: { "aria-label": t("common.pickColorFromScreen") } } },
          // Every password field's show/hide button (Mantine names it "Toggle password visibility").
          PasswordInput: {
            defaultProps: { visibilityToggleButtonProps: { "aria-label": t("common.togglePasswordVisibility") } },
          },
        },
      }),
    [t],
  );
  return (
    <MantineProvider
      theme={localized}
      cssVariablesResolver={cssVariablesResolver}
      env={env}
      withCssVariables={withCssVariables}
    >
      <DatesProvider settings={{ locale: dateLocale(i18n.language), firstDayOfWeek: 1, consistentWeeks: true }}>
        <QueryClientProvider client={queryClient}>
          {children}
          {env === "test" ? (
            <Suspense fallback={null}>
              <Overlays />
            </Suspense>
          ) : (
            <AfterScreen>
              <Overlays />
            </AfterScreen>
          )}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
