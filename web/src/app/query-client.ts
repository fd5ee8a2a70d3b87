import { QueryClient, type QueryObserverOptions } from "@tanstack/react-query";
import { isApiError } from "../api/client";
import { whenPageIdle } from "../components/AfterFirstPaint";

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

/** The longest the first screen's parts wait for its data: a slow or polling query never holds them back longer. */
const SCREEN_DATA_WAIT_MS = 3_000;

/**
 * Calls `then` once no query of the client is fetching (the screen's data has come) and the page is next idle (React
 * has drawn the answers: a transition's slices), or after SCREEN_DATA_WAIT_MS: how the parts that wait for the first
 * screen wait for its data (`waitForScreenData`, components/AfterFirstPaint.tsx).
 */
export const whenQueriesSettle = (queryClient: QueryClient) => (then: () => void) => {
  let done = false;
  let unsubscribe = () => {};
  const finish = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(timer);
    whenPageIdle(then);
  };
  const timer = setTimeout(finish, SCREEN_DATA_WAIT_MS);
  unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() === 0) finish();
  });
  if (queryClient.isFetching() === 0) finish();
};
