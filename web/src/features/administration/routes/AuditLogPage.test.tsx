import { type AuditLog, administrationApi, auditStatisticsApi, decodeAuditFilter } from "@intranet/contracts";
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
const ada = { id: hexId(1), name: "Ada Admin" };
const ben = { id: hexId(2), name: "Ben Joiner" };

const page = (filter: AuditLog["filter"], next: string | null, events: AuditLog["events"]): AuditLog => ({
  events,
  next_cursor: next,
  filter,
});
const event = (n: number, overrides: Partial<AuditLog["events"][number]> = {}): AuditLog["events"][number] => ({
  id: hexId(100 + n),
  event_type: "GroupJoin",
  created_at: "2026-11-20T09:05:00.000Z",
  actor: ben,
  member: ben,
  subject_type: "Group",
  subject_id: hexId(50),
  details: { name: "Gardening", how: "open" },
  ...overrides,
});

describe("administration: audit log", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows readable rows, pages on, and keeps the applied filter as base64 JSON in the address", async () => {
    const calls: URL[] = [];
    mockApi({
      [routeKey(administrationApi.userbar)]: () => jsonResponse({ sections: [] }),
      [routeKey(auditStatisticsApi.auditEvents)]: (_init, url) => {
        calls.push(url);
        const filter = decodeAuditFilter(url.searchParams.get("filter"), "2026-11-28");
        if (url.searchParams.get("cursor"))
          return jsonResponse(
            page(filter, null, [
              event(3, {
                event_type: "FileMove",
                actor: ada,
                member: null,
                details: { name: "budget.txt", folder: "Files", to: "Archive" },
              }),
            ]),
          );
        if (filter.event_types?.includes("GroupLeave")) return jsonResponse(page(filter, null, []));
        return jsonResponse(
          page(filter, "1-aaaaaaaaaaaaaaaaaaaaaaaa", [
            event(1),
            event(2, { actor: ada, details: { name: "Gardening", how: "approved" } }),
          ]),
        );
      },
    });
    const { router } = renderApp("/administration/audit_log", admin);
    const rows = await screen.findAllByTestId("audit-event", {}, SLOW);
    expect(rows.map((r) => r.querySelector("p")?.textContent)).toEqual([
      "Ben Joiner joined the group Gardening",
      "Ada Admin added Ben Joiner to the group Gardening",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("20/11/2026 10:05")).toBeTruthy();
    fireEvent.click(screen.getByTestId("load-more"));
    expect(
      await screen.findByText("Ada Admin moved the file “budget.txt” from Files to Archive", {}, SLOW),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Details"), { target: { value: "Gardening" } });
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() => expect(router.state.location.search).toContain("filter="));
    const param = new URLSearchParams(router.state.location.search).get("filter");
    expect(decodeAuditFilter(param, "2026-11-28")).toMatchObject({ details: "Gardening", date_option: "3_months" });
    expect(JSON.parse(atob(param ?? ""))).toEqual({ date_option: "3_months", details: "Gardening" });
    await waitFor(() => expect(calls.at(-1)?.searchParams.get("filter")).toBe(param));
    expect((await screen.findByTestId("audit-reset", {}, SLOW)).getAttribute("href")).toBe("/administration/audit_log");
  });

  it("shows the empty state for a filter nothing matches", async () => {
    mockApi({
      [routeKey(administrationApi.userbar)]: () => jsonResponse({ sections: [] }),
      [routeKey(auditStatisticsApi.auditEvents)]: (_init, url) =>
        jsonResponse(page(decodeAuditFilter(url.searchParams.get("filter"), "2026-11-28"), null, [])),
    });
    const filter = btoa(JSON.stringify({ event_types: ["GroupLeave"] }));
    renderApp(`/administration/audit_log?filter=${encodeURIComponent(filter)}`, admin);
    expect(await screen.findByText("No events match this filter.", {}, SLOW)).toBeTruthy();
  });

  it("says nothing about the audit log to members", async () => {
    mockApi({});
    renderApp("/administration/audit_log", network({ current_member: member({ id: hexId(3) }) }));
    expect(await screen.findByText(/not found|doesn’t exist|does not exist/i, {}, SLOW)).toBeTruthy();
  });
});
