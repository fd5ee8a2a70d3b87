import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconMapQuestion } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../api/client";
import { EmptyState } from "./EmptyState";
import { errorText } from "./field-errors";
import { PageLoader } from "./PageLoader";

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, "isPending" | "isError" | "error" | "data" | "refetch">;
  /** When the data counts as empty (e.g. an empty list), the empty state shows instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** What a 404 shows; by default the not-found text (also for what the member may not see). */
  notFound?: ReactNode;
  /** A 403 shows as a 404 (a screen the member may not use, with nothing of it drawn). */
  forbiddenAsNotFound?: boolean;
  /** A screen's own text for a failed load; by default the error code, translated. */
  errorMessage?: ReactNode;
  /** Left out where a page returns early: `if (!query.isSuccess) return <QueryState query={query} />`. */
  children?: (data: T) => ReactNode;
}

/** The one place a query's loading, error, not-found and empty states are drawn. */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  notFound,
  forbiddenAsNotFound = false,
  errorMessage,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : null;
    if (status === 404 || (forbiddenAsNotFound && status === 403)) {
      return (
        notFound ?? (
          <EmptyState
            title={t("errors.notFoundTitle")}
            description={t("errors.notFoundText")}
            icon={<IconMapQuestion />}
          />
        )
      );
    }
    // Asking again does not change a refusal: no retry for a 403.
    const retry = status === 403 ? undefined : () => void query.refetch();
    return <QueryError error={query.error} message={errorMessage} onRetry={retry} />;
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return empty ?? <EmptyState />;
  return children ? children(data) : null;
}

/** A failed load: its translated code and a retry button. */
export function QueryError({ error, message, onRetry }: { error: unknown; message?: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={t("errors.boundaryTitle")} data-testid="error-box">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message ?? errorText(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t("common.tryAgain")}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
