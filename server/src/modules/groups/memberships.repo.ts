import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { findMembersByIds, isReachableMember } from "../members/members.repo.js";
import { activeMembershipRow } from "./groups.access.js";
import { type GroupMembershipRow, groupMemberships } from "./groups.schema.js";

type MembershipStatus = GroupMembershipRow["status"];

/**
 * Creates the membership or overwrites the existing one's status; `set` lists what else an
 * existing membership is reset to (administrator flag, rejection message, request time).
 */
export async function upsertMembership(
  db: DbOrTx,
  values: { groupId: string; memberId: string; status: MembershipStatus; isAdmin?: boolean },
  set: Partial<Pick<GroupMembershipRow, "isAdmin" | "rejectionMessage">> & { renewCreatedAt?: boolean } = {},
) {
  const { renewCreatedAt, ...reset } = set;
  await db
    .insert(groupMemberships)
    .values(values)
    .onConflictDoUpdate({
      target: [groupMemberships.groupId, groupMemberships.memberId],
      set: { status: values.status, ...reset, ...(renewCreatedAt && { createdAt: sql`now()` }) },
    });
}

export async function deleteMembership(db: DbOrTx, groupId: string, memberId: string) {
  await db
    .delete(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.memberId, memberId)));
}

/** The open join request with this id in this group, or null. */
export async function findJoinRequest(db: DbOrTx, groupId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.id, requestId),
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.status, "in_moderation"),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function updateMembership(
  db: DbOrTx,
  id: string,
  set: Partial<Pick<GroupMembershipRow, "status" | "rejectionMessage" | "favorited" | "subscribed">>,
) {
  await db.update(groupMemberships).set(set).where(eq(groupMemberships.id, id));
}

/** SQL over `group_memberships`: the rows of the group's active administrators. */
const activeAdminRowsOf = (groupId: string) =>
  and(eq(groupMemberships.groupId, groupId), activeMembershipRow(), eq(groupMemberships.isAdmin, true));

/** Addresses and languages of the group's active administrators, to mail them. */
export async function adminRecipientsOf(db: DbOrTx, groupId: string) {
  const rows = await db
    .select({ id: groupMemberships.memberId })
    .from(groupMemberships)
    .where(activeAdminRowsOf(groupId));
  const admins = await findMembersByIds(
    db,
    rows.map((r) => r.id),
  );
  return admins.map((m) => ({ email: m.email, language: m.language }));
}

/** Every membership (any status) of these members in these groups, one query. */
export async function membershipsAmong(db: DbOrTx, groupIds: string[], memberIds: string[]) {
  if (groupIds.length === 0 || memberIds.length === 0) return [];
  return db
    .select()
    .from(groupMemberships)
    .where(and(inArray(groupMemberships.groupId, groupIds), inArray(groupMemberships.memberId, memberIds)));
}

/** Which of these groups the member actively belongs to. */
export async function activeGroupIdsAmong(db: DbOrTx, memberId: string, groupIds: string[]): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .select({ id: groupMemberships.groupId })
    .from(groupMemberships)
    .where(
      and(eq(groupMemberships.memberId, memberId), activeMembershipRow(), inArray(groupMemberships.groupId, groupIds)),
    );
  return new Set(rows.map((r) => r.id));
}

/** Ids of the group's active members who are not locked, optionally without external members. */
export async function activeMemberIdsOf(db: DbOrTx, groupId: string, opts: { includeExternal: boolean }) {
  const rows = await db
    .select({ id: groupMemberships.memberId })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.groupId, groupId),
        activeMembershipRow(),
        isReachableMember(groupMemberships.memberId, opts),
      ),
    );
  return rows.map((r) => r.id);
}

/** Which of the members administer the group. */
export async function groupAdminsAmong(db: DbOrTx, groupId: string, memberIds: string[]) {
  if (memberIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ memberId: groupMemberships.memberId })
    .from(groupMemberships)
    .where(and(activeAdminRowsOf(groupId), inArray(groupMemberships.memberId, memberIds)));
  return new Set(rows.map((r) => r.memberId));
}
