import { and, asc, eq, exists, inArray, isNull, like, not, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias, type PgColumn, type PgTable, QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { sortKey } from "../../db/columns.js";
import { escapeLike } from "../../db/like.js";
import { inPlaceholder, preparedOn } from "../../db/prepared.js";
import { type MemberRow, members } from "./members.schema.js";

export async function findMemberById(db: DbOrTx, id: string): Promise<MemberRow | null> {
  // Read for every socket action (the member again, a lock ends the socket), so built once per database.
  const query = preparedOn(db, "member_by_id", (d, name) =>
    d
      .select()
      .from(members)
      .where(eq(members.id, sql.placeholder("id")))
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ id });
  return row ?? null;
}

/** The members table under another name, so other modules' predicates about a member (which select from `members`) can sit in the query. */
const asked = alias(members, "asked_member");

/**
 * A member by id with other modules' SQL about them (their predicates over the member's id column), in one
 * statement built once per database under `name`: `extra` is called once, so it names any value of its own as a
 * placeholder (`sql.placeholder`), given in `values` at each call; null when there is no such member.
 */
export async function findMemberWith<T extends Record<string, SQL>>(
  db: DbOrTx,
  name: string,
  id: string,
  extra: (memberId: SQLWrapper) => T,
  values: Record<string, unknown> = {},
): Promise<({ member: MemberRow } & { [K in keyof T]: T[K]["_"]["type"] }) | null> {
  const query = preparedOn(db, name, (d, key) =>
    d
      .select({ member: asked, ...extra(asked.id) })
      .from(asked)
      .where(eq(asked.id, sql.placeholder("id")))
      .limit(1)
      .prepare(key),
  );
  const [row] = await query.execute({ ...values, id });
  return (row as ({ member: MemberRow } & { [K in keyof T]: T[K]["_"]["type"] }) | undefined) ?? null;
}

/** Members by id (those that exist) with other modules' SQL about each, as `findMemberWith` for many: one statement. */
export async function findMembersWith<T extends Record<string, SQL>>(
  db: DbOrTx,
  name: string,
  ids: string[],
  extra: (memberId: SQLWrapper) => T,
  values: Record<string, unknown> = {},
): Promise<({ member: MemberRow } & { [K in keyof T]: T[K]["_"]["type"] })[]> {
  if (ids.length === 0) return [];
  const query = preparedOn(db, name, (d, key) =>
    d
      .select({ member: asked, ...extra(asked.id) })
      .from(asked)
      .where(inPlaceholder(asked.id, "ids"))
      .prepare(key),
  );
  return (await query.execute({ ...values, ids })) as ({ member: MemberRow } & { [K in keyof T]: T[K]["_"]["type"] })[];
}

/** Bulk check: which of the members (existing ones only) another module's predicate holds for, one statement. */
export async function memberIdsWhere(db: DbOrTx, predicate: MemberPredicate, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: asked.id })
    .from(asked)
    .where(and(inArray(asked.id, ids), predicate(asked.id)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The first row of another module's table that `where` selects, with the member its `memberId` column
 * names, in one statement (the session of a token and its member), prepared under `name` for placeholder
 * values: that module passes its own table and condition, and the join into the members table stays in
 * this repository.
 */
export function prepareRowWithMember<T extends PgTable>(
  db: DbOrTx,
  table: T,
  memberId: PgColumn,
  where: SQL | undefined,
  name: string,
) {
  const query = db
    .select({ row: table as PgTable, member: members })
    .from(table as PgTable)
    .innerJoin(members, eq(members.id, memberId))
    .where(where)
    .limit(1)
    .prepare(name);
  return {
    async execute(values: Record<string, unknown>): Promise<{ row: T["$inferSelect"]; member: MemberRow } | null> {
      const [found] = await query.execute(values);
      return found ? { row: found.row as T["$inferSelect"], member: found.member } : null;
    },
  };
}

export async function findMemberByEmail(db: DbOrTx, email: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** SQL over an e-mail column of another module: a member has this address (case-insensitive). */
export const memberHasEmail = (email: SQLWrapper): SQL =>
  sql`exists (select 1 from ${members} where lower(${members.email}) = lower(${email}))`;

/** Which of these addresses (lower case) belong to members, one query. */
export async function memberEmailsAmong(db: DbOrTx, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${members.email})` })
    .from(members)
    .where(inArray(sql`lower(${members.email})`, emails));
  return new Set(rows.map((r) => r.email));
}

/** SQL about a member id column, from another module (groups: "an active member of this group"). */
export type MemberPredicate = (memberId: SQLWrapper) => SQL;

/** Unlocked members whose name starts with each typed word, for pickers. */
export async function searchMembers(
  db: DbOrTx,
  q: string,
  limit: number,
  opts: { includeExternal?: boolean; excluded?: MemberPredicate } = {},
): Promise<MemberRow[]> {
  // Each word starts the first or the last name, accents and case aside (the folded names' prefix indexes).
  const words = sortKey(q).split(/\s+/).filter(Boolean).slice(0, 4);
  const conditions = words.map((w) =>
    or(like(members.firstNameSort, `${escapeLike(w)}%`), like(members.lastNameSort, `${escapeLike(w)}%`)),
  );
  return db
    .select()
    .from(members)
    .where(
      and(
        isNull(members.lockedAt),
        opts.includeExternal === false ? eq(members.isExternal, false) : undefined,
        opts.excluded ? not(opts.excluded(members.id)) : undefined,
        ...conditions,
      ),
    )
    .orderBy(asc(members.lastNameSort), asc(members.firstNameSort), asc(members.id))
    .limit(limit);
}

/** The members with these ids that are not locked, one query. */
export async function findUnlockedMembersByIds(db: DbOrTx, ids: string[]): Promise<MemberRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(members)
    .where(and(inArray(members.id, ids), isNull(members.lockedAt)));
}

/** The network administrators who are not locked (who hear of applications to join), one query. */
export async function findUnlockedNetworkAdmins(db: DbOrTx): Promise<MemberRow[]> {
  return db
    .select()
    .from(members)
    .where(and(eq(members.isNetworkAdmin, true), isNull(members.lockedAt)));
}

/** Members by id (locked ones too), one query. */
/** Members by id (any number of ids, one statement built once). */
export async function findMembersByIds(db: DbOrTx, ids: string[]): Promise<MemberRow[]> {
  if (ids.length === 0) return [];
  return preparedOn(db, "members_by_ids", (d, name) =>
    d.select().from(members).where(inPlaceholder(members.id, "ids")).prepare(name),
  ).execute({ ids });
}

export async function insertMember(db: DbOrTx, values: typeof members.$inferInsert): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning();
  if (!row) throw new Error("member insert returned nothing");
  return row;
}

export async function updateMemberRow(db: DbOrTx, id: string, set: Partial<typeof members.$inferInsert>) {
  const [row] = await db.update(members).set(set).where(eq(members.id, id)).returning();
  return row ?? null;
}

const qb = new QueryBuilder();

/**
 * SQL: the member with this id (a column of another module's table) is not locked and, unless
 * `includeExternal`, not external. Lets other modules filter their rows by member without the table.
 */
export function isReachableMember(memberId: SQLWrapper, opts: { includeExternal: boolean }): SQL {
  return exists(
    qb
      .select({ one: sql`1` })
      .from(members)
      .where(
        and(
          eq(members.id, memberId),
          isNull(members.lockedAt),
          opts.includeExternal ? undefined : eq(members.isExternal, false),
        ),
      ),
  );
}

/** SQL: the member with this id (a column of another module's table, or a value) is a network administrator. */
export function isNetworkAdminMember(memberId: SQLWrapper | string): SQL {
  return exists(
    qb
      .select({ one: sql`1` })
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.isNetworkAdmin, true))),
  );
}

/** SQL: the last and first name of the member with this id, to order another module's rows by. */
export function memberNameOrder(memberId: SQLWrapper): SQL {
  return sql`(select ${members.lastName} from ${members} where ${members.id} = ${memberId}),
    (select ${members.firstName} from ${members} where ${members.id} = ${memberId})`;
}

/**
 * SQL: the ids of members that are not locked, as a subquery with one column `id`. Lets another module
 * write to every reachable member in one INSERT ... SELECT without the members table.
 */
export function unlockedMemberIds(): SQL {
  return sql`select ${members.id} as id from ${members} where ${isNull(members.lockedAt)}`;
}

/** Members whose ids the subquery returns, by name (the subquery comes from the module that holds the link). */
export async function findMembersIn(db: DbOrTx, ids: SQLWrapper): Promise<MemberRow[]> {
  return membersInQuery(db, ids);
}

/** The query of `findMembersIn`, for a statement built once (`.prepare`). */
export const membersInQuery = (db: DbOrTx, ids: SQLWrapper) =>
  db
    .select()
    .from(members)
    .where(inArray(members.id, ids))
    .orderBy(asc(members.lastNameSort), asc(members.firstNameSort), asc(members.id));

/** Whether the stored file is a member's profile picture (profiles, and so their pictures, are shown to every member). */
export async function isProfilePicture(db: DbOrTx, uploadId: string) {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.avatarImageId, uploadId)).limit(1);
  return row !== undefined;
}

/** Whether the network has an administrator (a production first start waits for its setup link until it has). */
export async function hasNetworkAdmin(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.isNetworkAdmin, true)).limit(1);
  return row !== undefined;
}

/** The `location` text of the members' profiles, trimmed (what the maps geocode). */
const profileLocation = sql<string>`btrim(${members.profile} ->> 'location')`;

/**
 * Members who are not locked and have a location in their profile, with it, at most `limit` by name; `where` narrows
 * them by another module's predicate over the member's id (a group's members). The maps place them.
 */
export async function membersWithLocation(
  db: DbOrTx,
  where: ((memberId: SQLWrapper) => SQL) | null,
  limit: number,
): Promise<{ member: MemberRow; location: string }[]> {
  return db
    .select({ member: members, location: profileLocation })
    .from(members)
    .where(
      and(
        isNull(members.lockedAt),
        isNull(members.deletedAt),
        sql`coalesce(${profileLocation}, '') <> ''`,
        where ? where(members.id) : undefined,
      ),
    )
    .orderBy(members.lastNameSort, members.firstNameSort)
    .limit(limit);
}

/** The distinct locations members have entered (not locked ones'), at most `limit`: what the geocoding job looks up. */
export async function distinctMemberLocations(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ location: profileLocation })
    .from(members)
    .where(and(isNull(members.lockedAt), isNull(members.deletedAt), sql`coalesce(${profileLocation}, '') <> ''`))
    .limit(limit);
  return rows.map((r) => r.location);
}
