import { type Activity, type ActivityPage, activitiesApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Channel } from "phoenix";
import { describe, expect, it } from "vitest";
import { relayEvents } from "../../../api/realtime";
import { routeKey } from "../../../api/route-client";
import { activity, activityReply, hexId, member, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1) }) });
const page = (activities: Activity[]): ActivityPage => ({ activities, next_cursor: null, can: { post: true } });

/** A socket topic as the realtime module relays it: what the server pushes reaches every listener. */
function topic(name: string) {
  const channel = { onMessage: (_event: string, payload: unknown) => payload } as unknown as Channel;
  relayEvents(channel, name);
  return (event: string, payload: object) => channel.onMessage(event, payload, 0);
}

describe("a stream that updates live", { timeout: 60_000 }, () => {
  it("offers others' new posts as a notice that shows them, and refreshes a liked and replied card in place", async () => {
    const first = activity({ id: hexId(401), content: "<p>First</p>" });
    const fresh = activity({ id: hexId(402), content: "<p>Fresh news</p>" });
    let listed = [first];
    const changed: Activity = {
      ...first,
      like_count: 1,
      likers: [memberSummary({ id: hexId(7), displayName: "Ben Reader" })],
      reply_count: 1,
      replies: [activityReply({ id: hexId(501), activity_id: first.id, content: "<p>Well said</p>" })],
    };
    mockApi({
      [routeKey(activitiesApi.streams)]: () => jsonResponse({ streams: [], can: { create_streams: false } }),
      [routeKey(activitiesApi.stream, { slug: "all" })]: () => jsonResponse(page(listed)),
      [routeKey(activitiesApi.show, { id: first.id })]: () => jsonResponse(changed),
    });
    renderApp("/activitystreams/all", me);
    expect(await screen.findByText("First", {}, SLOW)).toBeTruthy();
    const push = topic("activities:all");

    // My own post is mine already; another member's waits under a notice, and the list stays as it was.
    push("activity_created", { id: hexId(403), group_id: null, stream_slug: "all", author_id: hexId(1) });
    push("activity_created", { id: fresh.id, group_id: null, stream_slug: "all", author_id: hexId(7) });
    // A group the member is not in is not in their stream `all`.
    push("activity_created", { id: hexId(404), group_id: hexId(99), stream_slug: "all", author_id: hexId(7) });
    const notice = await screen.findByTestId("fresh-activities", {}, SLOW);
    expect(notice.textContent).toBe("1 new post");
    expect(screen.getAllByTestId("activity-content").map((c) => c.textContent)).toEqual(["First"]);

    listed = [fresh, first];
    fireEvent.click(notice);
    await waitFor(
      () =>
        expect(screen.getAllByTestId("activity-content").map((c) => c.textContent)).toEqual(["Fresh news", "First"]),
      SLOW,
    );
    expect(screen.queryByTestId("fresh-activities")).toBeNull();

    push("activity_changed", { id: first.id, group_id: null, stream_slug: "all", change: "reply", actor_id: hexId(7) });
    const card = within(screen.getAllByTestId("activity-card")[1] as HTMLElement);
    expect((await card.findByTestId("reply-content", {}, SLOW)).textContent).toBe("Well said");
    expect(card.getByTestId("likers-summary").textContent).toContain("Ben Reader");
  });

  it("shows every mention, in a post and in a reply, as a link to the member's profile", async () => {
    const span = (id: number, name: string) =>
      `<span data-type="mention" data-id="${hexId(id)}" data-label="${name}">@${name}</span>`;
    const named = activity({
      id: hexId(405),
      content: `<p>Thanks ${span(8, "Elias Neumann")}</p>`,
      reply_count: 1,
      replies: [
        activityReply({ id: hexId(502), activity_id: hexId(405), content: `<p>${span(9, "Anna Becker")}</p>` }),
      ],
    });
    mockApi({
      [routeKey(activitiesApi.streams)]: () => jsonResponse({ streams: [], can: { create_streams: false } }),
      [routeKey(activitiesApi.stream, { slug: "all" })]: () => jsonResponse(page([named])),
    });
    const { router } = renderApp("/activitystreams/all", me);
    const post = await screen.findByRole("link", { name: "@Elias Neumann" }, SLOW);
    expect(post.getAttribute("href")).toBe(`/members/${hexId(8)}`);
    const inReply = within(screen.getByTestId("reply-content")).getByRole("link", { name: "@Anna Becker" });
    expect(inReply.getAttribute("href")).toBe(`/members/${hexId(9)}`);
    fireEvent.click(inReply);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/members/${hexId(9)}`), SLOW);
  });
});
