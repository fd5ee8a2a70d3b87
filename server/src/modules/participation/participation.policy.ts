import type { AppointmentCan } from "@intranet/contracts";

export type ParticipationFacts = {
  canceled: boolean;
  past: boolean;
  locked: boolean;
  userCanOpt: boolean;
  showToAdminsOnly: boolean;
  /** The member's effective answer, when they take part. */
  mine: "accepted" | "declined" | "open" | null;
  optRetroactively: boolean;
  videoMeetings: boolean;
  hasMeeting: boolean;
};

/** Refines the calendar's abilities with what participation knows (§6). */
export function participationCan(base: AppointmentCan, f: ParticipationFacts): AppointmentCan {
  const manages = base.update;
  return {
    ...base,
    contact: manages,
    update_participants: manages,
    download_attendees: manages,
    show_attendees: manages || !f.showToAdminsOnly,
    opt: !f.canceled && !f.locked && (!f.past || f.optRetroactively) && (f.userCanOpt || f.mine !== null),
    start_meeting: f.videoMeetings && f.hasMeeting && !f.canceled && (manages || f.mine === "accepted"),
  };
}
