import { type Activity, type ActivityPage, activitiesApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeKey } from "../../../api/route-client";
import { typeInEditor } from "../../../test/editor";
import { activity, activityPoll, hexId, member, memberSummary, network, pollOption } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1), time_zone: "Europe/Berlin" }) });
const page = (activities: Activity[]): ActivityPage => ({ activities, next_cursor: null, can: { post: true } });
const streams = {
  [routeKey(activitiesApi.streams)]: () =>
    jsonResponse({
      streams: [{ id: hexId(900), slug: "all", name: "All", path: "/activitystreams/all", subscription_status: null }],
      can: { create_streams: false },
    }),
};

const survey = activity({
  id: hexId(401),
  object: { type: "survey", summary: null },
  content: "<p>Where should the summer party be?</p>",
  poll: activityPoll(),
});

describe("polls in the stream", { timeout: 60_000 }, () => {
  it("posts a poll with its answers and a multiple-choice switch", async () => {
    let body: unknown;
    mockApi({
      ...streams,
      [routeKey(activitiesApi.stream, { slug: "all" })]: () => jsonResponse(page([])),
      [routeKey(activitiesApi.create)]: (init) => {
        body = JSON.parse(String(init.body));
        return jsonResponse(survey, 201);
      },
    });
    renderApp("/activitystreams/all", me);
    const composer = await screen.findByTestId("activity-composer", {}, SLOW);
    fireEvent.click(within(composer).getByText("Poll"));
    typeInEditor(composer, "<p>Where?</p>");
    const inputs = () => within(composer).getAllByTestId("poll-option-input") as HTMLInputElement[];
    expect(inputs()).toHaveLength(2);
    fireEvent.click(within(composer).getByTestId("poll-add-option"));
    expect(inputs()).toHaveLength(3);
    for (const [i, label] of ["Beach", "Park", "Roof"].entries()) {
      fireEvent.change(inputs()[i] as HTMLInputElement, { target: { value: label } });
    }
    fireEvent.click(within(composer).getByRole("button", { name: "Remove answer 2" }));
    expect(inputs().map((i) => i.value)).toEqual(["Beach", "Roof"]);
    fireEvent.click(within(composer).getByLabelText("Several answers may be chosen"));
    const post = within(composer).getByTestId("post-activity");
    await waitFor(() => expect(post.hasAttribute("disabled")).toBe(false), SLOW);
    fireEvent.click(post);

    expect(await screen.findByText("Your post is published.", {}, SLOW)).toBeTruthy();
    expect(body).toEqual({
      stream: "all",
      object_type: "survey",
      content: "<p>Where?</p>",
      tags: [],
      poll: { options: ["Beach", "Roof"], multiple_choice: true, closes_at: null },
    });
    expect(await screen.findByText("Where should the summer party be?", {}, SLOW)).toBeTruthy();
  });

  it("shows the contract's field errors under a poll's answers before posting", async () => {
    let posted = false;
    mockApi({
      ...streams,
      [routeKey(activitiesApi.stream, { slug: "all" })]: () => jsonResponse(page([])),
      [routeKey(activitiesApi.create)]: () => {
        posted = true;
        return jsonResponse(survey, 201);
      },
    });
    renderApp("/activitystreams/all", me);
    const composer = await screen.findByTestId("activity-composer", {}, SLOW);
    fireEvent.click(within(composer).getByText("Poll"));
    typeInEditor(composer, "<p>Where?</p>");
    const [first, second] = within(composer).getAllByTestId("poll-option-input") as HTMLInputElement[];
    fireEvent.change(first as HTMLInputElement, { target: { value: "Same" } });
    fireEvent.change(second as HTMLInputElement, { target: { value: "" } });
    const post = within(composer).getByTestId("post-activity");
    await waitFor(() => expect(post.hasAttribute("disabled")).toBe(false), SLOW);
    fireEvent.click(post);
    expect(await within(composer).findByText("This field is required.", {}, SLOW)).toBeTruthy();
    expect(posted).toBe(false);
  });

  it("votes, shows the results with the reader's choice, changes and withdraws the vote", async () => {
    const votes: unknown[] = [];
    const voted = activityPoll({
      voter_count: 4,
      options: [
        pollOption({
          id: hexId(601),
          label: "Beach",
          vote_count: 3,
          voted: true,
          voters: [memberSummary({ id: hexId(1), displayName: "Me Myself" })],
        }),
        pollOption({ id: hexId(602), label: "Park", vote_count: 1 }),
      ],
    });
    mockApi({
      ...streams,
      [routeKey(activitiesApi.stream, { slug: "all" })]: () => jsonResponse(page([survey])),
      [routeKey(activitiesApi.vote, { id: hexId(401) })]: (init) => {
        const body = JSON.parse(String(init.body)) as { option_ids: string[] };
        votes.push(body);
        return jsonResponse({ ...survey, poll: body.option_ids.length ? voted : activityPoll() });
      },
      [routeKey(activitiesApi.voters, { id: hexId(401), optionId: hexId(601) })]: () =>
        jsonResponse({ members: [memberSummary({ id: hexId(1), displayName: "Me Myself" })] }),
    });
    renderApp("/activitystreams/all", me);
    const poll = await screen.findByTestId("poll", {}, SLOW);
    expect(within(poll).getByTestId("poll-vote").hasAttribute("disabled")).toBe(true);
    fireEvent.click(within(poll).getByLabelText("Beach"));
    fireEvent.click(within(poll).getByTestId("poll-vote"));

    await waitFor(() => expect(within(poll).getAllByTestId("poll-result")).toHaveLength(2), SLOW);
    expect(votes).toEqual([{ option_ids: [hexId(601)] }]);
    expect(
      within(poll)
        .getAllByTestId("poll-share")
        .map((s) => s.textContent),
    ).toEqual(["75 %", "25 %"]);
    expect(within(poll).getByLabelText("Your choice")).toBeTruthy();
    expect(within(poll).getByTestId("poll-summary").textContent).toContain("4 people voted");

    // Who chose an answer, in a dialog.
    fireEvent.click(within(poll).getAllByTestId("poll-votes")[0] as HTMLElement);
    expect(await screen.findByTestId("voters-list", {}, SLOW)).toBeTruthy();
    expect(screen.getByRole("dialog").textContent).toContain("Me Myself");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });

    // Changing shows the choices again, the current one chosen.
    fireEvent.click(within(poll).getByTestId("poll-change"));
    expect((within(poll).getByLabelText("Beach") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(poll).getByText("Cancel"));
    fireEvent.click(within(poll).getByTestId("poll-withdraw"));
    await waitFor(() => expect(votes).toHaveLength(2), SLOW);
    expect(votes[1]).toEqual({ option_ids: [] });
    expect(await within(poll).findByTestId("poll-choices", {}, SLOW)).toBeTruthy();
  });

  it("shows a schedule's real dates and a closed poll's results, with close for its author", async () => {
    let closedBody: unknown;
    const schedule = activity({
      id: hexId(402),
      object: { type: "schedule", summary: null },
      poll: activityPoll({
        kind: "schedule",
        multiple_choice: true,
        closed: true,
        can_vote: false,
        can_close: true,
        voter_count: 2,
        options: [
          pollOption({ id: hexId(611), label: null, starts_at: "2026-07-01", all_day: true, vote_count: 2 }),
          pollOption({
            id: hexId(612),
            label: null,
            starts_at: "2026-07-04T16:00:00.000Z",
            ends_at: "2026-07-04T18:00:00.000Z",
            vote_count: 1,
          }),
        ],
      }),
    });
    mockApi({
      ...streams,
      [routeKey(activitiesApi.stream, { slug: "all" })]: () => jsonResponse(page([schedule])),
      [routeKey(activitiesApi.updatePoll, { id: hexId(402) })]: (init) => {
        closedBody = JSON.parse(String(init.body));
        return jsonResponse({ ...schedule, poll: { ...schedule.poll, closed: false, can_vote: true } });
      },
    });
    renderApp("/activitystreams/all", me);
    const poll = await screen.findByTestId("poll", {}, SLOW);
    expect(within(poll).getByTestId("poll-closed").textContent).toBe("Poll closed");
    const results = within(poll)
      .getAllByTestId("poll-result")
      .map((r) => r.textContent);
    // A whole day as it is; 16:00 UTC is 18:00 in Berlin.
    expect(results[0]).toContain("Wednesday, 1 July 2026");
    expect(results[1]).toContain("Saturday, 4 July 2026, 18:00 – 20:00");
    expect(
      within(poll)
        .getAllByTestId("poll-share")
        .map((s) => s.textContent),
    ).toEqual(["100 %", "50 %"]);
    expect(within(poll).queryByTestId("poll-change")).toBeNull();
    fireEvent.click(within(poll).getByTestId("poll-close"));
    await waitFor(() => expect(closedBody).toEqual({ closed: false }), SLOW);
    expect(await within(poll).findByText("Close poll", {}, SLOW)).toBeTruthy();
  });
});
