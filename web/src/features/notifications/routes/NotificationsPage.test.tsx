import {
  type Notification,
  type NotificationPage,
  notificationKind,
  notificationsApi,
  SUBJECT_NOTIFICATION_KINDS,
  unreadsApi,
} from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, memberSummary, network } from "../../../test/fixtures";
import { inAllLanguages } from "../../../test/i18n";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";
import bundle from "../i18n";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1), time_zone: "Europe/Berlin" }) });
const anna = memberSummary({ id: hexId(5), displayName: "Anna Becker" });
const activity = {
  id: hexId(401),
  object_type: "note" as const,
  html_url: `/activities/${hexId(401)}`,
  excerpt: "Summer party",
};

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: hexId(700),
    kind: "like",
    actor: anna,
    actor_count: 1,
    activity,
    subject: null,
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
                  activity: { ...activity, excerpt: "Old news" },
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

  it("says who invited the member or asks to join, with the group's or appointment's name, and leads there", async () => {
    const group = { type: "group" as const, id: hexId(300), title: "Gardening" };
    const subjectRow = (id: number, kind: Notification["kind"], subject: Notification["subject"], read = false) =>
      notification({ id: hexId(id), kind, activity: null, subject, read });
    const read: string[] = [];
    mockApi({
      ...unreads,
      [routeKey(notificationsApi.list)]: () =>
        jsonResponse(
          page([
            subjectRow(710, "group_invite", { ...group, html_url: "/invites" }),
            subjectRow(711, "group_join_request", {
              ...group,
              html_url: "/groups/gardening/administration/join_requests",
            }),
            subjectRow(712, "group_join_approved", { ...group, html_url: "/groups/gardening" }, true),
            subjectRow(713, "group_join_declined", { ...group, html_url: "/groups/gardening" }, true),
            subjectRow(714, "appointment_invite", {
              type: "appointment",
              id: hexId(301),
              title: "Summer party",
              html_url: `/appointments/${hexId(301)}`,
            }),
          ]),
        ),
      [routeKey(notificationsApi.markRead, { id: hexId(711) })]: () => {
        read.push(hexId(711));
        return noContent();
      },
    });
    const { router } = renderApp("/notifications", me);
    const rows = await screen.findAllByTestId("notification", {}, SLOW);
    const sentences = [
      "Anna Becker invited you to join “Gardening”",
      "Anna Becker asks to join “Gardening”",
      "Anna Becker accepted your request to join “Gardening”",
      "Anna Becker declined your request to join “Gardening”",
      "Anna Becker invited you to “Summer party”",
    ];
    sentences.forEach((sentence, i) => {
      expect(rows[i]?.textContent).toContain(sentence);
    });
    expect(rows.map((r) => r.getAttribute("href"))).toEqual([
      "/invites",
      "/groups/gardening/administration/join_requests",
      "/groups/gardening",
      "/groups/gardening",
      `/appointments/${hexId(301)}`,
    ]);
    expect(rows.map((r) => r.getAttribute("data-unread"))).toEqual(["true", "true", null, null, "true"]);
    // The actor's avatar: initials, as Anna has no picture.
    expect(within(rows[0] as HTMLElement).getByText("AB")).toBeTruthy();

    fireEvent.click(rows[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe("/groups/gardening/administration/join_requests"));
    await waitFor(() => expect(read).toEqual([hexId(711)]));
  });

  it("has a sentence for every kind in every language", async () => {
    const subjectKinds = new Set<string>(SUBJECT_NOTIFICATION_KINDS);
    for (const [language, messages] of Object.entries((await inAllLanguages(bundle)).notifications ?? {})) {
      const kinds = (messages as { kinds: Record<string, string> }).kinds;
      for (const kind of notificationKind.options) {
        const sentence = kinds[kind] ?? kinds[`${kind}_one`];
        expect(sentence, `${language}: ${kind}`).toMatch(/\{\{actors\}\}/);
        expect(sentence, `${language}: ${kind}`).toMatch(subjectKinds.has(kind) ? /\{\{title\}\}/ : /\{\{excerpt\}\}/);
      }
    }
  });

  it("says when there is nothing yet", async () => {
    mockApi({ ...unreads, [routeKey(notificationsApi.list)]: () => jsonResponse(page([])) });
    renderApp("/notifications", me);
    expect(await screen.findByText("No notifications yet", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("mark-all-read")).toBeNull();
  });
});
