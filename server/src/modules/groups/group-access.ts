import type { GroupCan } from "@intranet/contracts";
import type { FastifyRequest } from "fastify";
import type { DbOrTx } from "../../db/client.js";
import { currentMember } from "../../http/auth.js";
import { forbidden, notFound } from "../../http/errors.js";
import type { MemberRow } from "../members/members.schema.js";
import { canSeeGroup, groupCan } from "./group.policy.js";
import { countsOf, findGroupBySlug, findMembership } from "./groups.repo.js";
import type { GroupMembershipRow, GroupRow } from "./groups.schema.js";

export type LoadedGroup = {
  member: MemberRow;
  group: GroupRow;
  membership: GroupMembershipRow | null;
  can: GroupCan;
};

/** The group by slug as the current member sees it; 404 when it does not exist for them. */
export async function loadGroup(db: DbOrTx, req: FastifyRequest, slug: string): Promise<LoadedGroup> {
  const member = currentMember(req);
  const group = await findGroupBySlug(db, slug);
  const membership = group ? await findMembership(db, group.id, member.id) : null;
  if (!group || !canSeeGroup({ member, group, membership })) throw notFound();
  const counts = await countsOf(db, [group.id]);
  const can = groupCan({ member, group, membership, adminCount: counts.get(group.id)?.admins ?? 0 });
  req.memo.set(`group.can:${group.id}`, can);
  return { member, group, membership, can };
}

/** Loads the group and refuses unless the member holds the given ability. */
export async function loadGroupFor(db: DbOrTx, req: FastifyRequest, slug: string, ability: keyof GroupCan) {
  const g = await loadGroup(db, req, slug);
  if (!g.can[ability]) throw forbidden();
  return g;
}

/** Who may invite members into the group: its administrators, or every member when the group allows it. */
export function canInvite(g: Pick<LoadedGroup, "member" | "group" | "membership" | "can">): boolean {
  if (g.group.archivedAt) return false;
  if (g.can.administrate) return true;
  return g.membership?.status === "member" && g.group.membersCanInvite && !g.member.isExternal;
}
