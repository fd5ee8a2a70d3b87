import { blogsApi, calendarsApi } from "@intranet/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { FEED_TOKEN_KEY } from "../../lib/feed-token";
import { hexId, member, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";

const SLOW = { timeout: 15_000 };
const blogId = hexId(10);
const reader = network({ current_member: member({ id: hexId(1) }) });

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe("a blog's RSS feed button", () => {
  it("makes the feed token when the tab has none, then shows the feed address to copy", async () => {
    let created = 0;
    mockApi({
      [routeKey(blogsApi.articles, { blogId })]: () =>
        jsonResponse({
          articles: [],
          meta: { page: 1, per_page: 10, total_count: 0 },
          can: { create: false },
          blog: { id: blogId, title: "Company news", channel: null },
        }),
      [routeKey(blogsApi.show, { id: blogId })]: () => jsonResponse({}, 404),
      [routeKey(calendarsApi.createFeedToken)]: () => {
        created += 1;
        return jsonResponse({ token: "tok/en+1", created_at: "2026-06-01T09:00:00.000Z" }, 201);
      },
    });
    renderApp(`/blogs/${blogId}/articles`, reader);
    fireEvent.click(await screen.findByTestId("blog-rss", {}, SLOW));
    const dialog = await screen.findByTestId("blog-rss-dialog");
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Create feed address" }));
    const address = (await within(dialog).findByRole("textbox", { name: "Feed address" })) as HTMLInputElement;
    expect(created).toBe(1);
    expect(address.value).toBe(`${window.location.origin}/blogs/${blogId}/articles.rss?auth_token=tok%2Fen%2B1`);
    expect(window.sessionStorage.getItem(FEED_TOKEN_KEY)).toBe("tok/en+1");
  });
});
