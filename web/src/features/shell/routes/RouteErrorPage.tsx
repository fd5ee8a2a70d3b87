import { Container } from "@mantine/core";
import { useRouteError } from "react-router";
import { ErrorBox } from "../../../components/ErrorBoundary";

/** Shown when a route fails to load at all (e.g. the preload or a lazy module), outside any layout. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <ErrorBox onRetry={() => window.location.reload()} />
    </Container>
  );
}
