import { type InfiniteData, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { patchActivity } from "./api";

type Page = { activities: { id: string; content: string }[]; next_cursor: null };
const KEY = ["activities", "list", "all"];
const page = (content: string): InfiniteData<Page, undefined> => ({
  pages: [{ activities: [{ id: "a1", content }], next_cursor: null }],
  pageParams: [undefined],
});
const shown = (client: QueryClient) => client.getQueryData<InfiniteData<Page>>(KEY)?.pages[0]?.activities[0]?.content;

describe("patchActivity", () => {
  it("keeps an edit on screen when a list fetched meanwhile answers with the activity as it was", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(KEY, page("before"));
    // The server's list: the old text while the fetch started before the edit is under way, the new one after it.
    let serverText = "before";
    let answerSlowFetch: () => void = () => {};
    let calls = 0;
    const queryFn = () => {
      calls++;
      const text = serverText;
      if (calls > 1) return Promise.resolve(page(text).pages[0] as Page);
      return new Promise<Page>((resolve) => {
        answerSlowFetch = () => resolve(page(text).pages[0] as Page);
      });
    };
    const observed = client.fetchInfiniteQuery({ queryKey: KEY, queryFn, initialPageParam: undefined }).catch(() => {});

    serverText = "after";
    await patchActivity(client, "a1", (a) => ({ ...a, content: "after" }) as never);
    answerSlowFetch();
    await observed;
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(shown(client)).toBe("after");
  });

  it("lets a live update patch without restarting the lists being fetched", async () => {
    const client = new QueryClient();
    client.setQueryData(KEY, page("before"));
    let answer: () => void = () => {};
    const fetching = client.fetchInfiniteQuery({
      queryKey: KEY,
      queryFn: () => new Promise<Page>((resolve) => (answer = () => resolve(page("fresh").pages[0] as Page))),
      initialPageParam: undefined,
    });
    await patchActivity(client, "a1", (a) => ({ ...a, content: "live" }) as never, { restartFetches: false });
    expect(shown(client)).toBe("live");
    expect(client.isFetching({ queryKey: KEY })).toBe(1);
    answer();
    await fetching;
    expect(shown(client)).toBe("fresh");
  });
});
