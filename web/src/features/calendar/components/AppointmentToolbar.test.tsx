import type { Appointment } from "@intranet/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { hexId, network } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { AppointmentToolbar } from "./AppointmentToolbar";

// Only what the toolbar reads.
const appointment = {
  id: hexId(70),
  type: "appointment",
  previous_occurrence_url: null,
  next_occurrence_url: null,
  recurring_appointment_url: null,
  cancel_prohibited_reason: null,
  attendee_configuration: { participation_locked: false },
  can: { update: true, destroy: true, contact: false, update_participants: false, download_attendees: false },
} as unknown as Appointment;

describe("the appointment's toolbar", () => {
  it("asks before cancelling with buttons that say what they do", async () => {
    renderWithProviders(<AppointmentToolbar appointment={appointment} />, { network: network() });
    await userEvent.click(screen.getByTestId("appointment-menu"));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Cancel appointment" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Cancel this appointment? Participants will see it as cancelled.")).toBeTruthy();
    expect(within(dialog).getByTestId("confirm-ok").textContent).toBe("Cancel appointment");
    expect(within(dialog).getByTestId("confirm-cancel").textContent).toBe("Keep it");
  });
  it("leads from a series' page to its occurrences, as the server names them", () => {
    const series = {
      ...appointment,
      type: "recurring_appointment",
      previous_occurrence_url: `/appointments/r-${hexId(70)}-20261201T080000Z`,
      next_occurrence_url: `/appointments/r-${hexId(70)}-20261202T080000Z`,
    } as Appointment;
    renderWithProviders(<AppointmentToolbar appointment={series} />, { network: network() });
    expect(screen.getByRole("link", { name: "Previous occurrence" }).getAttribute("href")).toBe(
      series.previous_occurrence_url,
    );
    expect(screen.getByRole("link", { name: "Next occurrence" }).getAttribute("href")).toBe(series.next_occurrence_url);
  });
});
