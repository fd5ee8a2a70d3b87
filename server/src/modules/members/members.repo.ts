import { and, asc, eq, ilike, inArray, isNull, notExists, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { groupMemberships } from "../groups/groups.schema.js";
import { type MemberRow, members } from "./members.schema.js";

export async function findMemberById(db: DbOrTx, id: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}

export async function findMemberByEmail(db: DbOrTx, email: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** Unlocked members whose name starts with each typed word, for pickers. */
export async function searchMembers(
  db: DbOrTx,
  q: string,
  limit: number,
  opts: { includeExternal?: boolean; excludeGroupId?: string } = {},
): Promise<MemberRow[]> {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 4);
  const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);
  const conditions = words.map((w) =>
    or(ilike(members.firstName, `${escapeLike(w)}%`), ilike(members.lastName, `${escapeLike(w)}%`)),
  );
  return db
    .select()
    .from(members)
    .where(
      and(
        isNull(members.lockedAt),
        opts.includeExternal === false ? eq(members.isExternal, false) : undefined,
        opts.excludeGroupId
          ? notExists(
              db
                .select({ one: sql`1` })
                .from(groupMemberships)
                .where(
                  and(
                    eq(groupMemberships.memberId, members.id),
                    eq(groupMemberships.groupId, opts.excludeGroupId),
                    inArray(groupMemberships.status, ["member", "invited"]),
                  ),
                ),
            )
          : undefined,
        ...conditions,
      ),
    )
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id))
    .limit(limit);
}
