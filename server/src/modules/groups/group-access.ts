import type { GroupCan } from "@intranet/contracts";
import type { SQL, SQLWrapper } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { DbOrTx } from "../../db/client.js";
import { currentMember } from "../../http/auth.js";
import { forbidden, notFound } from "../../http/errors.js";
import type { MemberRow } from "../members/members.schema.js";
import { groupCan } from "./group.policy.js";
import { findVisibleGroup, isActiveMember, type VisibleGroup } from "./groups.access.js";
import { groupCountColumns } from "./groups.repo.js";
import { type GroupMembershipRow, type GroupRow, groups } from "./groups.schema.js";

export type LoadedGroup = {
  member: MemberRow;
  group: GroupRow;
  membership: GroupMembershipRow | null;
  /** Whether the member may read the group's content (`groupContentReadableBy`). */
  readContent: boolean;
  counts: { members: number; admins: number };
  can: GroupCan;
};

/**
 * The one way to load "a group this member may see" by slug or id: 404 when it does not exist for
 * them (hidden, or not externally visible for a guest), decided by `groupsVisibleTo`.
 */
export async function requireVisibleGroup(
  db: DbOrTx,
  member: MemberRow,
  by: { slug: string } | { id: string },
): Promise<VisibleGroup> {
  const found = await findVisibleGroup(db, member, by);
  if (!found) throw notFound();
  return found;
}

/**
 * A group the member may see and whose members they may see (`groupMembersVisibleTo`): 404 when it does
 * not exist for them, 403 when its member list is not theirs to see (a closed group they are not in).
 */
export async function requireVisibleMemberList(
  db: DbOrTx,
  member: MemberRow,
  by: { slug: string } | { id: string },
): Promise<VisibleGroup> {
  const found = await requireVisibleGroup(db, member, by);
  if (!found.membersVisible) throw forbidden("Only members see who is in this group.");
  return found;
}

/** The group by slug as the current member sees it, with `can`; 404 when it does not exist for them. */
export async function loadGroup(db: DbOrTx, req: FastifyRequest, slug: string): Promise<LoadedGroup> {
  return (await loadGroupWith(db, req, slug, { key: "counts", columns: () => groupCountColumns() })).loaded;
}

/**
 * `loadGroup` for the group page: the stream's activity count (`activityCount`, the activities module's column)
 * asked in the same statement.
 */
export async function loadGroupPage(
  db: DbOrTx,
  req: FastifyRequest,
  slug: string,
  activityCount: (groupId: SQLWrapper) => SQL<number>,
): Promise<{ loaded: LoadedGroup; activities: number }> {
  const { loaded, extra } = await loadGroupWith(db, req, slug, {
    key: "page",
    columns: () => ({ ...groupCountColumns(), activities: activityCount(groups.id) }),
  });
  return { loaded, activities: extra.activities };
}

async function loadGroupWith<E extends ReturnType<typeof groupCountColumns> & Record<string, SQL>>(
  db: DbOrTx,
  req: FastifyRequest,
  slug: string,
  extra: { key: string; columns: () => E },
) {
  const member = currentMember(req);
  const found = await findVisibleGroup(db, member, { slug }, extra);
  if (!found) throw notFound();
  const { group, membership, readContent, categoryAdmin } = found;
  const counts = { members: found.extra.members, admins: found.extra.admins };
  const can = groupCan({ member, group, membership, readContent, categoryAdmin, adminCount: counts.admins });
  req.memo.set(`group.can:${group.id}`, can);
  const loaded: LoadedGroup = { member, group, membership, readContent, counts, can };
  return { loaded, extra: found.extra };
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
  return isActiveMember(g.membership) && g.group.membersCanInvite && !g.member.isExternal;
}
