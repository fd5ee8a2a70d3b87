import type { Participant } from "@intranet/contracts";
import { presentMemberSummary } from "../members/member.presenter.js";
import type { EffectiveParticipant, ParticipantPeople } from "./participation.repo.js";

/** Participations of the page; `people` comes from participantPeopleOf for the same rows. */
export function presentParticipants(rows: EffectiveParticipant[], people: ParticipantPeople): Participant[] {
  const { members: memberById, groups: groupById, roles: roleById } = people;
  return rows.flatMap((r) => {
    const m = memberById.get(r.member_id);
    if (!m) return [];
    const summary = presentMemberSummary(m);
    const role = r.role_id ? roleById.get(r.role_id) : undefined;
    return [
      {
        id: r.id,
        status: r.status,
        roles: role ? [role] : [],
        group: r.group_id ? (groupById.get(r.group_id) ?? null) : null,
        membership: { ...summary, name: summary.displayName, first_name: m.firstName, last_name: m.lastName },
      },
    ];
  });
}
