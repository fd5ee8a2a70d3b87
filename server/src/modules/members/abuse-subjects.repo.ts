import { and, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { displayName } from "./member.presenter.js";
import { findMemberById } from "./members.repo.js";
import { type MemberRow, members } from "./members.schema.js";

/** Members as abuse report subjects: any other member not deleted; the excerpt is their name. */
export const memberAbuseSubject = {
  readable: async (db: DbOrTx, viewer: MemberRow, id: string) => {
    const target = await findMemberById(db, id);
    return target !== null && target.deletedAt === null && target.id !== viewer.id;
  },
  excerpts: async (db: DbOrTx, ids: string[]) =>
    (
      await db
        .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
        .from(members)
        .where(and(inArray(members.id, ids), isNull(members.deletedAt)))
    ).map((r) => ({ id: r.id, text: displayName(r), path: `/members/${r.id}` })),
};

/** Names of members by id (whoever they are now), in one statement. */
export async function memberNamesByIds(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(inArray(members.id, unique));
  return new Map(rows.map((r) => [r.id, displayName(r)]));
}
