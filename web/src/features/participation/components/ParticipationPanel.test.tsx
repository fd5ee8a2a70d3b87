import type { Appointment, Participant } from "@intranet/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hexId, memberSummary, network } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { ParticipationPanel } from "./ParticipationPanel";

const participant = (n: number, name: string, status: Participant["status"]): Participant => {
  const summary = memberSummary({ id: hexId(n), displayName: name });
  return {
    id: hexId(n + 40),
    status,
    roles: [],
    group: null,
    membership: { ...summary, name, first_name: name.split(" ")[0] ?? name, last_name: "" },
  };
};

// Only what the panel reads: the organiser's view after one invitee declined and another has not answered.
const organisers = {
  id: hexId(70),
  name: "Planning",
  meeting: null,
  my_participation_status: null,
  attending_participants_count: 0,
  participant_counts: { accepted: 0, declined: 1, open: 1 },
  participants: [participant(1, "Otto Open", "open"), participant(2, "Ina Invitee", "declined")],
  attendee_configuration: { total: null, total_attendees_enforced: false },
  can: { show_attendees: true, opt: false, start_meeting: false },
} as unknown as Appointment;

describe("the participant panel", () => {
  it("tells the organiser how everyone answered, not just that nobody attends", () => {
    renderWithProviders(<ParticipationPanel appointment={organisers} />, { network: network() });
    expect(screen.getByTestId("attending-count").textContent).toBe("0 accepted · 1 declined · 1 open");
    // Without pictures: their initials, named with the answer.
    expect(screen.getByTitle("Otto Open (Open)").textContent).toBe("OO");
    expect(screen.getByTitle("Ina Invitee (Declined)").textContent).toBe("II");
  });

  it("shows a member who may not see the attendees only how many attend", () => {
    const invitee = { ...organisers, participant_counts: null, participants: [], can: { show_attendees: false } };
    renderWithProviders(<ParticipationPanel appointment={invitee as unknown as Appointment} />, { network: network() });
    expect(screen.getByTestId("attending-count").textContent).toBe("0 attending");
    expect(screen.queryByRole("link", { name: "Participants" })).toBeNull();
  });
});
