import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryError } from "./QueryState";

interface ErrorBoxProps {
  onRetry?: () => void;
}

/** The generic error box shown when a part of the page crashes: a failed load's box with the generic text. */
export function ErrorBox({ onRetry }: ErrorBoxProps) {
  const { t } = useTranslation();
  return <QueryError error={null} message={t("errors.boundaryText")} onRetry={onRetry} />;
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
