import { type Activity, type ActivityPage, activitiesApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { typeInEditor } from "../../../test/editor";
import { activity, activityReply, hexId, member, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1), time_zone: "Europe/Berlin" }) });
const page = (activities: Activity[], next: string | null = null, post = true): ActivityPage => ({
  activities,
  next_cursor: next,
  can: { post },
});
const streams = {
  [routeKey(activitiesApi.streams)]: () =>
    jsonResponse({
      streams: [
        { id: hexId(900), slug: "all", name: "Everyone", path: "/activitystreams/all", subscription_status: null },
      ],
      can: { create_streams: false },
    }),
};

describe("StreamPage", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the stream's cards with real dates and appends the next page on Load more", async () => {
    const befores: (string | null)[] = [];
    mockApi({
      ...streams,
      [routeKey(activitiesApi.stream, { slug: "all" })]: (_init, url) => {
        const before = url.searchParams.get("before");
        befores.push(before);
        return jsonResponse(
          before
            ? page([activity({ id: hexId(403), content: "<p>Third</p>" })])
            : page(
                [
                  activity({ id: hexId(401), content: "<p>First</p>", object: { type: "question", summary: null } }),
                  activity({ id: hexId(402), content: "<p>Second</p>" }),
                ],
                hexId(402),
              ),
        );
      },
    });
    renderApp("/activitystreams/all", me);
    expect(await screen.findByRole("heading", { name: "All activities" }, SLOW)).toBeTruthy();
    const cards = await screen.findAllByTestId("activity-card", {}, SLOW);
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByTestId("activity-content").textContent).toBe("First");
    expect(first.getByTestId("entry-author").textContent).toBe("Anna Author");
    // 08:07 UTC in Berlin, day first in English.
    expect(first.getByTestId("entry-date").textContent).toBe("05/03/2026 09:07");
    expect(first.getByTestId("question-badge")).toBeTruthy();
    expect(screen.getByTestId("activity-composer")).toBeTruthy();

    fireEvent.click(screen.getByTestId("load-more"));
    await waitFor(() => expect(screen.getAllByTestId("activity-card")).toHaveLength(3), SLOW);
    expect(screen.getAllByTestId("activity-content").map((c) => c.textContent)).toEqual(["First", "Second", "Third"]);
    expect(befores).toEqual([null, hexId(402)]);
    expect(screen.queryByTestId("load-more")).toBeNull();
  });

  it("shows an appointment posted to the stream as its title, dates and place", async () => {
    const posted = activity({
      id: hexId(410),
      content: "",
      object: {
        type: "appointment",
        summary: {
          id: hexId(411),
          title: "Company party",
          html_url: `/appointments/${hexId(411)}`,
          starts_at: "2026-12-04T17:00:00.000Z",
          ends_at: "2026-12-04T22:00:00.000Z",
          all_day: false,
          time_zone: "Europe/Berlin",
          location: "Rooftop terrace",
        },
      },
    });
    const allDay = activity({
      id: hexId(412),
      content: "",
      object: {
        type: "appointment",
        summary: {
          id: hexId(413),
          title: "Health day",
          html_url: `/appointments/${hexId(413)}`,
          starts_at: "2026-12-07",
          ends_at: "2026-12-08",
          all_day: true,
          time_zone: "Europe/Berlin",
          location: null,
        },
      },
    });
    mockApi({
      ...streams,
      [routeKey(activitiesApi.stream, { slug: "all" })]: () => jsonResponse(page([posted, allDay])),
    });
    renderApp("/activitystreams/all", me);
    const boxes = await screen.findAllByTestId("activity-object", {}, SLOW);
    const party = within(boxes[0] as HTMLElement);
    expect(party.getByRole("link", { name: "Company party" }).getAttribute("href")).toBe(`/appointments/${hexId(411)}`);
    // 17:00 UTC is 18:00 in Berlin, the member's zone.
    expect(party.getByTestId("activity-object-date").textContent).toBe("Friday, 4 December 2026, 18:00 – 23:00");
    expect(party.getByText("Rooftop terrace")).toBeTruthy();
    // An all-day appointment's days, the last one included.
    expect(within(boxes[1] as HTMLElement).getByTestId("activity-object-date").textContent).toBe(
      "Monday, 7 December 2026 – Tuesday, 8 December 2026",
    );
    expect(screen.queryAllByTestId("activity-content")).toHaveLength(0);
  });

  it("posts a question with its tags and shows it on top", async () => {
    let body: unknown;
    mockApi({
      ...streams,
      [routeKey(activitiesApi.stream, { slug: "all" })]: () => jsonResponse(page([activity({ id: hexId(401) })])),
      [routeKey(activitiesApi.findTags)]: () => jsonResponse([{ id: hexId(77), name: "planning" }]),
      [routeKey(activitiesApi.create)]: (init) => {
        body = JSON.parse(String(init.body));
        return jsonResponse(
          activity({ id: hexId(450), content: "<p>Who joins?</p>", object: { type: "question", summary: null } }),
          201,
        );
      },
    });
    renderApp("/activitystreams/all", me);
    const composer = await screen.findByTestId("activity-composer", {}, SLOW);
    const post = within(composer).getByTestId("post-activity");
    expect(post.hasAttribute("disabled")).toBe(true);
    fireEvent.click(within(composer).getByText("Question"));
    typeInEditor(composer, "<p>Who joins?</p>");
    const tags = within(composer).getByTestId("activity-tags-input");
    // Mantine ignores changes to an input without focus (autofill); a person focuses it by typing.
    tags.focus();
    fireEvent.change(tags, { target: { value: "planning" } });
    fireEvent.keyDown(tags, { key: "Enter" });
    await waitFor(() => expect(post.hasAttribute("disabled")).toBe(false), SLOW);
    fireEvent.click(post);

    // Said in the composer beside Post, not in a toast that would cover the new post's Reply button.
    const published = await within(composer).findByText("Your post is published.", {}, SLOW);
    expect(published.closest("[role=status]")).toBeTruthy();
    expect(screen.queryByTestId("toast-saved")).toBeNull();
    expect(body).toEqual({ stream: "all", object_type: "question", content: "<p>Who joins?</p>", tags: ["planning"] });
    const contents = screen.getAllByTestId("activity-content").map((c) => c.textContent);
    expect(contents[0]).toBe("Who joins?");
    expect(contents).toHaveLength(2);
  });

  it("navigates to a filter and keeps the tag, which shows as a removable chip", async () => {
    const calls: string[] = [];
    mockApi({
      ...streams,
      [routeKey(activitiesApi.stream, { slug: "all" })]: (_init, url) => {
        calls.push(`all ${url.searchParams.get("tag")}`);
        return jsonResponse(page([activity()]));
      },
      [routeKey(activitiesApi.streamFiltered, { slug: "all", filter: "mine" })]: (_init, url) => {
        calls.push(`mine ${url.searchParams.get("tag")}`);
        return jsonResponse(page([]));
      },
    });
    const { router } = renderApp("/activitystreams/all?tag=planning", me);
    expect((await screen.findByTestId("active-tag", {}, SLOW)).textContent).toContain("Tagged #planning");
    fireEvent.click(await screen.findByTestId("stream-filter-mine", {}, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe("/activitystreams/all/mine"), SLOW);
    expect(router.state.location.search).toBe("?tag=planning");
    expect(await screen.findByText("No activities match this filter.", {}, SLOW)).toBeTruthy();
    expect(calls).toEqual(["all planning", "mine planning"]);
  });

  it("toggles a like and names the likers", async () => {
    const likers = [
      memberSummary({ id: hexId(5), displayName: "Anna" }),
      memberSummary({ id: hexId(6), displayName: "Ben" }),
    ];
    mockApi({
      ...streams,
      [routeKey(activitiesApi.stream, { slug: "all" })]: () =>
        jsonResponse(page([activity({ id: hexId(401), like_count: 5, likers })])),
      [routeKey(activitiesApi.like, { id: hexId(401) })]: () => jsonResponse({ liked: true, like_count: 6 }),
      [routeKey(activitiesApi.likers, { id: hexId(401) })]: () => jsonResponse({ members: likers }),
    });
    renderApp("/activitystreams/all", me);
    expect((await screen.findByTestId("likers-summary", {}, SLOW)).textContent).toBe("Anna, Ben and 3 others");
    fireEvent.click(screen.getByTestId("like-button"));
    await waitFor(() => expect(screen.getByTestId("like-button").textContent).toBe("Unlike"), SLOW);
    expect(screen.getByTestId("like-button").getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("likers-summary").textContent).toBe("Anna, Ben, Ada Lovelace and 3 others");
    fireEvent.click(screen.getByTestId("likers-summary"));
    const list = await screen.findByTestId("likers-list", {}, SLOW);
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Anna", "Ben"]);
  });

  it("posts a reply quoting another and shows it under the activity", async () => {
    const earlier = activityReply({ id: hexId(501), activity_id: hexId(401), content: "<p>Earlier</p>" });
    let body: unknown;
    mockApi({
      ...streams,
      [routeKey(activitiesApi.stream, { slug: "all" })]: () =>
        jsonResponse(page([activity({ id: hexId(401), reply_count: 5, replies: [earlier] })])),
      [routeKey(activitiesApi.reply, { activityId: hexId(401), type: "replies" })]: (init) => {
        body = JSON.parse(String(init.body));
        return jsonResponse(
          activityReply({
            id: hexId(502),
            activity_id: hexId(401),
            content: "<p>Thanks</p>",
            quoted_reply: { id: earlier.id, author: earlier.author, content: earlier.content },
          }),
          201,
        );
      },
    });
    renderApp("/activitystreams/all", me);
    const card = await screen.findByTestId("activity-card", {}, SLOW);
    expect(within(card).getByTestId("show-all-replies").getAttribute("href")).toBe(`/activities/${hexId(401)}`);
    expect(within(card).getByTestId("show-all-replies").textContent).toBe("Show all 5 replies");
    fireEvent.click(within(card).getByTestId("quote-reply"));
    const composer = await within(card).findByTestId("reply-composer", {}, SLOW);
    expect(within(composer).getByTestId("quoted-reply").textContent).toContain("Earlier");
    typeInEditor(composer, "<p>Thanks</p>");
    const send = within(composer).getByTestId("post-reply");
    await waitFor(() => expect(send.hasAttribute("disabled")).toBe(false), SLOW);
    fireEvent.click(send);

    expect(await screen.findByText("Reply posted.", {}, SLOW)).toBeTruthy();
    expect(body).toEqual({ content: "<p>Thanks</p>", quotedReplyId: hexId(501) });
    const replies = within(card).getAllByTestId("activity-reply");
    expect(replies).toHaveLength(2);
    expect(within(replies[1] as HTMLElement).getByTestId("reply-content").textContent).toBe("Thanks");
    expect(within(replies[1] as HTMLElement).getByTestId("quoted-reply").textContent).toContain("Earlier");
    expect(within(card).getByTestId("reply-count").textContent).toBe("6 replies");
  });
});
