import { type ActivityPage, activitiesApi } from "@intranet/contracts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { typeInEditor } from "../../../test/editor";
import { activity, hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1) }) });

describe("ActivityComposer", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  // CI saw the question's field appear and go again while the stream page settled: every render of the composer
  // (its list loading again, the first letter typed) gave the editor back the options of its first render, a note's
  // label among them, so the field was no longer "What would you like to ask?" while Question stayed chosen.
  it("keeps a chosen kind of post, its field's name and the typed text while the stream loads again", async () => {
    let loads = 0;
    mockApi({
      [routeKey(activitiesApi.streams)]: () => jsonResponse({ streams: [], can: { create_streams: false } }),
      [routeKey(activitiesApi.stream, { slug: "all" })]: () => {
        loads += 1;
        const page: ActivityPage = {
          activities: [activity({ id: hexId(400 + loads) })],
          next_cursor: null,
          can: { post: true },
        };
        return jsonResponse(page);
      },
    });
    const { queryClient } = renderApp("/activitystreams/all", me);
    const composer = await screen.findByTestId("activity-composer", {}, SLOW);
    const question = () => within(composer).queryByLabelText("What would you like to ask?");
    fireEvent.click(within(composer).getByText("Question"));
    await waitFor(() => expect(question()).toBeTruthy(), SLOW);

    // The stream loads again (a live update, the page settling): the composer renders again.
    await act(() => queryClient.invalidateQueries({ queryKey: ["activities", "list"] }));
    await waitFor(() => expect(loads).toBe(2), SLOW);
    await screen.findByTestId("activity-composer", {}, SLOW);
    expect(question()).toBeTruthy();
    expect(within(composer).getByRole("radio", { name: "Question" })).toHaveProperty("checked", true);

    // The first letters typed render it again too.
    typeInEditor(composer, "<p>Who has the projector remote?</p>");
    await waitFor(() => expect(within(composer).getByTestId("post-activity").hasAttribute("disabled")).toBe(false));
    expect(question()?.textContent).toBe("Who has the projector remote?");
    expect(screen.getByTestId("activity-composer")).toBe(composer);
  });
});
