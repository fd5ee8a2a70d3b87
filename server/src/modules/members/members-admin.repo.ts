import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, not, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { sortKey } from "../../db/columns.js";
import { escapeLike } from "../../db/like.js";
import type { MemberPredicate } from "./members.repo.js";
import { changeRequests, type MemberRow, memberSettings, members } from "./members.schema.js";

// The administration's members table and the administrators' writes to members (lock, delete's marker).

export type AdminMemberFilter = {
  q: string;
  status: "all" | "locked" | "unlocked";
  type: "all" | "normal" | "external";
  /** Only the members it holds for (the groups' `holdsRole`). */
  only?: MemberPredicate | undefined;
};
export type AdminMemberSort = { by: "name" | "email" | "last_sign_in_at" | "created_at"; direction: "asc" | "desc" };

/** Each word starts the first or last name, or is part of the address. */
function matches(q: string): SQL[] {
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((w) => {
      const prefix = `${escapeLike(sortKey(w))}%`;
      return sql`(${members.firstNameSort} like ${prefix} or ${members.lastNameSort} like ${prefix}
        or lower(${members.email}) like ${`%${escapeLike(w)}%`})`;
    });
}

/** SQL: the members the table lists (deleted members are gone from it). */
export function adminMemberWhere(f: AdminMemberFilter): SQL | undefined {
  return and(
    isNull(members.deletedAt),
    f.status === "locked"
      ? isNotNull(members.lockedAt)
      : f.status === "unlocked"
        ? isNull(members.lockedAt)
        : undefined,
    f.type === "external"
      ? eq(members.isExternal, true)
      : f.type === "normal"
        ? eq(members.isExternal, false)
        : undefined,
    ...matches(f.q),
    f.only?.(members.id),
  );
}

export function adminMemberOrder(s: AdminMemberSort): SQL[] {
  const dir = s.direction === "asc" ? asc : desc;
  switch (s.by) {
    case "email":
      return [dir(sql`lower(${members.email})`), dir(members.id)];
    case "last_sign_in_at":
      // Never signed in sorts as the oldest.
      return [
        s.direction === "asc"
          ? sql`${members.lastSignInAt} asc nulls first`
          : sql`${members.lastSignInAt} desc nulls last`,
        dir(members.id),
      ];
    case "created_at":
      return [dir(members.createdAt), dir(members.id)];
    default:
      return [dir(members.lastNameSort), dir(members.firstNameSort), dir(members.id)];
  }
}

/** `members.id` written with its table, so a correlated subquery of another module's cannot mistake it for its own. */
const qualifiedId = sql`${members}.${sql.identifier(members.id.name)}`;

/**
 * One page of the members table and the number of rows the filter matches, in two statements run side by side;
 * `extra` are columns of other modules' (the roles' badges), selected with the page.
 */
export async function adminMemberPage<T extends Record<string, SQL>>(
  db: DbOrTx,
  f: AdminMemberFilter,
  s: AdminMemberSort,
  page: { limit: number; offset: number },
  extra: (memberId: SQLWrapper) => T,
): Promise<{ rows: { member: MemberRow; extra: { [K in keyof T]: T[K]["_"]["type"] } }[]; total: number }> {
  const where = adminMemberWhere(f);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ member: members, extra: extra(qualifiedId) })
      .from(members)
      .where(where)
      .orderBy(...adminMemberOrder(s))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(members).where(where),
  ]);
  return { rows: rows as never, total: counted?.n ?? 0 };
}

/** Of these members (not deleted), the ids with the administrators' flag set. */
export async function adminIdsAmong(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.id, ids), eq(members.isNetworkAdmin, true), isNull(members.deletedAt)));
  return rows.map((r) => r.id);
}

/** How many unlocked administrators there are besides these members. */
export async function otherActiveAdminCount(db: DbOrTx, exceptIds: string[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(
      and(
        eq(members.isNetworkAdmin, true),
        isNull(members.lockedAt),
        isNull(members.deletedAt),
        exceptIds.length ? not(inArray(members.id, exceptIds)) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Locks (now) or unlocks these members (not deleted ones); the ids whose state changed. */
export async function setMembersLocked(db: DbOrTx, ids: string[], locked: boolean) {
  if (ids.length === 0) return [];
  const rows = await db
    .update(members)
    .set({ lockedAt: locked ? new Date() : null })
    .where(
      and(
        inArray(members.id, ids),
        isNull(members.deletedAt),
        locked ? isNull(members.lockedAt) : isNotNull(members.lockedAt),
      ),
    )
    .returning({ id: members.id });
  return rows.map((r) => r.id);
}

/** Another member (not deleted) already holds the address. */
export async function emailTakenByOther(db: DbOrTx, email: string, exceptId: string) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = lower(${email})`, ne(members.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A deleted member: the row stays for their content's sake, under the marker name, with no address, password,
 * profile, picture or administrator's flag, locked so no session, socket or picker finds them again.
 */
export async function markMemberDeleted(db: DbOrTx, id: string, marker: { firstName: string; lastName: string }) {
  const now = new Date();
  await db
    .update(members)
    .set({
      firstName: marker.firstName,
      lastName: marker.lastName,
      email: `deleted-${id}@deleted.invalid`,
      passwordHash: null,
      isNetworkAdmin: false,
      isExternal: false,
      profile: { position: null, department: null, phone: null, location: null, about: null },
      avatarImageId: null,
      lockedAt: now,
      deletedAt: now,
    })
    .where(eq(members.id, id));
  await db.delete(memberSettings).where(eq(memberSettings.memberId, id));
  await db.delete(changeRequests).where(eq(changeRequests.memberId, id));
}

/** Remembers a successful sign-in for the members table. */
export async function markSignedIn(db: DbOrTx, id: string) {
  await db.update(members).set({ lastSignInAt: new Date() }).where(eq(members.id, id));
}
