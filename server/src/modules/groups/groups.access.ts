import { type AnyColumn, and, eq, exists, inArray, isNull, ne, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { preparedOn } from "../../db/prepared.js";
import type { MemberRow } from "../members/members.schema.js";
import {
  type GroupMembershipRow,
  type GroupRow,
  groupCategoryAdmins,
  groupMemberships,
  groups,
  membershipRoleAssignments,
  membershipRoles,
} from "./groups.schema.js";
import { ACTIVE_MEMBERSHIP } from "./membership-status.js";

/**
 * Who may see and read which group, written once as SQL predicates over the `groups` table. List
 * queries filter with them, single checks add `id = $1`, and other modules (calendars, search,
 * streams, files) compose them into their own queries.
 */

/** The member a rule is decided for; null for a visitor who is not signed in. */
export type Viewer = Pick<MemberRow, "id" | "isExternal" | "isNetworkAdmin"> | null;

/**
 * A viewer as the SQL predicates see it: its id a value, or the placeholder `viewerId` in a statement built once
 * (`viewerAsPlaceholder`). Predicates that only put the id into SQL take this; a `Viewer` is one.
 */
export type SqlViewer = (Omit<NonNullable<Viewer>, "id"> & { id: string | SQLWrapper } & ReadGroups) | null;

/**
 * `readableGroups`: the ids of the groups whose content the viewer may read (`groupsReadableBy`), read before the
 * statements of a request that ask it in many places (readable-ids.access.ts; the search's). `groupContentReadableBy`
 * then names the ids instead of the predicate, which the planner planned again in each place (docs/operations.md,
 * the suggestions).
 */
export type ReadGroups = { readableGroups?: readonly string[] };

type MembershipStatus = GroupMembershipRow["status"];

/**
 * For a statement built once (`preparedOn`): the viewer with its id as the placeholder `viewerId`, which every
 * predicate here and in other modules puts into the SQL where it puts an id, so the statement is run with
 * `{ viewerId: viewer.id }`. The flags stay values: they choose the SQL's shape, and `key` names that shape for
 * the statement's name. The predicates stay the single source of the rules.
 */
export function viewerAsPlaceholder(viewer: NonNullable<Viewer>): { viewer: NonNullable<SqlViewer>; key: string } {
  return {
    viewer: {
      id: sql.placeholder("viewerId"),
      isExternal: viewer.isExternal,
      isNetworkAdmin: viewer.isNetworkAdmin,
    },
    key: `${viewer.isExternal ? "_x" : ""}${viewer.isNetworkAdmin ? "_a" : ""}`,
  };
}

export { ACTIVE_MEMBERSHIP, isActiveMember, isGroupAdmin } from "./membership-status.js";

/** SQL: a membership row of `table` (groupMemberships or an alias of it) that is active. */
export const activeMembershipRow = (table: { status: AnyColumn } = groupMemberships): SQL =>
  eq(table.status, ACTIVE_MEMBERSHIP);

// An alias, so the predicate can sit inside queries that join group_memberships themselves.
const mine = alias(groupMemberships, "access_membership");
const qb = new QueryBuilder();

function membershipExists(
  groupId: SQLWrapper | string,
  memberId: SQLWrapper | string,
  statuses: MembershipStatus[],
  adminOnly = false,
): SQL {
  return exists(
    qb
      .select({ one: sql`1` })
      .from(mine)
      .where(
        and(
          eq(mine.groupId, groupId),
          eq(mine.memberId, memberId),
          inArray(mine.status, statuses),
          adminOnly ? eq(mine.isAdmin, true) : undefined,
        ),
      ),
  );
}

/** SQL: the member is an active member of the group; either side may be a column or a value. */
export const activeMemberOf = (groupId: SQLWrapper | string, memberId: SQLWrapper | string): SQL =>
  membershipExists(groupId, memberId, [ACTIVE_MEMBERSHIP]);

/** SQL: the member belongs to the group or holds an open invitation to it (pickers leave them out). */
export const memberOrInviteeOf = (groupId: SQLWrapper | string, memberId: SQLWrapper | string): SQL =>
  membershipExists(groupId, memberId, [ACTIVE_MEMBERSHIP, "invited"]);

const chatGroup = alias(groups, "chat_group");
/** SQL: the group (an id column or value) has its chat turned on; the chat module adds who may take part. */
export const groupChatEnabled = (groupId: SQLWrapper | string): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(chatGroup)
      .where(and(eq(chatGroup.id, groupId), eq(chatGroup.chatEnabled, true))),
  );

/** SQL: the member is an active administrator of the group. */
export const groupAdminOf = (groupId: SQLWrapper | string, memberId: SQLWrapper | string): SQL =>
  membershipExists(groupId, memberId, [ACTIVE_MEMBERSHIP], true);

/** SQL: the member is an active administrator of at least one group (circulars ask who may send to a group). */
export const adminOfSomeGroup = (memberId: SQLWrapper | string): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(mine)
      .where(and(eq(mine.memberId, memberId), activeMembershipRow(mine), eq(mine.isAdmin, true))),
  );

const categoryGroup = alias(groups, "access_category_group");
/** SQL: the member is an active member of a group of the category (a column or a value); blogs' audiences ask it. */
export const activeMemberOfCategory = (categoryId: SQLWrapper | string, memberId: SQLWrapper | string): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(categoryGroup)
      .where(and(eq(categoryGroup.groupCategoryId, categoryId), activeMemberOf(categoryGroup.id, memberId))),
  );

const roleAssignment = alias(membershipRoleAssignments, "access_role_assignment");
/** SQL: the member holds the membership role (a column or a value); blogs' audiences ask it. */
export const holdsMembershipRole = (roleId: SQLWrapper | string, memberId: SQLWrapper | string): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(roleAssignment)
      .where(and(eq(roleAssignment.roleId, roleId), eq(roleAssignment.memberId, memberId))),
  );

const categoryAdmin = alias(groupCategoryAdmins, "access_category_admin");
/** SQL: the member administrates the group category (a column or a value); they administrate its every group. */
export const categoryAdminOf = (categoryId: SQLWrapper | string, memberId: SQLWrapper | string): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(categoryAdmin)
      .where(and(eq(categoryAdmin.groupCategoryId, categoryId), eq(categoryAdmin.memberId, memberId))),
  );

/** SQL over `groups`: the member administrates the group's category (never an external guest). */
const administratesCategoryOf = (viewer: NonNullable<SqlViewer>): SQL | undefined =>
  viewer.isExternal ? undefined : categoryAdminOf(groups.groupCategoryId, viewer.id);

/**
 * SQL over `groups`: the groups this member may know of. A hidden group exists only for its members,
 * invitees and network administrators; for external guests the same holds for every group not marked
 * externally visible.
 */
export function groupsVisibleTo(viewer: SqlViewer): SQL {
  if (!viewer) return sql`false`;
  if (viewer.isNetworkAdmin) return sql`true`;
  const listed = viewer.isExternal
    ? and(ne(groups.access, "hidden"), eq(groups.externallyVisible, true))
    : ne(groups.access, "hidden");
  return or(listed, memberOrInviteeOf(groups.id, viewer.id), administratesCategoryOf(viewer)) as SQL;
}

/** SQL over `groups`: groups whose content (calendars, appointments, later streams and files) this member may read. */
export function groupsReadableBy(viewer: SqlViewer): SQL {
  if (!viewer) return sql`false`;
  if (viewer.isNetworkAdmin) return sql`true`;
  return or(
    activeMemberOf(groups.id, viewer.id),
    and(eq(groups.access, "open"), groupsVisibleTo(viewer)),
    administratesCategoryOf(viewer),
  ) as SQL;
}

/**
 * SQL over `groups`: groups whose member list this member may see: those whose content they may read.
 * Listing a group's members, filtering a search by them, inviting the group or adding it as participants
 * all require it, so a closed group's members show through no route.
 */
export const groupMembersVisibleTo = (viewer: SqlViewer): SQL => groupsReadableBy(viewer);

/** SQL over `groups`: groups whose members this member may address at once (a message to the group): their own; administrators: any. */
export function groupsAddressableBy(viewer: SqlViewer): SQL {
  if (!viewer) return sql`false`;
  return viewer.isNetworkAdmin ? sql`true` : activeMemberOf(groups.id, viewer.id);
}

/** SQL: the group with this id (a column of another module's table) passes `predicate` over `groups`. */
const groupWhere = (groupId: SQLWrapper, predicate: SQL | undefined): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(groups)
      .where(and(eq(groups.id, groupId), predicate)),
  );

/**
 * SQL: the member may read the content of the group with this id (`groupsReadableBy` for one group column), or the
 * group is one of the viewer's `readableGroups` when they were read before (null for a null column: every caller puts
 * it beside a check of the column in AND or OR, never under NOT).
 */
export const groupContentReadableBy = (groupId: SQLWrapper, viewer: SqlViewer): SQL =>
  viewer?.readableGroups
    ? sql`${groupId} = any(${sql.param(viewer.readableGroups)}::bpchar[])`
    : groupWhere(groupId, groupsReadableBy(viewer));

/**
 * SQL: the member may add content (appointments, later posts and files) to the group with this id: it is
 * not archived and they are an active member of it, or a network administrator.
 */
export function groupContentPostableBy(groupId: SQLWrapper, viewer: SqlViewer): SQL {
  return groupWhere(groupId, groupsPostableBy(viewer));
}

/** SQL over `groups`: groups the member may add content to (`groupContentPostableBy` for the `groups` row itself). */
export function groupsPostableBy(viewer: SqlViewer): SQL {
  if (!viewer) return sql`false`;
  return and(
    isNull(groups.archivedAt),
    viewer.isNetworkAdmin ? undefined : activeMemberOf(groups.id, viewer.id),
  ) as SQL;
}

async function idsWhere(db: DbOrTx, predicate: SQL, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(inArray(groups.id, ids), predicate));
  return new Set(rows.map((r) => r.id));
}

/** Bulk check: which of the groups (existing ones only) hold for another module's predicate over `groups`. */
export const groupIdsWhere = (db: DbOrTx, predicate: (groupId: SQLWrapper) => SQL, ids: string[]) =>
  idsWhere(db, predicate(groups.id), ids);

/** Bulk check: which of the categories (existing administrator rows only) the member administrates. */
export async function administeredCategoryIds(db: DbOrTx, viewer: Viewer, ids: string[]): Promise<Set<string>> {
  if (!viewer || viewer.isExternal || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: groupCategoryAdmins.groupCategoryId })
    .from(groupCategoryAdmins)
    .where(and(eq(groupCategoryAdmins.memberId, viewer.id), inArray(groupCategoryAdmins.groupCategoryId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Single check: whether the member administrates the category (network administrators administrate every one). */
export async function administratesCategory(db: DbOrTx, viewer: Viewer, categoryId: string) {
  if (viewer?.isNetworkAdmin && !viewer.isExternal) return true;
  return (await administeredCategoryIds(db, viewer, [categoryId])).has(categoryId);
}

/** Bulk check: which of the groups the member may see. */
export const visibleGroupIds = (db: DbOrTx, viewer: Viewer, ids: string[]) =>
  idsWhere(db, groupsVisibleTo(viewer), ids);

/** Bulk check: which of the groups' content the member may read. */
export const readableGroupIds = (db: DbOrTx, viewer: Viewer, ids: string[]) =>
  idsWhere(db, groupsReadableBy(viewer), ids);

/** Bulk check: which of the groups (existing ones only) the member may address at once. */
export const addressableGroupIds = (db: DbOrTx, viewer: Viewer, ids: string[]) =>
  idsWhere(db, groupsAddressableBy(viewer), ids);

/** Bulk check: which of the groups' member lists the member may see. */
export const memberListGroupIds = (db: DbOrTx, viewer: Viewer, ids: string[]) =>
  idsWhere(db, groupMembersVisibleTo(viewer), ids);

/**
 * Bulk check: which of the roles (existing ones only) the member may see the holders of: network-wide
 * roles, and a group's roles when they may see that group's members.
 */
export async function roleHoldersVisibleIds(db: DbOrTx, viewer: Viewer, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: membershipRoles.id })
    .from(membershipRoles)
    .where(
      and(
        inArray(membershipRoles.id, ids),
        or(isNull(membershipRoles.groupId), groupWhere(membershipRoles.groupId, groupMembersVisibleTo(viewer))),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Whether the stored file is the picture of a group the member may see (`groupsVisibleTo`). */
export async function isVisibleGroupPicture(db: DbOrTx, viewer: Viewer, uploadId: string) {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.profileImageId, uploadId), groupsVisibleTo(viewer)))
    .limit(1);
  return row !== undefined;
}

/** Single check, from the same predicate. */
export async function maySeeGroup(db: DbOrTx, viewer: Viewer, id: string) {
  return (await visibleGroupIds(db, viewer, [id])).has(id);
}

/** Single check, from the same predicate. */
export async function mayReadGroupContent(db: DbOrTx, viewer: Viewer, id: string) {
  return (await readableGroupIds(db, viewer, [id])).has(id);
}

export type VisibleGroup = {
  group: GroupRow;
  membership: GroupMembershipRow | null;
  /** Whether the member may read the group's content. */
  readContent: boolean;
  /** Whether the member may see the group's members (`groupMembersVisibleTo`). */
  membersVisible: boolean;
  /** Whether the member administrates the group's category (`categoryAdminOf`). */
  categoryAdmin: boolean;
};

/**
 * A group by slug or id as the member sees it, with their membership; null when it does not exist for them.
 * `extra`: more columns of the group (SQL over `groups`) asked in the same statement, under a `key` naming them;
 * `columns` gets the statement's viewer (its id the placeholder), for columns that depend on who asks.
 * Built once per database, shape of viewer and extra (`preparedOn`): every group page asks it.
 */
export async function findVisibleGroup<E extends Record<string, SQL> = Record<never, SQL>>(
  db: DbOrTx,
  member: Viewer,
  by: { slug: string } | { id: string },
  extra?: { key: string; columns: (viewer: NonNullable<SqlViewer>) => E },
): Promise<(VisibleGroup & { extra: { [K in keyof E]: E[K]["_"]["type"] } }) | null> {
  // No group exists for a visitor (`groupsVisibleTo`).
  if (!member) return null;
  const { viewer, key } = viewerAsPlaceholder(member);
  const byId = "id" in by;
  const query = preparedOn(
    db,
    `visible_group_${byId ? "id" : "slug"}${key}${extra ? `_${extra.key}` : ""}`,
    (d, name) =>
      d
        .select({
          group: groups,
          membership: groupMemberships,
          readContent: sql<boolean>`${groupsReadableBy(viewer)}`,
          membersVisible: sql<boolean>`${groupMembersVisibleTo(viewer)}`,
          categoryAdmin: sql<boolean>`${administratesCategoryOf(viewer) ?? sql`false`}`,
          ...(extra ? { extra: extra.columns(viewer) } : {}),
        })
        .from(groups)
        .leftJoin(
          groupMemberships,
          and(eq(groupMemberships.groupId, groups.id), eq(groupMemberships.memberId, viewer.id)),
        )
        .where(and(eq(byId ? groups.id : groups.slug, sql.placeholder("by")), groupsVisibleTo(viewer)))
        .limit(1)
        .prepare(name),
  );
  const [row] = await query.execute({ viewerId: member.id, by: byId ? by.id : by.slug });
  return row
    ? {
        group: row.group,
        membership: row.membership,
        readContent: row.readContent === true,
        membersVisible: row.membersVisible === true,
        categoryAdmin: row.categoryAdmin === true,
        extra: ((row as { extra?: unknown }).extra ?? {}) as { [K in keyof E]: E[K]["_"]["type"] },
      }
    : null;
}
