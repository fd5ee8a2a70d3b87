import { type AdminActivityStream, activitiesApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});
const stream = (overrides: Partial<AdminActivityStream> = {}): AdminActivityStream => ({
  id: hexId(700),
  slug: "news",
  name: "News",
  description: "What happens",
  position: 0,
  path: "/activitystreams/news",
  created_at: "2026-11-20T10:00:00.000Z",
  ...overrides,
});
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe("administration: activity streams", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the empty state and the link to a new stream", async () => {
    mockApi({ [routeKey(activitiesApi.adminStreams)]: () => jsonResponse({ streams: [] }) });
    renderApp("/administration/activitystreams", admin);
    expect(await screen.findByText("No further streams yet", {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId("admin-stream-new").getAttribute("href")).toBe("/administration/activitystreams/new");
  });

  it("hides the screen from members who do not administrate", async () => {
    const fetchMock = mockApi({});
    renderApp("/administration/activitystreams", network({ current_member: member({ id: hexId(2) }) }));
    expect(await screen.findByText("Not found", { exact: false }, SLOW)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/administration/activitystreams"))).toBe(false);
  });

  it("creates a stream: proposes the slug from the name, refuses a bad one, shows the server's field error", async () => {
    const bodies: unknown[] = [];
    let taken = true;
    mockApi({
      [routeKey(activitiesApi.adminStreams)]: () =>
        jsonResponse({ streams: taken ? [] : [stream({ name: "Team news", slug: "team-news" })] }),
      [routeKey(activitiesApi.createStream)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        if (taken) {
          taken = false;
          return jsonResponse(
            {
              error: "validation_failed",
              message: "Please check the highlighted fields.",
              errors: { slug: ["has already been taken"] },
              codes: { slug: ["taken"] },
            },
            422,
          );
        }
        return jsonResponse(stream({ name: "Team news", slug: "team-news" }), 201);
      },
    });
    const { router } = renderApp("/administration/activitystreams/new", admin);
    await screen.findByTestId("admin-stream-form", {}, SLOW);
    type("admin-stream-name", "Team News!");
    expect((screen.getByTestId("admin-stream-slug") as HTMLInputElement).value).toBe("team-news");

    type("admin-stream-slug", "Team News");
    fireEvent.click(screen.getByTestId("admin-stream-save"));
    await waitFor(
      () => expect(screen.getByTestId("admin-stream-slug").getAttribute("aria-invalid")).toBe("true"),
      SLOW,
    );
    expect(bodies).toEqual([]);

    type("admin-stream-slug", "team-news");
    fireEvent.click(screen.getByTestId("admin-stream-save"));
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toEqual({ name: "Team News!", slug: "team-news", description: "" });
    await waitFor(
      () => expect(screen.getByTestId("admin-stream-slug").getAttribute("aria-invalid")).toBe("true"),
      SLOW,
    );
    expect(await screen.findByText("has already been taken", { exact: false }, SLOW)).toBeTruthy();

    fireEvent.click(screen.getByTestId("admin-stream-save"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/administration/activitystreams"), SLOW);
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain(
      "The stream Team news was created.",
    );
    expect(within(await screen.findByTestId("admin-streams", {}, SLOW)).getByText("Team news")).toBeTruthy();
  });

  it("edits a stream and deletes one after confirming", async () => {
    const calls: string[] = [];
    let list = [stream()];
    mockApi({
      [routeKey(activitiesApi.adminStreams)]: () => jsonResponse({ streams: list }),
      [routeKey(activitiesApi.adminStream, { id: hexId(700) })]: () => jsonResponse(stream()),
      [routeKey(activitiesApi.updateStream, { id: hexId(700) })]: (init) => {
        calls.push(`PUT ${init.body}`);
        return jsonResponse(stream({ name: "Headlines" }));
      },
      [routeKey(activitiesApi.destroyStream, { id: hexId(700) })]: () => {
        calls.push("DELETE");
        list = [];
        return new Response(null, { status: 204 });
      },
    });
    const { router } = renderApp(`/administration/activitystreams/${hexId(700)}/edit`, admin);
    await screen.findByRole("heading", { name: "Edit News" }, SLOW);
    expect((screen.getByTestId("admin-stream-slug") as HTMLInputElement).value).toBe("news");
    type("admin-stream-name", "Headlines");
    // Editing the name of a stream keeps its address.
    expect((screen.getByTestId("admin-stream-slug") as HTMLInputElement).value).toBe("news");
    fireEvent.click(screen.getByTestId("admin-stream-save"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/administration/activitystreams"), SLOW);
    expect(calls[0]).toBe(
      `PUT ${JSON.stringify({ name: "Headlines", slug: "news", description: "What happens", position: 0 })}`,
    );

    fireEvent.click(await screen.findByTestId("admin-stream-delete", {}, SLOW));
    expect(
      await screen.findByText("Delete the stream News? Its activities move to All activities.", {}, SLOW),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId("confirm-ok"));
    expect(await screen.findByText("No further streams yet", {}, SLOW)).toBeTruthy();
    expect(calls[1]).toBe("DELETE");
  });
});
