import { activitiesApi, groupsApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { typeInEditor } from "../../../test/editor";
import { activity, group as groupFixture, hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({
  current_member: member({ id: hexId(1) }),
  my_groups: [{ id: hexId(5), slug: "book-club", name: "Book Club", group_category_id: hexId(6) }],
});

const group = groupFixture();

describe("GroupHomePage", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the group's stream with its composer, posting to the group", async () => {
    let body: unknown;
    mockApi({
      [routeKey(groupsApi.navigation, { slug: "book-club" })]: () => jsonResponse({ group, tabs: [] }),
      [routeKey(activitiesApi.groupStream, { groupSlug: "book-club", slug: "all" })]: () =>
        jsonResponse({
          activities: [activity({ content: "<p>Chapter one</p>" })],
          next_cursor: null,
          can: { post: true },
        }),
      [routeKey(activitiesApi.create)]: (init) => {
        body = JSON.parse(String(init.body));
        return jsonResponse(activity({ id: hexId(450), content: "<p>Chapter two</p>" }), 201);
      },
    });
    renderApp("/groups/book-club", me);
    const stream = await screen.findByTestId("group-activity-stream", {}, SLOW);
    expect(within(stream).getByTestId("group-stream-link").getAttribute("href")).toBe(
      "/groups/book-club/activitystreams/all",
    );
    expect((await within(stream).findByTestId("activity-content", {}, SLOW)).textContent).toBe("Chapter one");
    const composer = within(stream).getByTestId("activity-composer");
    typeInEditor(composer, "<p>Chapter two</p>");
    const post = within(composer).getByTestId("post-activity");
    await waitFor(() => expect(post.hasAttribute("disabled")).toBe(false), SLOW);
    fireEvent.click(post);
    await waitFor(() => expect(screen.getAllByTestId("activity-content")).toHaveLength(2), SLOW);
    expect(body).toEqual({ group_id: hexId(5), object_type: "note", content: "<p>Chapter two</p>", tags: [] });
  });
});

describe("GroupHomePage membership", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("takes the post box away after leaving and offers it again after joining", async () => {
    let member = true;
    const left = groupFixture({
      membership_status_of_current_member: "no_member",
      can: { ...group.can, leave: false, join: true },
    });
    mockApi({
      [routeKey(groupsApi.navigation, { slug: "book-club" })]: () =>
        jsonResponse({ group: member ? group : left, tabs: [] }),
      [routeKey(activitiesApi.groupStream, { groupSlug: "book-club", slug: "all" })]: () =>
        jsonResponse({ activities: [], next_cursor: null, can: { post: member } }),
      [routeKey(groupsApi.leave, { slug: "book-club" })]: () => {
        member = false;
        return jsonResponse({ membership_status_of_current_member: "no_member" });
      },
      [routeKey(groupsApi.join, { slug: "book-club" })]: () => {
        member = true;
        return jsonResponse({ membership_status_of_current_member: "member" });
      },
    });
    renderApp("/groups/book-club", me);
    const stream = await screen.findByTestId("group-activity-stream", {}, SLOW);
    await within(stream).findByTestId("activity-composer", {}, SLOW);
    fireEvent.click(screen.getByTestId("group-leave"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));
    await screen.findByTestId("group-join", {}, SLOW);
    await waitFor(() => expect(screen.queryByTestId("activity-composer")).toBeNull(), SLOW);
    fireEvent.click(screen.getByTestId("group-join"));
    await screen.findByTestId("group-leave", {}, SLOW);
    expect(await screen.findByTestId("activity-composer", {}, SLOW)).toBeTruthy();
  });
});
