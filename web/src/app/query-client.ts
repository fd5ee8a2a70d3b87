import { QueryClient, type QueryObserverOptions } from "@tanstack/react-query";
import { isApiError } from "../api/client";

/** Client errors (4xx) will not change on retry; only flaky network or server errors are retried. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

/** The app's query client; tests pass `queries` to change a default (no retries) and keep the others. */
export function createQueryClient(queries: Pick<QueryObserverOptions, "retry" | "staleTime"> = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        // A screen hands its query to a layout's render prop (`<GroupLayout>{() => <QueryState query={query} />}`),
        // which reads the result only once the layout has loaded. With tracked properties the screen would then be
        // subscribed to `data` alone, miss a 404 that came first, and stay on its loader.
        notifyOnChangeProps: "all",
        ...queries,
      },
      mutations: { retry: false },
    },
  });
}
