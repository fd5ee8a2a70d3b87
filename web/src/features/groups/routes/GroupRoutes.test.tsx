import { activitiesApi, circularsApi, groupsApi, notificationsApi } from "@intranet/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeKey } from "../../../api/route-client";
import { activity, group as groupFixture, hexId, member, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const group = groupFixture();
const me = network({
  current_member: member({ id: hexId(1) }),
  my_groups: [{ id: group.id, slug: group.slug, name: group.name, group_category_id: group.group_category_id }],
});
const inGroup = activity({
  id: hexId(460),
  content: "<p>Chapter three</p>",
  context: { type: "group", slug: "book-club", name: "Book Club", path: "/groups/book-club/activitystreams/all" },
});
const stream = { activities: [inGroup], next_cursor: null, can: { post: false } };

function mockGroup() {
  mockApi({
    [routeKey(groupsApi.navigation, { slug: "book-club" })]: () => jsonResponse({ group, tabs: [] }),
    [routeKey(activitiesApi.groupStream, { groupSlug: "book-club", slug: "all" })]: () => jsonResponse(stream),
    [routeKey(activitiesApi.stream, { slug: "all" })]: () => jsonResponse({ ...stream, activities: [] }),
    [routeKey(activitiesApi.streams)]: () => jsonResponse({ streams: [], can: { create_streams: false } }),
    [routeKey(activitiesApi.show, { id: inGroup.id })]: () => jsonResponse(inGroup),
    [routeKey(activitiesApi.show, { id: hexId(461) })]: () => jsonResponse(activity({ id: hexId(461) })),
    [routeKey(notificationsApi.groupList, { slug: "book-club" })]: () =>
      jsonResponse({
        notifications: [
          {
            id: hexId(700),
            kind: "mention",
            actor: memberSummary({ id: hexId(7), displayName: "Anna Becker" }),
            actor_count: 1,
            activity: {
              id: inGroup.id,
              object_type: "note",
              html_url: `/activities/${inGroup.id}`,
              excerpt: "Chapter three",
            },
            subject: null,
            reply: null,
            read: false,
            created_at: "2026-03-05T08:07:00.000Z",
            updated_at: "2026-03-05T08:07:00.000Z",
          },
        ],
        next_cursor: null,
      }),
    [routeKey(circularsApi.groupList, { slug: "book-club" })]: () =>
      jsonResponse({
        circulars: [
          {
            id: hexId(800),
            title: "Reading list",
            excerpt: "Bring a book.",
            author: memberSummary({ id: hexId(7), displayName: "Anna Becker" }),
            created_at: "2026-03-05T08:07:00.000Z",
            confirmed: false,
            confirmed_at: null,
            sent_by_me: false,
            group: { id: group.id, name: group.name, slug: group.slug },
            path: `/rundschreiben/${hexId(800)}`,
          },
        ],
        next_cursor: null,
        can: { create: false },
      }),
  });
}

describe("the spec's routes under a group", { timeout: 60_000 }, () => {
  it("opens the group's stream at /groups/{slug}/activitystreams", async () => {
    mockGroup();
    const { router } = renderApp("/groups/book-club/activitystreams", me);
    expect((await screen.findByTestId("activity-content", {}, SLOW)).textContent).toBe("Chapter three");
    expect(router.state.location.pathname).toBe("/groups/book-club/activitystreams/all");
    expect(screen.getByRole("heading", { name: "Book Club" })).toBeTruthy();
  });

  it("shows a group's activity and a reply's deep link under the group's header", async () => {
    mockGroup();
    renderApp(`/groups/book-club/activities/${inGroup.id}/replies/${hexId(999)}`, me);
    expect((await screen.findByTestId("activity-content", {}, SLOW)).textContent).toBe("Chapter three");
    expect(screen.getByRole("heading", { name: "Book Club" })).toBeTruthy();
    expect(screen.getByTestId("activity-back").getAttribute("href")).toBe("/groups/book-club/activitystreams/all");
  });

  it("sends an activity of another place to its own address", async () => {
    mockGroup();
    const { router } = renderApp(`/groups/book-club/activities/${hexId(461)}`, me);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/activities/${hexId(461)}`), SLOW);
  });

  it("lists the group's circulars at /groups/{slug}/rundschreiben", async () => {
    mockGroup();
    renderApp("/groups/book-club/rundschreiben", me);
    expect((await screen.findByText("Reading list", {}, SLOW)).closest("a")?.getAttribute("href")).toBe(
      `/rundschreiben/${hexId(800)}`,
    );
    expect(screen.getByRole("heading", { name: "Book Club" })).toBeTruthy();
  });

  it("lists the member's notifications about the group at /groups/{slug}/notifications", async () => {
    mockGroup();
    renderApp("/groups/book-club/notifications", me);
    const list = await screen.findByTestId("notification-list", {}, SLOW);
    expect(list.textContent).toContain("Chapter three");
    expect(screen.getByRole("heading", { name: "Book Club" })).toBeTruthy();
    // Marking all read would reach beyond the group: not offered here.
    expect(screen.queryByTestId("mark-all-read")).toBeNull();
  });

  it("opens the stream everyone reads at /activities", async () => {
    mockGroup();
    const { router } = renderApp("/activities", me);
    expect(await screen.findByRole("heading", { name: "All activities" }, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/activitystreams/all");
  });
});
