import { MantineProvider } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dateLocale } from "../lib/dates";
import { theme } from "./theme";

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** "test" turns off transitions and portals so component tests see the DOM at once. */
  env?: "default" | "test";
}

export function AppProviders({ queryClient, children, env = "default" }: AppProvidersProps) {
  const { t, i18n } = useTranslation();
  return (
    <MantineProvider theme={theme} env={env}>
      <DatesProvider settings={{ locale: dateLocale(i18n.language), firstDayOfWeek: 1, consistentWeeks: true }}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: t("confirm.confirm"), cancel: t("confirm.cancel") }}>
            <Notifications position="bottom-right" />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
