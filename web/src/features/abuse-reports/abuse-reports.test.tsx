import { type AbuseReport, abuseReportsApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { hexId, member, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";

const SLOW = { timeout: 15_000 };
const base = network({ current_member: member({ id: hexId(1) }) });
const enabled = network({
  ...base,
  current_member: member({ id: hexId(1) }),
  config: { ...base.config, abuse_reports: { enabled: true } },
});
const admin = network({ ...enabled, can: { administrate: true, version_and_updates: false } });
const POST = hexId(7);

const report = (extra: Partial<AbuseReport> = {}): AbuseReport => ({
  id: hexId(20),
  subject_type: "activity",
  subject_id: POST,
  excerpt: "Buy cheap watches",
  path: `/activities/${POST}`,
  reason: "Spam",
  state: "open",
  reporter: { id: hexId(2), name: "Grace Hopper" },
  created_at: "2026-03-02T10:00:00Z",
  handled_at: null,
  handled_by: null,
  note: null,
  ...extra,
});

describe("report form", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is not there while abuse reports are off", async () => {
    mockApi({});
    renderApp(`/report/new?type=activity&id=${POST}`, base);
    expect(await screen.findByText("Page not found", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("report-reason")).toBeNull();
  });

  it("requires a reason, sends the report and thanks the member", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(abuseReportsApi.create)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse({ id: hexId(20), state: "open" }, 201);
      },
    });
    renderApp(`/report/new?type=activity&id=${POST}`, enabled);
    expect((await screen.findByTestId("report-subject", {}, SLOW)).textContent).toBe("You are reporting a post.");
    fireEvent.click(screen.getByTestId("report-submit"));
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(screen.getByTestId("report-reason"), { target: { value: "Spam with links" } });
    fireEvent.click(screen.getByTestId("report-submit"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain(
      "Thank you, the administrators will look at it",
    );
    expect(bodies).toEqual([{ subject_type: "activity", subject_id: POST, reason: "Spam with links" }]);
  });

  it("says so when the member already reported it", async () => {
    mockApi({
      [routeKey(abuseReportsApi.create)]: () =>
        jsonResponse({ error: "already_reported", message: "You have already reported this." }, 409),
    });
    renderApp(`/report/new?type=member&id=${hexId(3)}`, enabled);
    fireEvent.change(await screen.findByTestId("report-reason", {}, SLOW), { target: { value: "Insults" } });
    fireEvent.click(screen.getByTestId("report-submit"));
    expect((await screen.findByTestId("report-error", {}, SLOW)).textContent).toBe(
      "You have already reported this. The administrators will look at it.",
    );
  });
});

describe("abuse reports administration", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists open reports and resolves one with a note", async () => {
    const decisions: unknown[] = [];
    let open = [report(), report({ id: hexId(21), excerpt: null, path: null, subject_type: "reply" })];
    mockApi({
      [routeKey(abuseReportsApi.index)]: (_init, url) =>
        jsonResponse({
          reports: url.searchParams.get("state") === "open" ? open : [],
          meta: { page: 1, per_page: 25, total_count: open.length, total_pages: 1 },
        }),
      [routeKey(abuseReportsApi.resolve, { id: hexId(20) })]: (init) => {
        decisions.push(JSON.parse(String(init.body)));
        open = open.slice(1);
        return jsonResponse(report({ state: "resolved", note: "Removed", handled_at: "2026-03-02T11:00:00Z" }));
      },
    });
    renderApp("/administration/abuse_reports", admin);
    await screen.findAllByTestId("abuse-report", {}, SLOW);
    expect(screen.getByTestId("abuse-count").textContent).toBe("2 reports");
    const excerpts = screen.getAllByTestId("abuse-excerpt").map((e) => e.textContent);
    expect(excerpts).toEqual(["Buy cheap watches", "deleted"]);
    // The post in its place; nothing to open for the deleted reply.
    const links = screen.getAllByTestId("abuse-subject-link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Open in its place", `/activities/${POST}`],
    ]);
    expect(screen.getAllByText("Grace Hopper")).toHaveLength(2);
    fireEvent.click(screen.getAllByTestId("abuse-resolve")[0] as HTMLElement);
    fireEvent.change(await screen.findByTestId("abuse-note"), { target: { value: "Removed" } });
    fireEvent.click(screen.getByTestId("abuse-confirm"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain("Report resolved");
    expect(decisions).toEqual([{ note: "Removed" }]);
    await waitFor(() => expect(screen.getAllByTestId("abuse-report")).toHaveLength(1));
  });

  it("shows the empty state of a tab", async () => {
    mockApi({
      [routeKey(abuseReportsApi.index)]: () =>
        jsonResponse({ reports: [], meta: { page: 1, per_page: 25, total_count: 0, total_pages: 1 } }),
    });
    renderApp("/administration/abuse_reports?state=dismissed", admin);
    expect(await screen.findByText("No reports here", {}, SLOW)).toBeTruthy();
  });
});
