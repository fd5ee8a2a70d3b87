import { and, eq, exists, or, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { adminOfSomeGroup, groupAdminOf, type Viewer } from "../groups/groups.access.js";
import type { MemberRow } from "../members/members.schema.js";
import { type CircularRow, circularRecipients, circulars } from "./circulars.schema.js";

const qb = new QueryBuilder();

/** SQL over `circulars`: the member received the circular. */
export const receivedBy = (memberId: string): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(circularRecipients)
      .where(and(eq(circularRecipients.circularId, circulars.id), eq(circularRecipients.memberId, memberId))),
  );

/**
 * SQL over `circulars`: the member keeps the circular: its author, a network administrator, or (for a group's
 * circular) an administrator of the group. They see who has confirmed it.
 */
export function circularsManagedBy(viewer: Pick<MemberRow, "id" | "isNetworkAdmin">): SQL {
  if (viewer.isNetworkAdmin) return sql`true`;
  return or(
    eq(circulars.authorId, viewer.id),
    and(sql`${circulars.groupId} is not null`, groupAdminOf(circulars.groupId, viewer.id)),
  ) as SQL;
}

/** SQL over `circulars`: the member may read the circular: they received it or keep it. */
export const circularsReadableBy = (viewer: Pick<MemberRow, "id" | "isNetworkAdmin">): SQL =>
  or(receivedBy(viewer.id), circularsManagedBy(viewer)) as SQL;

export type ReadableCircular = {
  circular: CircularRow;
  /** The member's own confirmation row, if they received it. */
  received: boolean;
  confirmedAt: Date | null;
  manage: boolean;
};

/** Single check: the circular if the member may read it, with what they may do; null otherwise (404). */
export async function findReadableCircular(
  db: DbOrTx,
  viewer: Pick<MemberRow, "id" | "isNetworkAdmin">,
  id: string,
): Promise<ReadableCircular | null> {
  const [row] = await db
    .select({
      circular: circulars,
      received: sql<boolean>`${circularRecipients.memberId} is not null`,
      confirmedAt: circularRecipients.confirmedAt,
      manage: sql<boolean>`${circularsManagedBy(viewer)}`,
    })
    .from(circulars)
    .leftJoin(
      circularRecipients,
      and(eq(circularRecipients.circularId, circulars.id), eq(circularRecipients.memberId, viewer.id)),
    )
    .where(and(eq(circulars.id, id), circularsReadableBy(viewer)))
    .limit(1);
  return row ? { ...row, received: Boolean(row.received), manage: Boolean(row.manage) } : null;
}

/** Whether the member may send circulars to this group: a network administrator or one of its administrators. */
export async function maySendToGroup(db: DbOrTx, viewer: NonNullable<Viewer>, groupId: string): Promise<boolean> {
  if (viewer.isNetworkAdmin) return true;
  const [row] = await db.select({ ok: sql<boolean>`${groupAdminOf(groupId, viewer.id)}` }).from(sql`(select 1) as one`);
  return Boolean(row?.ok);
}

/** Whether the member may send circulars at all: a network administrator or an administrator of some group. */
export async function maySendCirculars(db: DbOrTx, viewer: NonNullable<Viewer>): Promise<boolean> {
  if (viewer.isNetworkAdmin) return true;
  const [row] = await db.select({ ok: sql<boolean>`${adminOfSomeGroup(viewer.id)}` }).from(sql`(select 1) as one`);
  return Boolean(row?.ok);
}
