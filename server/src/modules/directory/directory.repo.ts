import { DIRECTORY_TOO_LARGE } from "@intranet/contracts";
import { and, asc, eq, inArray, isNull, ne, not, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { activeMemberOf, activeMembershipRow, groupsVisibleTo, memberOrInviteeOf } from "../groups/groups.access.js";
import { groupMemberships, groups, membershipRoleAssignments, membershipRoles } from "../groups/groups.schema.js";
import { type MemberRow, members } from "../members/members.schema.js";

export type MemberListFilter = {
  q: string;
  /** Only members of this group. */
  groupId?: string;
  /** Leave out members and open invitees of this group. */
  excludeGroupId?: string;
  includeExternal: boolean;
  includeLocked: boolean;
  profile: Record<string, string>;
};

const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Each typed word must start the first or the last name; lower(name) LIKE 'w%' uses the prefix indexes. */
function nameMatches(q: string): SQL[] {
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((w) => {
      const pattern = `${escapeLike(w)}%`;
      return or(
        sql`lower(${members.firstName}) like ${pattern}`,
        sql`lower(${members.lastName}) like ${pattern}`,
      ) as SQL;
    });
}

function memberWhere(f: MemberListFilter) {
  return and(
    f.includeLocked ? undefined : isNull(members.lockedAt),
    f.includeExternal ? undefined : eq(members.isExternal, false),
    ...nameMatches(f.q),
    f.groupId ? activeMemberOf(f.groupId, members.id) : undefined,
    f.excludeGroupId ? not(memberOrInviteeOf(f.excludeGroupId, members.id)) : undefined,
    ...Object.entries(f.profile).map(([field, value]) => sql`${members.profile}->>${field} = ${value}`),
  );
}

const orderFor = (sort: "first_name" | "last_name") =>
  sort === "first_name"
    ? [asc(members.firstName), asc(members.lastName), asc(members.id)]
    : [asc(members.lastName), asc(members.firstName), asc(members.id)];

/** One page of members and a count that stops just above the too-large limit. */
export async function listMembers(
  db: DbOrTx,
  f: MemberListFilter,
  sort: "first_name" | "last_name",
  limit: number,
  offset: number,
  withCount = true,
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = memberWhere(f);
  const page = db
    .select()
    .from(members)
    .where(where)
    .orderBy(...orderFor(sort))
    .limit(limit)
    .offset(offset);
  // Quick searches show a handful of hits and need no total; counting is the costly part.
  if (!withCount) {
    const rows = await page;
    return { rows, total: rows.length };
  }
  const capped = db
    .select({ one: sql`1` })
    .from(members)
    .where(where)
    .limit(DIRECTORY_TOO_LARGE + 1)
    .as("capped");
  const [[counted], rows] = await Promise.all([db.select({ n: sql<number>`count(*)::int` }).from(capped), page]);
  return { rows, total: counted?.n ?? 0 };
}

/** Role badges of the given members: network-wide roles, plus the group's when in a group. */
export async function roleBadgesOf(db: DbOrTx, memberIds: string[], groupId?: string) {
  const result = new Map<string, { name: string; color: string; text_color: string }[]>();
  if (memberIds.length === 0) return result;
  const rows = await db
    .select({
      memberId: membershipRoleAssignments.memberId,
      name: membershipRoles.name,
      color: membershipRoles.color,
      textColor: membershipRoles.textColor,
    })
    .from(membershipRoleAssignments)
    .innerJoin(membershipRoles, eq(membershipRoles.id, membershipRoleAssignments.roleId))
    .where(
      and(
        inArray(membershipRoleAssignments.memberId, memberIds),
        ne(membershipRoles.displayType, "hidden"),
        groupId
          ? or(isNull(membershipRoles.groupId), eq(membershipRoles.groupId, groupId))
          : isNull(membershipRoles.groupId),
      ),
    )
    .orderBy(asc(membershipRoles.name));
  for (const r of rows) {
    const list = result.get(r.memberId) ?? [];
    list.push({ name: r.name, color: r.color, text_color: r.textColor });
    result.set(r.memberId, list);
  }
  return result;
}

/** Which of the members administer the group. */
export async function groupAdminsAmong(db: DbOrTx, groupId: string, memberIds: string[]) {
  if (memberIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ memberId: groupMemberships.memberId })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.groupId, groupId),
        inArray(groupMemberships.memberId, memberIds),
        activeMembershipRow(),
        eq(groupMemberships.isAdmin, true),
      ),
    );
  return new Set(rows.map((r) => r.memberId));
}

/** Distinct values of a profile field among unlocked members, for the filter selects. */
export async function profileValues(db: DbOrTx, field: string) {
  const value = sql<string>`${members.profile}->>${field}`;
  const rows = await db
    .selectDistinct({ value })
    .from(members)
    .where(and(isNull(members.lockedAt), sql`coalesce(${value}, '') <> ''`))
    .limit(200);
  return rows.map((r) => r.value).sort((a, b) => a.localeCompare(b));
}

export type GroupListFilter = {
  viewer: MemberRow;
  q: string;
  categoryId?: string;
  onlyMine?: boolean;
  onlyChatEnabled?: boolean;
  excludeSensitive?: boolean;
};

/** Groups the viewer may know of (the groups module's `groupsVisibleTo`), narrowed by the filter. */
function groupWhere(f: GroupListFilter) {
  const words = f.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);
  return and(
    f.categoryId ? eq(groups.groupCategoryId, f.categoryId) : undefined,
    groupsVisibleTo(f.viewer),
    f.onlyMine ? activeMemberOf(groups.id, f.viewer.id) : undefined,
    f.onlyChatEnabled ? eq(groups.chatEnabled, true) : undefined,
    f.excludeSensitive ? eq(groups.sensitive, false) : undefined,
    ...words.map((w) => sql`lower(${groups.name}) like ${`%${escapeLike(w)}%`}`),
  );
}

export async function listGroups(db: DbOrTx, f: GroupListFilter, limit: number, offset: number) {
  const where = groupWhere(f);
  const [rows, [counted]] = await Promise.all([
    db.select().from(groups).where(where).orderBy(asc(groups.name), asc(groups.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(groups).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function searchRoles(db: DbOrTx, q: string, limit: number) {
  return db
    .select()
    .from(membershipRoles)
    .where(
      and(
        isNull(membershipRoles.groupId),
        sql`lower(${membershipRoles.name}) like ${`${escapeLike(q.toLowerCase())}%`}`,
      ),
    )
    .orderBy(asc(membershipRoles.name))
    .limit(limit);
}
