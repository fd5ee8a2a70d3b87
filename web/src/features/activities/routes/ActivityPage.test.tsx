import { activitiesApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { typeInEditor } from "../../../test/editor";
import { activity, activityReply, hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1) }) });
const question = activity({
  id: hexId(401),
  object: { type: "question", summary: null },
  answer_count: 2,
  replies: [
    activityReply({
      id: hexId(501),
      activity_id: hexId(401),
      type: "answers",
      content: "<p>One</p>",
      can: { update: false, destroy: false, accept: true },
    }),
    activityReply({
      id: hexId(502),
      activity_id: hexId(401),
      type: "answers",
      content: "<p>Two</p>",
      can: { update: true, destroy: true, accept: true },
    }),
  ],
  can: { update: true, destroy: true, reply: true, like: true },
});

describe("ActivityPage", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("scrolls to the deep-linked answer and highlights it", async () => {
    mockApi({ [routeKey(activitiesApi.show, { id: hexId(401) })]: () => jsonResponse(question) });
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView");
    renderApp(`/activities/${hexId(401)}/answers/${hexId(502)}`, me);
    const answers = await screen.findAllByTestId("activity-reply", {}, SLOW);
    expect(answers).toHaveLength(2);
    await waitFor(() => expect(answers[1]?.getAttribute("data-highlighted")).toBe("true"), SLOW);
    expect(answers[1]?.id).toBe(`reply-${hexId(502)}`);
    expect(answers[0]?.getAttribute("data-highlighted")).toBeNull();
    expect(scroll.mock.contexts).toContain(answers[1]);
    // The activity's page opens its answer composer.
    expect(screen.getByTestId("reply-composer")).toBeTruthy();
  });

  it("shows the not-found state for an unknown activity", async () => {
    mockApi({});
    renderApp(`/activities/${hexId(499)}`, me);
    expect(await screen.findByText("This activity does not exist or is not visible to you.", {}, SLOW)).toBeTruthy();
  });

  it("lets the question's author accept an answer and deletes an answer after asking", async () => {
    let deleted = false;
    mockApi({
      [routeKey(activitiesApi.show, { id: hexId(401) })]: () => jsonResponse(question),
      [routeKey(activitiesApi.acceptAnswer, { activityId: hexId(401), type: "answers", replyId: hexId(501) })]: () =>
        jsonResponse({ ...question, accepted_answer_id: hexId(501) }),
      [routeKey(activitiesApi.destroyReply, { activityId: hexId(401), type: "answers", replyId: hexId(502) })]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    renderApp(`/activities/${hexId(401)}`, me);
    const answers = await screen.findAllByTestId("activity-reply", {}, SLOW);
    fireEvent.click(within(answers[0] as HTMLElement).getByTestId("accept-answer"));
    expect(await within(answers[0] as HTMLElement).findByTestId("accepted-answer", {}, SLOW)).toBeTruthy();
    expect(within(answers[0] as HTMLElement).getByTestId("accept-answer").textContent).toBe("Unaccept answer");

    fireEvent.click(within(answers[1] as HTMLElement).getByTestId("reply-menu"));
    fireEvent.click(await screen.findByTestId("reply-menu-delete", {}, SLOW));
    fireEvent.click(await screen.findByTestId("confirm-ok", {}, SLOW));
    await waitFor(() => expect(screen.getAllByTestId("activity-reply")).toHaveLength(1), SLOW);
    expect(deleted).toBe(true);
    expect(screen.getByTestId("reply-count").textContent).toBe("1 answer");
  });

  it("asks before leaving while an answer is typed", async () => {
    mockApi({ [routeKey(activitiesApi.show, { id: hexId(401) })]: () => jsonResponse(question) });
    const { router } = renderApp(`/activities/${hexId(401)}`, me);
    const composer = await screen.findByTestId("reply-composer", {}, SLOW);
    typeInEditor(composer, "<p>Half an answer</p>");
    await waitFor(() => expect(within(composer).getByTestId("post-reply").hasAttribute("disabled")).toBe(false), SLOW);
    fireEvent.click(screen.getByTestId("activity-back"));
    expect(await screen.findByText("Your text has not been posted yet and will be lost.", {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/activities/${hexId(401)}`);
    fireEvent.click(screen.getByTestId("confirm-ok"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/activitystreams/all"), SLOW);
  });
});
