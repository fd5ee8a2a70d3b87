import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface ErrorBoxProps {
  onRetry?: () => void;
}

/** The generic error box shown when a part of the page crashes or fails to load. */
export function ErrorBox({ onRetry }: ErrorBoxProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={t("errors.boundaryTitle")} data-testid="error-box">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("errors.boundaryText")}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t("common.tryAgain")}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback?: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback ?? <ErrorBox onRetry={() => this.setState({ error: null })} />;
  }
}
