import { type Notification, type NotificationPage, notificationsApi, unreadsApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1), time_zone: "Europe/Berlin" }) });
const anna = memberSummary({ id: hexId(5), displayName: "Anna Becker" });

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: hexId(700),
    kind: "like",
    actor: anna,
    actor_count: 1,
    activity: { id: hexId(401), object_type: "note", html_url: `/activities/${hexId(401)}`, excerpt: "Summer party" },
    reply: null,
    read: false,
    created_at: "2026-03-05T08:07:00.000Z",
    updated_at: "2026-03-05T08:07:00.000Z",
    ...overrides,
  };
}
const page = (notifications: Notification[], next: string | null = null): NotificationPage => ({
  notifications,
  next_cursor: next,
});
const noContent = () => new Response(null, { status: 204 });
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0, Notifications: 1 }) };

describe("NotificationsPage", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says who did what with a date, marks unread rows and appends the next page on Load more", async () => {
    const befores: (string | null)[] = [];
    const cursor = `1772698020000_${hexId(701)}`;
    mockApi({
      ...unreads,
      [routeKey(notificationsApi.list)]: (_init, url) => {
        const before = url.searchParams.get("before");
        befores.push(before);
        return jsonResponse(
          before
            ? page([
                notification({
                  id: hexId(702),
                  kind: "mention",
                  read: true,
                  activity: { ...notification().activity, excerpt: "Old news" },
                }),
              ])
            : page(
                [
                  notification({ actor_count: 5 }),
                  notification({
                    id: hexId(701),
                    kind: "answer",
                    read: true,
                    reply: { id: hexId(900), html_url: `/activities/${hexId(401)}/answers/${hexId(900)}` },
                  }),
                ],
                cursor,
              ),
        );
      },
    });
    renderApp("/notifications", me);
    expect(await screen.findByRole("heading", { name: "Notifications" }, SLOW)).toBeTruthy();
    const rows = await screen.findAllByTestId("notification", {}, SLOW);
    expect(rows.map((r) => r.getAttribute("data-unread"))).toEqual(["true", null]);
    expect(rows[0]?.textContent).toContain("Anna Becker and 4 others liked your post “Summer party”");
    expect(rows[0]?.textContent).toContain("Unread");
    expect(rows[1]?.textContent).toContain("Anna Becker answered your question “Summer party”");
    // 08:07 UTC in Berlin, day first in English.
    expect(within(rows[0] as HTMLElement).getByTestId("notification-date").textContent).toBe("05/03/2026 09:07");

    fireEvent.click(screen.getByTestId("load-more"));
    await waitFor(() => expect(screen.getAllByTestId("notification")).toHaveLength(3), SLOW);
    expect(screen.getAllByTestId("notification")[2]?.textContent).toContain("Anna Becker mentioned you in “Old news”");
    expect(befores).toEqual([null, cursor]);
    expect(screen.queryByTestId("load-more")).toBeNull();
  });

  it("marks a notification read when it is opened and goes to what it is about", async () => {
    const read: string[] = [];
    mockApi({
      ...unreads,
      [routeKey(notificationsApi.list)]: () =>
        jsonResponse(
          page([
            notification({
              kind: "reply",
              reply: { id: hexId(900), html_url: `/activities/${hexId(401)}/replies/${hexId(900)}` },
            }),
          ]),
        ),
      [routeKey(notificationsApi.markRead, { id: hexId(700) })]: () => {
        read.push(hexId(700));
        return noContent();
      },
    });
    const { router } = renderApp("/notifications", me);
    fireEvent.click(await screen.findByTestId("notification", {}, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/activities/${hexId(401)}/replies/${hexId(900)}`));
    await waitFor(() => expect(read).toEqual([hexId(700)]));
  });

  it("marks all read", async () => {
    let readAll = false;
    mockApi({
      ...unreads,
      [routeKey(notificationsApi.list)]: () => jsonResponse(page([notification({ read: readAll })])),
      [routeKey(notificationsApi.markAllRead)]: () => {
        readAll = true;
        return noContent();
      },
    });
    renderApp("/notifications", me);
    fireEvent.click(await screen.findByTestId("mark-all-read", {}, SLOW));
    await waitFor(() => expect(screen.getByTestId("notification").getAttribute("data-unread")).toBeNull(), SLOW);
    expect(readAll).toBe(true);
    expect(screen.queryByTestId("mark-all-read")).toBeNull();
  });

  it("says when there is nothing yet", async () => {
    mockApi({ ...unreads, [routeKey(notificationsApi.list)]: () => jsonResponse(page([])) });
    renderApp("/notifications", me);
    expect(await screen.findByText("No notifications yet", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("mark-all-read")).toBeNull();
  });
});
