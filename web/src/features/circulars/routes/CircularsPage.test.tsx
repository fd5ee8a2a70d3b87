import {
  type Circular,
  type CircularEntry,
  type CircularList,
  circularsApi,
  groupsApi,
  unreadsApi,
} from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { typeInEditor } from "../../../test/editor";
import { hexId, member, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1), time_zone: "Europe/Berlin" }) });
const boss = network({ current_member: member({ id: hexId(2), time_zone: "Europe/Berlin", is_network_admin: true }) });
const anna = memberSummary({ id: hexId(5), displayName: "Anna Becker" });
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0, Circulars: 1 }) };

function entry(overrides: Partial<CircularEntry> = {}): CircularEntry {
  return {
    id: hexId(800),
    title: "Holiday hours",
    excerpt: "The office closes early.",
    author: anna,
    created_at: "2026-03-05T08:07:00.000Z",
    confirmed: false,
    confirmed_at: null,
    sent_by_me: false,
    group: null,
    path: `/rundschreiben/${hexId(800)}`,
    ...overrides,
  };
}
const list = (circulars: CircularEntry[], next: string | null = null, create = false): CircularList => ({
  circulars,
  next_cursor: next,
  can: { create },
});
function detail(overrides: Partial<Circular> = {}): Circular {
  return {
    ...entry(),
    html_content: "<p>The office closes early.</p>",
    can: { confirm: true, view_confirmations: false, destroy: false },
    ...overrides,
  };
}

describe("circulars", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists circulars with unconfirmed ones marked and appends the next page on Load more", async () => {
    const befores: (string | null)[] = [];
    mockApi({
      ...unreads,
      [routeKey(circularsApi.list)]: (_init, url) => {
        const before = url.searchParams.get("before");
        befores.push(before);
        return jsonResponse(
          before
            ? list([entry({ id: hexId(798), title: "Old", confirmed: true, confirmed_at: "2026-03-01T08:00:00Z" })])
            : list([entry(), entry({ id: hexId(799), title: "Read", confirmed: true })], hexId(799)),
        );
      },
    });
    renderApp("/rundschreiben", me);
    expect(await screen.findByRole("heading", { name: "Circulars" }, SLOW)).toBeTruthy();
    const rows = await screen.findAllByTestId("circular", {}, SLOW);
    expect(rows.map((r) => r.getAttribute("data-unconfirmed"))).toEqual(["true", null]);
    expect(rows[0]?.textContent).toContain("Not confirmed yet");
    expect(rows[0]?.textContent).toContain("From Anna Becker · Whole network · 05/03/2026 09:07");
    expect(screen.queryByTestId("circular-new")).toBeNull();
    fireEvent.click(screen.getByTestId("load-more"));
    await waitFor(() => expect(screen.getAllByTestId("circular")).toHaveLength(3), SLOW);
    expect(befores).toEqual([null, hexId(799)]);
    expect(screen.queryByTestId("load-more")).toBeNull();
  });

  it("marks the member's own circulars as sent by them, not as unconfirmed", async () => {
    const mine = entry({ id: hexId(801), title: "Mine", author: memberSummary({ id: hexId(1) }), sent_by_me: true });
    mockApi({ ...unreads, [routeKey(circularsApi.list)]: () => jsonResponse(list([mine, entry()])) });
    renderApp("/rundschreiben", me);
    const rows = await screen.findAllByTestId("circular", {}, SLOW);
    expect(rows.map((r) => r.getAttribute("data-sent-by-me"))).toEqual(["true", null]);
    expect(rows.map((r) => r.getAttribute("data-unconfirmed"))).toEqual([null, "true"]);
    expect(rows[0]?.textContent).toContain("Sent by you");
    expect(rows[0]?.textContent).not.toContain("Not confirmed yet");
    expect(rows[1]?.textContent).not.toContain("Sent by you");
  });

  it("shows an empty state, and New circular for those who may send", async () => {
    mockApi({ ...unreads, [routeKey(circularsApi.list)]: () => jsonResponse(list([], null, true)) });
    renderApp("/rundschreiben", boss);
    expect(await screen.findByText("No circulars yet", {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId("circular-new").getAttribute("href")).toBe("/rundschreiben/new");
  });

  it("confirms reading, which turns the button into the date", async () => {
    let confirmed = false;
    const read = () => detail({ confirmed: true, confirmed_at: "2026-03-06T10:00:00.000Z" });
    mockApi({
      ...unreads,
      [routeKey(circularsApi.show, { id: hexId(800) })]: () => jsonResponse(confirmed ? read() : detail()),
      [routeKey(circularsApi.confirm, { id: hexId(800) })]: () => {
        confirmed = true;
        return jsonResponse(read());
      },
    });
    renderApp(`/rundschreiben/${hexId(800)}`, me);
    expect((await screen.findByTestId("circular-content", {}, SLOW)).textContent).toBe("The office closes early.");
    expect(screen.queryByTestId("confirmations-panel")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Confirm that I have read this" }));
    expect((await screen.findByTestId("circular-read-on", {}, SLOW)).textContent).toBe("Read on 06/03/2026 11:00");
    expect(confirmed).toBe(true);
    expect(screen.queryByTestId("circular-confirm")).toBeNull();
  });

  it("shows the author who has confirmed and who has not, with counts and Load more", async () => {
    const asked: string[] = [];
    mockApi({
      ...unreads,
      [routeKey(circularsApi.show, { id: hexId(800) })]: () =>
        jsonResponse(
          detail({
            sent_by_me: true,
            confirmed_count: 1,
            recipient_count: 3,
            can: { confirm: false, view_confirmations: true, destroy: true },
          }),
        ),
      [routeKey(circularsApi.confirmations, { id: hexId(800) })]: (_init, url) => {
        const state = url.searchParams.get("state") ?? "";
        const before = url.searchParams.get("before");
        asked.push(`${state}:${before ?? ""}`);
        const person = (n: number) => memberSummary({ id: hexId(n), displayName: `Member ${n}` });
        const confirmations =
          state === "confirmed"
            ? [{ member: person(10), confirmed_at: "2026-03-06T10:00:00.000Z" }]
            : before
              ? [{ member: person(12), confirmed_at: null }]
              : [{ member: person(11), confirmed_at: null }];
        return jsonResponse({
          confirmations,
          next_cursor: state === "pending" && !before ? hexId(11) : null,
          confirmed_count: 1,
          pending_count: 2,
        });
      },
    });
    renderApp(`/rundschreiben/${hexId(800)}`, boss);
    const panel = await screen.findByTestId("confirmations-panel", {}, SLOW);
    expect(panel.textContent).toContain("1 of 3 confirmed");
    expect(screen.getByTestId("tab-confirmed").textContent).toBe("Confirmed (1)");
    expect(screen.getByTestId("tab-pending").textContent).toBe("Pending (2)");
    const confirmedRows = await within(panel).findAllByTestId("confirmation", {}, SLOW);
    expect(confirmedRows[0]?.textContent).toContain("Member 1006/03/2026 11:00");
    expect(screen.queryByTestId("circular-confirm")).toBeNull();

    fireEvent.click(screen.getByTestId("tab-pending"));
    await waitFor(() => expect(screen.getByTestId("confirmations-pending").textContent).toContain("Member 11"), SLOW);
    fireEvent.click(screen.getByTestId("confirmations-load-more"));
    await waitFor(() => expect(screen.getByTestId("confirmations-pending").textContent).toContain("Member 12"), SLOW);
    expect(asked).toEqual(["confirmed:", "pending:", `pending:${hexId(11)}`]);
  });

  it("sends a new circular to a group the member administers", async () => {
    const bodies: unknown[] = [];
    mockApi({
      ...unreads,
      [routeKey(groupsApi.myGroups)]: () =>
        jsonResponse({
          groups: [
            {
              id: hexId(30),
              slug: "board",
              name: "Board",
              group_category_id: hexId(3),
              favorited: false,
              unread_count: 0,
              is_admin: true,
            },
            {
              id: hexId(31),
              slug: "choir",
              name: "Choir",
              group_category_id: hexId(3),
              favorited: false,
              unread_count: 0,
              is_admin: false,
            },
          ],
        }),
      [routeKey(circularsApi.create)]: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(detail({ title: "Meeting" }), 201);
      },
      [routeKey(circularsApi.show, { id: hexId(800) })]: () => jsonResponse(detail({ title: "Meeting" })),
    });
    const { router } = renderApp("/rundschreiben/new", me);
    const send = await screen.findByTestId("circular-send", {}, SLOW);
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId("circular-audience") as HTMLInputElement).value).toBe("Board");
    fireEvent.change(screen.getByTestId("circular-title-input"), { target: { value: "Meeting" } });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText("The whole network")).toBeNull();
    typeInEditor(screen.getByTestId("circular-editor"), "<p>Tuesday at six.</p>");
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false), SLOW);
    fireEvent.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rundschreiben/${hexId(800)}`), SLOW);
    expect(bodies).toEqual([
      { circular: { title: "Meeting", html_content: "<p>Tuesday at six.</p>", group_id: hexId(30) } },
    ]);
    expect(await screen.findByText("The circular “Meeting” was sent.", {}, SLOW)).toBeTruthy();
  });

  it("asks before leaving a circular that holds text, and offers only the network to a network administrator", async () => {
    mockApi({ ...unreads, [routeKey(groupsApi.myGroups)]: () => jsonResponse({ groups: [] }) });
    const { router } = renderApp("/rundschreiben/new", boss);
    expect((await screen.findByTestId("circular-audience", {}, SLOW)) as HTMLInputElement).toHaveProperty(
      "value",
      "The whole network",
    );
    fireEvent.change(screen.getByTestId("circular-title-input"), { target: { value: "Draft" } });
    fireEvent.click(screen.getByTestId("circular-cancel"));
    expect(await screen.findByText("Discard the circular?", {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/rundschreiben/new");
  });
});
