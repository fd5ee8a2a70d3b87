import type { DbOrTx } from "../../db/client.js";
import { recordAudit } from "../administration/audit.repo.js";
import type { GroupRow } from "./groups.schema.js";

/**
 * A member joined or left a group (administration §9 GroupJoin, GroupLeave): the audit row, written in the
 * transaction that changes the membership. `actorId` is who acted (the member, or the administrator who approved or added them).
 */
export function recordMembershipAudit(
  tx: DbOrTx,
  type: "GroupJoin" | "GroupLeave",
  group: Pick<GroupRow, "id" | "name" | "slug">,
  memberId: string,
  actorId: string,
  how: "open" | "approved" | "invite" | "added" | "leave",
) {
  return recordAudit(tx, {
    type,
    actorId,
    membershipId: memberId,
    subject: { type: "Group", id: group.id },
    details: { name: group.name, slug: group.slug, how },
  });
}
