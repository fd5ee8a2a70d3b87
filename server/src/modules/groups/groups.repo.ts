import { and, asc, count, desc, eq, inArray, isNull, or, type Placeholder, type SQLWrapper, sql } from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { jsonList, jsonObject } from "../../db/json.js";
import { preparedOn } from "../../db/prepared.js";
import { findMembersByIds } from "../members/members.repo.js";
import { activeMembershipRow, categoryAdminOf, groupIdsWhere, readableGroupIds, type Viewer } from "./groups.access.js";
import {
  type GroupInviteRow,
  type GroupMembershipRow,
  type GroupRow,
  groupCategories,
  groupCategoryAdmins,
  groupInvites,
  groupMemberships,
  groups,
  membershipRoleAssignments,
  membershipRoles,
} from "./groups.schema.js";

const qb = new QueryBuilder();

export async function findGroupBySlug(db: DbOrTx, slug: string): Promise<GroupRow | null> {
  const [row] = await db.select().from(groups).where(eq(groups.slug, slug)).limit(1);
  return row ?? null;
}

/** Every hidden group's id, name and slug (a network has few). */
export async function hiddenGroupSlugs(db: DbOrTx) {
  return db
    .select({ id: groups.id, name: groups.name, slug: groups.slug })
    .from(groups)
    .where(eq(groups.access, "hidden"));
}

export async function findMembership(db: DbOrTx, groupId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

/** The current member's memberships in the given groups, one query. */
export async function membershipsOf(db: DbOrTx, memberId: string, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, GroupMembershipRow>();
  const rows = await db
    .select()
    .from(groupMemberships)
    .where(and(eq(groupMemberships.memberId, memberId), inArray(groupMemberships.groupId, groupIds)));
  return new Map(rows.map((r) => [r.groupId, r]));
}

/** Member and administrator counts per group, one query. */
export async function countsOf(db: DbOrTx, groupIds: string[]) {
  const result = new Map<string, { members: number; admins: number }>();
  if (groupIds.length === 0) return result;
  const rows = await db
    .select({ groupId: groupMemberships.groupId, isAdmin: groupMemberships.isAdmin, n: count() })
    .from(groupMemberships)
    .where(and(inArray(groupMemberships.groupId, groupIds), activeMembershipRow()))
    .groupBy(groupMemberships.groupId, groupMemberships.isAdmin);
  for (const r of rows) {
    const c = result.get(r.groupId) ?? { members: 0, admins: 0 };
    c.members += r.n;
    if (r.isAdmin) c.admins += r.n;
    result.set(r.groupId, c);
  }
  return result;
}

const counted = alias(groupMemberships, "counted");

/** SQL: the active member and administrator counts of the group with this id, as columns of a query over groups. */
export function groupCountColumns(groupId: SQLWrapper = groups.id) {
  const active = and(eq(counted.groupId, groupId), activeMembershipRow(counted));
  return {
    members: sql<number>`(${qb.select({ n: sql`count(*)::int` }).from(counted).where(active)})`,
    admins: sql<number>`(${qb
      .select({ n: sql`count(*)::int` })
      .from(counted)
      .where(and(active, eq(counted.isAdmin, true)))})`,
  };
}

/** Network-wide roles plus the roles of the given groups (ids, or a subquery of them). */
export async function rolesFor(db: DbOrTx, groupIds: string[] | SQLWrapper) {
  return db
    .select()
    .from(membershipRoles)
    .where(
      !Array.isArray(groupIds) || groupIds.length
        ? or(isNull(membershipRoles.groupId), inArray(membershipRoles.groupId, groupIds))
        : isNull(membershipRoles.groupId),
    )
    .orderBy(asc(membershipRoles.name));
}

/** SQL: the id of the group with this slug, to ask for its rows in the same round trip as the group. */
export function groupIdBySlug(slug: string | SQLWrapper) {
  return qb.select({ id: groups.id }).from(groups).where(eq(groups.slug, slug));
}

/** `rolesFor` the group of this slug (the group page asks it beside the group), built once per database. */
export function rolesOfGroupBySlug(db: DbOrTx, slug: string) {
  return preparedOn(db, "roles_by_group_slug", (d, name) =>
    d
      .select()
      .from(membershipRoles)
      .where(
        or(isNull(membershipRoles.groupId), inArray(membershipRoles.groupId, groupIdBySlug(sql.placeholder("slug")))),
      )
      .orderBy(asc(membershipRoles.name))
      .prepare(name),
  ).execute({ slug });
}

/** Groups the member belongs to (status member), by name. */
export async function groupsOfMember(db: DbOrTx, memberId: string) {
  return db
    .select({ group: groups })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(and(eq(groupMemberships.memberId, memberId), activeMembershipRow()))
    .orderBy(asc(groups.nameSort), asc(groups.id))
    .then((rows) => rows.map((r) => r.group));
}

export async function roleIdsOfMember(db: DbOrTx, memberId: string) {
  const rows = await db
    .select({ roleId: membershipRoleAssignments.roleId })
    .from(membershipRoleAssignments)
    .where(eq(membershipRoleAssignments.memberId, memberId));
  return rows.map((r) => r.roleId);
}

/**
 * SQL columns for the network preload, each a JSON list: the group categories (by position, then name),
 * the network-wide membership roles (by name) and the groups the member belongs to (by name).
 */
export function preloadGroupColumns(memberId: string | Placeholder) {
  const categoryJson = jsonObject({
    id: groupCategories.id,
    slug: groupCategories.slug,
    name: groupCategories.name,
    pluralName: groupCategories.pluralName,
    color: groupCategories.color,
    position: groupCategories.position,
    createAccess: groupCategories.createAccess,
  });
  const roleJson = jsonObject({
    id: membershipRoles.id,
    slug: membershipRoles.slug,
    name: membershipRoles.name,
    pluralName: membershipRoles.pluralName,
    color: membershipRoles.color,
    textColor: membershipRoles.textColor,
    displayType: membershipRoles.displayType,
  });
  const groupJson = jsonObject({
    id: groups.id,
    slug: groups.slug,
    name: groups.name,
    groupCategoryId: groups.groupCategoryId,
  });
  return {
    administeredCategoryIds: sql<string[]>`(${qb
      .select({ v: sql`coalesce(json_agg(${groupCategoryAdmins.groupCategoryId}), '[]'::json)` })
      .from(groupCategoryAdmins)
      .where(eq(groupCategoryAdmins.memberId, memberId))})`,
    categories: sql<(typeof categoryJson._.type)[]>`(${qb
      .select({ v: jsonList(categoryJson, sql`${groupCategories.position}, ${groupCategories.name}`) })
      .from(groupCategories)})`,
    roles: sql<(typeof roleJson._.type)[]>`(${qb
      .select({ v: jsonList(roleJson, sql`${membershipRoles.name}`) })
      .from(membershipRoles)
      .where(isNull(membershipRoles.groupId))})`,
    myGroups: sql<(typeof groupJson._.type)[]>`(${qb
      .select({ v: jsonList(groupJson, sql`${groups.name}`) })
      .from(groupMemberships)
      .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
      .where(and(eq(groupMemberships.memberId, memberId), activeMembershipRow()))})`,
  };
}

/** GroupInvites and GroupJoinRequests for the unread counts: two counting subqueries, whatever the group count. */
export function groupUnreadCountSql(memberId: string | Placeholder) {
  const invites = qb
    .select({ n: sql`count(*)::int` })
    .from(groupInvites)
    .where(and(eq(groupInvites.inviteeId, memberId), eq(groupInvites.status, "open")));
  const adminOf = alias(groupMemberships, "admin_of");
  const requests = qb
    .select({ n: sql`count(*)::int` })
    .from(groupMemberships)
    .innerJoin(
      adminOf,
      and(
        eq(adminOf.groupId, groupMemberships.groupId),
        eq(adminOf.memberId, memberId),
        activeMembershipRow(adminOf),
        eq(adminOf.isAdmin, true),
      ),
    )
    .where(eq(groupMemberships.status, "in_moderation"));
  return { GroupInvites: sql<number>`(${invites})`, GroupJoinRequests: sql<number>`(${requests})` };
}

/** Open join requests of one group, oldest first. */
export async function joinRequestsOf(db: DbOrTx, groupId: string) {
  const memberships = await db
    .select()
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.status, "in_moderation")))
    .orderBy(asc(groupMemberships.createdAt));
  const byId = new Map(
    (
      await findMembersByIds(
        db,
        memberships.map((m) => m.memberId),
      )
    ).map((m) => [m.id, m]),
  );
  return memberships.flatMap((membership) => {
    const member = byId.get(membership.memberId);
    return member ? [{ membership, member }] : [];
  });
}

export async function openJoinRequestCount(db: DbOrTx, groupId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.status, "in_moderation")));
  return row?.n ?? 0;
}

/** The member's groups with their favourite flag, for the sidebar lists. */
export async function sidebarGroupsOf(db: DbOrTx, memberId: string) {
  return db
    .select({
      id: groups.id,
      slug: groups.slug,
      name: groups.name,
      groupCategoryId: groups.groupCategoryId,
      favorited: groupMemberships.favorited,
      isAdmin: groupMemberships.isAdmin,
    })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(and(eq(groupMemberships.memberId, memberId), activeMembershipRow(), isNull(groups.archivedAt)))
    .orderBy(desc(groupMemberships.favorited), asc(groups.nameSort), asc(groups.id));
}

export type InviteListFilter = {
  inviteeId?: string;
  inviterId?: string;
  groupId?: string;
  status?: GroupInviteRow["status"];
};

/** Invitations by invitee, inviter or group, newest first, with their groups and people. */
export async function listInvites(db: DbOrTx, f: InviteListFilter, limit: number, offset: number) {
  const where = and(
    f.inviteeId ? eq(groupInvites.inviteeId, f.inviteeId) : undefined,
    f.inviterId ? eq(groupInvites.inviterId, f.inviterId) : undefined,
    f.groupId ? eq(groupInvites.groupId, f.groupId) : undefined,
    f.status ? eq(groupInvites.status, f.status) : undefined,
  );
  const [page, [total]] = await Promise.all([
    db
      .select({ invite: groupInvites, group: groups })
      .from(groupInvites)
      .innerJoin(groups, eq(groups.id, groupInvites.groupId))
      .where(where)
      .orderBy(desc(groupInvites.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(groupInvites).where(where),
  ]);
  // Invitees and inviters of the page in one query.
  const people = await findMembersByIds(db, [
    ...new Set(
      page.flatMap((r) => (r.invite.inviterId ? [r.invite.inviteeId, r.invite.inviterId] : [r.invite.inviteeId])),
    ),
  ]);
  const byId = new Map(people.map((m) => [m.id, m]));
  const rows = page.flatMap(({ invite, group }) => {
    const invitee = byId.get(invite.inviteeId);
    if (!invitee) return [];
    return [{ invite, group, invitee, inviter: invite.inviterId ? (byId.get(invite.inviterId) ?? null) : null }];
  });
  return { rows, total: total?.n ?? 0 };
}

export async function findCategoryBySlug(db: DbOrTx, slug: string) {
  const [row] = await db.select().from(groupCategories).where(eq(groupCategories.slug, slug)).limit(1);
  return row ?? null;
}

export async function findCategoryById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(groupCategories).where(eq(groupCategories.id, id)).limit(1);
  return row ?? null;
}

export async function rolesOfGroup(db: DbOrTx, groupId: string) {
  return db
    .select()
    .from(membershipRoles)
    .where(eq(membershipRoles.groupId, groupId))
    .orderBy(asc(membershipRoles.name));
}

export async function findGroupById(db: DbOrTx, id: string): Promise<GroupRow | null> {
  const [row] = await db.select().from(groups).where(eq(groups.id, id)).limit(1);
  return row ?? null;
}

export async function findGroupsByIds(db: DbOrTx, ids: string[]): Promise<GroupRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(groups).where(inArray(groups.id, ids));
}

export async function insertGroup(db: DbOrTx, values: typeof groups.$inferInsert): Promise<GroupRow> {
  const [row] = await db.insert(groups).values(values).returning();
  if (!row) throw new Error("group insert returned nothing");
  return row;
}

export async function updateGroupRow(db: DbOrTx, id: string, set: Partial<typeof groups.$inferInsert>) {
  const [row] = await db.update(groups).set(set).where(eq(groups.id, id)).returning();
  return row ?? null;
}

export async function deleteGroupRow(db: DbOrTx, id: string) {
  await db.delete(groups).where(eq(groups.id, id));
}

export async function insertCategory(db: DbOrTx, values: typeof groupCategories.$inferInsert) {
  const [row] = await db.insert(groupCategories).values(values).returning();
  if (!row) throw new Error("category insert returned nothing");
  return row;
}

/** Id and name of these groups, one query. */
export async function groupNamesByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, ids));
}

export type GroupSummaryData = Awaited<ReturnType<typeof groupSummaryDataOf>>;
export type GroupListData = Awaited<ReturnType<typeof groupListDataOf>>;

/** The viewer's memberships and the member counts of the groups, for their short form: two queries. */
export async function groupSummaryDataOf(db: DbOrTx, viewer: Viewer, ids: string[]) {
  const [memberships, counts] = await Promise.all([
    viewer ? membershipsOf(db, viewer.id, ids) : Promise.resolve(new Map<string, GroupMembershipRow>()),
    countsOf(db, ids),
  ]);
  return { memberships, counts };
}

/** Everything the full form of the groups shows besides the rows: four queries whatever their number. */
export async function groupListDataOf(db: DbOrTx, viewer: Viewer, ids: string[]) {
  const [summary, roles, readable, administered] = await Promise.all([
    groupSummaryDataOf(db, viewer, ids),
    rolesFor(db, ids),
    readableGroupIds(db, viewer, ids),
    viewer && !viewer.isExternal && !viewer.isNetworkAdmin
      ? groupIdsWhere(db, () => categoryAdminOf(groups.groupCategoryId, viewer.id), ids)
      : Promise.resolve(new Set<string>()),
  ]);
  return { ...summary, roles, readable, administered };
}

const labels = new QueryBuilder();

/**
 * SQL columns naming the group with this id (a column of another module's table) and its category's
 * plural; null when there is no such group. For other modules' lists that label rows by group.
 */
export function groupLabelColumns(groupId: SQLWrapper) {
  // Built as subqueries so their columns stay qualified inside another query's select list.
  const ofGroup = eq(groups.id, groupId);
  return {
    groupName: sql<string | null>`(${labels.select({ v: groups.name }).from(groups).where(ofGroup)})`,
    groupSlug: sql<string | null>`(${labels.select({ v: groups.slug }).from(groups).where(ofGroup)})`,
    categoryName: sql<string | null>`(${labels
      .select({ v: groupCategories.pluralName })
      .from(groups)
      .innerJoin(groupCategories, eq(groupCategories.id, groups.groupCategoryId))
      .where(ofGroup)})`,
  };
}
