import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, whenQueriesSettle } from "./query-client";

afterEach(() => {
  vi.useRealTimers();
});

describe("waiting for the first screen's data", () => {
  it("goes on once no query is fetching any more", async () => {
    const queryClient = createQueryClient();
    let answer: (value: string) => void = () => {};
    void queryClient.prefetchQuery({ queryKey: ["screen"], queryFn: () => new Promise<string>((r) => (answer = r)) });
    const then = vi.fn();
    whenQueriesSettle(queryClient)(then);
    await Promise.resolve();
    expect(then).not.toHaveBeenCalled();
    answer("data");
    await vi.waitFor(() => expect(then).toHaveBeenCalledOnce());
    // Later fetches do not call it again.
    await queryClient.prefetchQuery({ queryKey: ["later"], queryFn: async () => "more" });
    expect(then).toHaveBeenCalledOnce();
  });

  it("goes on at once when nothing is fetching", async () => {
    const then = vi.fn();
    whenQueriesSettle(createQueryClient())(then);
    await vi.waitFor(() => expect(then).toHaveBeenCalledOnce());
  });

  it("waits three seconds at most for a query that does not answer", () => {
    vi.useFakeTimers();
    const queryClient = createQueryClient();
    void queryClient.prefetchQuery({ queryKey: ["stuck"], queryFn: () => new Promise<string>(() => {}) });
    const then = vi.fn();
    whenQueriesSettle(queryClient)(then);
    vi.advanceTimersByTime(2_999);
    expect(then).not.toHaveBeenCalled();
    // The wait's end, then the page's next idle moment (a task here).
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(then).toHaveBeenCalledOnce();
  });
});
