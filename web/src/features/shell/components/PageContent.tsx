import { Center, Loader } from "@mantine/core";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "../../../components/ErrorBoundary";

function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t("common.loading")} />
    </Center>
  );
}

/** The routed page, with a loader while its data suspends and an error box if it crashes. */
export function PageContent() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
