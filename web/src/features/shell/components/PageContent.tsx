import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "../../../components/ErrorBoundary";
import { PageLoader } from "../../../components/PageLoader";

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
