import { type AppointmentInvite, participationApi, receivedAppointmentInvites } from "@intranet/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const invitable = (n: number, name: string, pattern: AppointmentInvite["invitable"]["recurrence_pattern"]) => ({
  id: hexId(n),
  name,
  date: {
    start: "2026-12-01T10:00:00+01:00",
    end: "2026-12-01T11:00:00+01:00",
    all_day: false,
    time_zone: "Europe/Berlin",
  },
  status: "active" as const,
  participation_locked: false,
  html_url: `/appointments/${hexId(n)}`,
  recurrence_pattern: pattern,
});

const invite = (n: number, name: string, pattern: AppointmentInvite["invitable"]["recurrence_pattern"]) =>
  ({
    id: hexId(n + 50),
    invitable_type: "Appointment",
    invitable: invitable(n, name, pattern),
    author: null,
    status: "open",
    answerable: true,
    created_at: "2026-11-20T10:00:00.000Z",
  }) satisfies AppointmentInvite;

type Participation = {
  id: string;
  status: "accepted" | "declined" | "open";
  appointment: AppointmentInvite["invitable"];
};

/** The invitations page at /appointments/invites over these open invites and participations. */
function showLists(invites: AppointmentInvite[], participations: Participation[] = []) {
  mockApi({
    [routeKey(receivedAppointmentInvites)]: () =>
      jsonResponse({ invites, meta: { page: 1, per_page: 50, total_count: invites.length }, next: null }),
    [routeKey(participationApi.participations)]: () =>
      jsonResponse({
        participations,
        meta: { page: 1, per_page: 20, total_count: participations.length },
        next: null,
      }),
  });
  renderApp("/appointments/invites", network());
}

describe("InvitesPage", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says which invitations are to a repeating series, with the rule in words", async () => {
    showLists(
      [
        invite(1, "Steering weekly", {
          recurrence_frequency: "weekly",
          recurrence_interval: 2,
          recurrence_end_time: "2027-03-31",
        }),
        invite(2, "Kick-off", null),
      ],
      [
        {
          id: hexId(70),
          status: "accepted",
          appointment: invitable(3, "Daily stand-up", {
            recurrence_frequency: "daily",
            recurrence_interval: 1,
            recurrence_end_time: null,
          }),
        },
      ],
    );
    const rows = await screen.findAllByTestId("invite-row", {}, { timeout: 15_000 });
    expect(within(rows[0] as HTMLElement).getByTestId("invite-repeats").textContent).toBe(
      "Repeats every 2 weeks until 31/03/2027",
    );
    expect(within(rows[1] as HTMLElement).queryByTestId("invite-repeats")).toBeNull();

    fireEvent.click(screen.getByTestId("invites-tab-upcoming"));
    const participation = await screen.findByTestId("participation-row", {}, { timeout: 15_000 });
    expect(within(participation).getByTestId("invite-repeats").textContent).toBe("Repeats daily");
  });

  it("writes an all-day appointment's dates without a time, a range over several days, on every tab", async () => {
    const allDay = (n: number, name: string, start: string, end: string) => ({
      ...invitable(n, name, null),
      date: { start, end, all_day: true, time_zone: "Europe/Berlin" },
    });
    showLists(
      [
        {
          ...invite(1, "Health day", null),
          invitable: allDay(1, "Health day", "2027-10-27T00:00:00+02:00", "2027-10-27T00:00:00+02:00"),
        },
        {
          ...invite(2, "Fair", null),
          invitable: allDay(2, "Fair", "2027-10-27T00:00:00+02:00", "2027-10-29T00:00:00+02:00"),
        },
        invite(4, "Kick-off", null),
      ],
      [
        {
          id: hexId(70),
          status: "accepted",
          appointment: allDay(3, "Retreat", "2027-11-02T00:00:00+01:00", "2027-11-03T00:00:00+01:00"),
        },
      ],
    );
    const rows = await screen.findAllByTestId("invite-row", {}, { timeout: 15_000 });
    expect(rows.map((row) => row.querySelector("p")?.textContent)).toEqual([
      "27/10/2027",
      "27/10/2027 – 29/10/2027",
      "01/12/2026 10:00 – 11:00",
    ]);
    fireEvent.click(screen.getByTestId("invites-tab-accepted"));
    const participation = await screen.findByTestId("participation-row", {}, { timeout: 15_000 });
    expect(participation.querySelector("p")?.textContent).toBe("02/11/2027 – 03/11/2027 · Accepted");
  });

  it("keeps the repeat icon's size beside a rule that wraps", async () => {
    showLists([
      invite(1, "Weekly", {
        recurrence_frequency: "weekly",
        recurrence_interval: 1,
        recurrence_end_time: "2027-03-31",
      }),
    ]);
    const repeats = await screen.findByTestId("invite-repeats", {}, { timeout: 15_000 });
    expect(repeats.querySelector("svg")?.style.flexShrink).toBe("0");
  });
});
