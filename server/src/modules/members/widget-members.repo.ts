import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { MemberPredicate } from "./members.repo.js";
import { type MemberRow, members } from "./members.schema.js";

// The member lists of the sidebar widgets (widgetbars module): a few members each, filtered by the caller's predicate.

export type WidgetMemberFilter = {
  /** Only members it holds for (a group's `activeMemberOf`, `groupAdminOf`). */
  only?: MemberPredicate | undefined;
  /** Only these ids (the members online). */
  ids?: string[];
  networkAdmins?: boolean;
};

const listed = (f: WidgetMemberFilter): SQL | undefined =>
  and(
    isNull(members.lockedAt),
    isNull(members.deletedAt),
    f.only?.(members.id),
    f.ids ? (f.ids.length ? inArray(members.id, f.ids) : sql`false`) : undefined,
    f.networkAdmins ? eq(members.isNetworkAdmin, true) : undefined,
  );

/** A page of members for a widget: newest first, or by name. */
export function widgetMembers(
  db: DbOrTx,
  f: WidgetMemberFilter,
  order: "newest" | "name",
  limit: number,
): Promise<MemberRow[]> {
  return db
    .select()
    .from(members)
    .where(listed(f))
    .orderBy(
      ...(order === "newest"
        ? [desc(members.createdAt), desc(members.id)]
        : [asc(members.lastNameSort), asc(members.firstNameSort), asc(members.id)]),
    )
    .limit(limit);
}

/**
 * The members whose birthday (the `birthday` column, YYYY-MM-DD, which the birthday mails read too) comes next from
 * `today` (MM-DD) on, the nearest first, each with the birthday as stored.
 */
export async function upcomingBirthdays(
  db: DbOrTx,
  f: WidgetMemberFilter,
  today: string,
  limit: number,
): Promise<{ member: MemberRow; birthday: string }[]> {
  const birthday = sql<string>`${members.birthday}::text`;
  const day = sql`to_char(${members.birthday}, 'MM-DD')`;
  const rows = await db
    .select({ member: members, birthday })
    .from(members)
    .where(and(listed(f), isNotNull(members.birthday)))
    .orderBy(sql`(${day} < ${today})`, day, asc(members.lastNameSort), asc(members.id))
    .limit(limit);
  return rows;
}
