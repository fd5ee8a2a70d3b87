import type { NotificationSubject } from "@intranet/contracts";
import { and, eq, exists, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import type { NotificationColumns, NotificationKind } from "../module.js";
import { activeMemberOf, activeMembershipRow, groupAdminOf, memberOrInviteeOf } from "./groups.access.js";
import { type GroupMembershipRow, groupMemberships, groups } from "./groups.schema.js";

const qb = new QueryBuilder();
// An alias, so the predicates below can sit beside groups.access.ts's own alias in one query.
const theirs = alias(groupMemberships, "notified_membership");

/** SQL: the member has a membership of this status in the group (a pending request, a declined one). */
const membershipIn = (groupId: SQLWrapper, memberId: SQLWrapper, status: GroupMembershipRow["status"]): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(theirs)
      .where(and(eq(theirs.groupId, groupId), eq(theirs.memberId, memberId), eq(theirs.status, status))),
  );

/**
 * SQL: the group as a notification's subject (its current name and the page the notification leads to) while
 * `concerns` holds for it, else null. The page is a path of its own, or one under the group's /groups/{slug}.
 */
function groupSubject(
  n: NotificationColumns,
  page: { path: string } | { underGroup: string },
  concerns: (groupId: SQLWrapper) => SQL,
) {
  const url = "path" in page ? sql`${page.path}::text` : sql`'/groups/' || ${groups.slug} || ${page.underGroup}::text`;
  return sql<NotificationSubject | null>`(${qb
    .select({
      subject: sql`json_build_object('type', 'group', 'id', ${groups.id}, 'title', ${groups.name}, 'html_url', ${url})`,
    })
    .from(groups)
    .where(and(eq(groups.id, n.subjectId), concerns(groups.id)))})`;
}

/**
 * The notifications about groups, as the notifications module lists them (see ModuleDescriptor.notificationKinds).
 * Each shows only while it still concerns its recipient, so a hidden group never shows to someone it hides from:
 * - group_invite (to the invitee): while they are invited or have joined; a declined or withdrawn invitation is gone.
 * - group_join_request (to each administrator): while they administrate the group and the request is pending.
 * - group_join_approved / group_join_declined (to the requester): while they are a member / their request stays declined.
 */
export const groupNotificationKinds: Record<string, NotificationKind> = {
  group_invite: {
    subject: (n) => groupSubject(n, { path: "/invites" }, (g) => memberOrInviteeOf(g, n.recipientId)),
  },
  group_join_request: {
    subject: (n) =>
      groupSubject(
        n,
        { underGroup: "/administration/join_requests" },
        (g) => and(groupAdminOf(g, n.recipientId), membershipIn(g, n.actorId, "in_moderation")) as SQL,
      ),
  },
  group_join_approved: {
    subject: (n) => groupSubject(n, { underGroup: "" }, (g) => activeMemberOf(g, n.recipientId)),
  },
  group_join_declined: {
    subject: (n) => groupSubject(n, { underGroup: "" }, (g) => membershipIn(g, n.recipientId, "rejected")),
  },
};

/** The ids of the group's active administrators, to notify them of a join request. */
export async function activeAdminIdsOf(db: DbOrTx, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ id: groupMemberships.memberId })
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), activeMembershipRow(), eq(groupMemberships.isAdmin, true)));
  return rows.map((r) => r.id);
}
