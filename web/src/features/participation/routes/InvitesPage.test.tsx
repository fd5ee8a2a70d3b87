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

describe("InvitesPage", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says which invitations are to a repeating series, with the rule in words", async () => {
    mockApi({
      [routeKey(receivedAppointmentInvites)]: () =>
        jsonResponse({
          invites: [
            invite(1, "Steering weekly", {
              recurrence_frequency: "weekly",
              recurrence_interval: 2,
              recurrence_end_time: "2027-03-31",
            }),
            invite(2, "Kick-off", null),
          ],
          meta: { page: 1, per_page: 50, total_count: 2 },
          next: null,
        }),
      [routeKey(participationApi.participations)]: () =>
        jsonResponse({
          participations: [
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
          meta: { page: 1, per_page: 20, total_count: 1 },
          next: null,
        }),
    });
    renderApp("/appointments/invites", network());
    const rows = await screen.findAllByTestId("invite-row", {}, { timeout: 15_000 });
    expect(within(rows[0] as HTMLElement).getByTestId("invite-repeats").textContent).toBe(
      "Repeats every 2 weeks until 31/03/2027",
    );
    expect(within(rows[1] as HTMLElement).queryByTestId("invite-repeats")).toBeNull();

    fireEvent.click(screen.getByTestId("invites-tab-upcoming"));
    const participation = await screen.findByTestId("participation-row", {}, { timeout: 15_000 });
    expect(within(participation).getByTestId("invite-repeats").textContent).toBe("Repeats daily");
  });
});
