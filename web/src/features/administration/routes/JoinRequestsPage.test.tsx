import { type NetworkJoinRequest, registrationsApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network, property, propertySet } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});
const request = (n: number, overrides: Partial<NetworkJoinRequest> = {}): NetworkJoinRequest => ({
  id: hexId(700 + n),
  email: `applicant${n}@example.org`,
  first_name: "Arno",
  last_name: `Applicant${n}`,
  profile: { department: "Research" },
  profile_properties: {},
  external: false,
  status: "pending",
  created_at: "2026-03-05T09:00:00.000Z",
  decided_at: null,
  ...overrides,
});

describe("administration: applications to join", { timeout: 60_000 }, () => {
  it("lists the applications; an administrator accepts one and declines another with a message", async () => {
    let list = [
      request(1, { profile_properties: { cost_centre: "CC-42", site: "hh" } }),
      request(2),
      request(3, { status: "accepted" }),
    ];
    const calls: string[] = [];
    mockApi({
      // The member profile property set the applicant filled in: its labels and options name the values.
      "GET /api/v1/property_sets/member_profile": () =>
        jsonResponse(
          propertySet([
            property({ name: "cost_centre", label: "Cost centre" }),
            property({ name: "site", label: "Site", type: "selection", options: [{ label: "Hamburg", value: "hh" }] }),
          ]),
        ),
      [routeKey(registrationsApi.joinRequests)]: () => jsonResponse({ join_requests: list }),
      [routeKey(registrationsApi.acceptJoinRequest, { id: hexId(701) })]: (_init, url) => {
        calls.push(`accept ${url.pathname}`);
        list = list.map((r) => (url.pathname.includes(r.id) ? { ...r, status: "accepted" } : r));
        return new Response(null, { status: 204 });
      },
      [routeKey(registrationsApi.declineJoinRequest, { id: hexId(702) })]: (init, url) => {
        calls.push(`decline ${url.pathname} ${String(init.body)}`);
        list = list.map((r) => (url.pathname.includes(r.id) ? { ...r, status: "declined" } : r));
        return new Response(null, { status: 204 });
      },
    });
    renderApp("/administration/join_requests", admin);
    const cards = await screen.findAllByTestId("join-request", {}, SLOW);
    expect(cards).toHaveLength(3);
    expect(cards[0]?.textContent).toContain("applicant1@example.org");
    expect(cards[0]?.textContent).toContain("Research");
    await waitFor(() =>
      expect(within(cards[0] as HTMLElement).getByTestId("member-value-site").textContent).toBe("Hamburg"),
    );
    expect(within(cards[0] as HTMLElement).getByTestId("member-value-cost_centre").textContent).toBe("CC-42");
    expect(within(cards[1] as HTMLElement).queryByTestId("join-request-properties")).toBeNull();
    expect(cards[0]?.textContent).toContain("Applied 05/03/2026");
    expect(within(cards[2] as HTMLElement).queryByTestId("join-request-accept")).toBeNull();

    fireEvent.click(within(cards[0] as HTMLElement).getByTestId("join-request-accept"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain(
      "Arno Applicant1 is now a member.",
    );
    await waitFor(() =>
      expect(screen.getAllByTestId("join-request-status").map((b) => b.textContent)).toEqual([
        "Accepted",
        "Open",
        "Accepted",
      ]),
    );

    fireEvent.click(
      within(screen.getAllByTestId("join-request")[1] as HTMLElement).getByTestId("join-request-decline"),
    );
    fireEvent.change(await screen.findByTestId("join-request-message"), { target: { value: "Staff only." } });
    fireEvent.click(screen.getByTestId("join-request-decline-confirm"));
    await waitFor(() => expect(calls).toHaveLength(2), SLOW);
    expect(calls[0]).toContain(`/administration/join_requests/${hexId(701)}/accept`);
    expect(calls[1]).toContain(`/administration/join_requests/${hexId(702)}/decline`);
    expect(calls[1]).toContain('{"rejection_message":"Staff only."}');
  });

  it("says when there is nothing to decide, and shows nothing to members", async () => {
    mockApi({ [routeKey(registrationsApi.joinRequests)]: () => jsonResponse({ join_requests: [] }) });
    renderApp("/administration/join_requests", admin);
    expect(await screen.findByText("No applications", {}, SLOW)).toBeTruthy();
  });
});
