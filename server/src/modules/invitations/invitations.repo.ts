import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { hashToken } from "../../lib/tokens.js";
import { memberHasEmail } from "../members/members.repo.js";
import { type ExternalInviteRow, externalInvites, type InviteScopeType, inviteBatches } from "./invitations.schema.js";

export type NewInvite = typeof externalInvites.$inferInsert;

/** Rows per INSERT statement: a list of thousands goes in a few statements of one transaction. */
const INSERT_CHUNK = 500;

export async function insertBatch(db: DbOrTx, inviterId: string, total: number) {
  const [row] = await db.insert(inviteBatches).values({ inviterId, total }).returning();
  if (!row) throw new Error("batch insert returned nothing");
  return row;
}

export async function insertInvites(db: DbOrTx, rows: NewInvite[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await db.insert(externalInvites).values(rows.slice(i, i + INSERT_CHUNK));
}

export async function findBatch(db: DbOrTx, id: string) {
  const [row] = await db.select().from(inviteBatches).where(eq(inviteBatches.id, id)).limit(1);
  return row ?? null;
}

/** The next open invitations of the batch whose mail has not gone out yet (no token). */
export async function unmailedOfBatch(db: DbOrTx, batchId: string, limit: number) {
  return db
    .select()
    .from(externalInvites)
    .where(
      and(eq(externalInvites.batchId, batchId), isNull(externalInvites.tokenHash), eq(externalInvites.status, "open")),
    )
    .orderBy(asc(externalInvites.id))
    .limit(limit);
}

export async function countSent(db: DbOrTx, batchId: string, sent: number, finished: boolean) {
  await db
    .update(inviteBatches)
    .set({ sent: sql`${inviteBatches.sent} + ${sent}`, ...(finished && { finishedAt: new Date() }) })
    .where(eq(inviteBatches.id, batchId));
}

/** Gives the invitation a new link (the token's hash) valid until `expiresAt`. */
export async function setInviteToken(db: DbOrTx, id: string, token: string, expiresAt: Date) {
  await db
    .update(externalInvites)
    .set({ tokenHash: hashToken(token), expiresAt })
    .where(eq(externalInvites.id, id));
}

/** Of these addresses (lower case), those with an open invitation that has not expired. */
export async function openlyInvitedAmong(db: DbOrTx, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${externalInvites.email})` })
    .from(externalInvites)
    .where(
      and(
        inArray(sql`lower(${externalInvites.email})`, emails),
        eq(externalInvites.status, "open"),
        gt(externalInvites.expiresAt, new Date()),
      ),
    );
  return new Set(rows.map((r) => r.email));
}

/** An open invitation is "joined" once its address belongs to a member. */
const joinedColumn = () => sql<boolean>`${memberHasEmail(externalInvites.email)}`;

export type InviteScopeFilter = { scopeType: InviteScopeType; scopeId: string | null } | "all";

export type ListedInvite = ExternalInviteRow & { joined: boolean };

/** A page of invitations of the scope (the network's administrators see every scope's), newest first. */
export async function listInvites(
  db: DbOrTx,
  scope: InviteScopeFilter,
  status: "open" | "accepted" | "obsolete" | "joined" | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: ListedInvite[]; total: number }> {
  const joined = memberHasEmail(externalInvites.email);
  const where = and(
    scope === "all"
      ? undefined
      : and(
          eq(externalInvites.scopeType, scope.scopeType),
          scope.scopeId ? eq(externalInvites.scopeId, scope.scopeId) : isNull(externalInvites.scopeId),
        ),
    status === "joined" ? and(eq(externalInvites.status, "open"), joined) : undefined,
    status === "open" ? and(eq(externalInvites.status, "open"), sql`not ${joined}`) : undefined,
    status === "accepted" || status === "obsolete" ? eq(externalInvites.status, status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ invite: externalInvites, joined: joinedColumn() })
      .from(externalInvites)
      .where(where)
      .orderBy(desc(externalInvites.createdAt), desc(externalInvites.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(externalInvites).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.invite, joined: r.joined })),
    total: counted?.n ?? 0,
  };
}

/** Invitations by id with whether each is joined, for the batch actions. */
export async function invitesByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ invite: externalInvites, joined: joinedColumn() })
    .from(externalInvites)
    .where(inArray(externalInvites.id, ids));
  return rows.map((r) => ({ ...r.invite, joined: r.joined }));
}

export async function markObsolete(db: DbOrTx, ids: string[]) {
  await db.update(externalInvites).set({ status: "obsolete", tokenHash: null }).where(inArray(externalInvites.id, ids));
}

/**
 * Renewed invitations get a new link when their mail goes out again, in a new batch: sent now (`createdAt`, the list's
 * "Sent") and valid from now.
 */
export async function renewInvites(
  db: DbOrTx,
  ids: string[],
  batchId: string,
  body: string | undefined,
  expiresAt: Date,
) {
  await db
    .update(externalInvites)
    .set({ tokenHash: null, batchId, createdAt: new Date(), expiresAt, ...(body && { body }) })
    .where(inArray(externalInvites.id, ids));
}

/** The open, unexpired invitation of this link, or null. */
export async function findInviteByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(externalInvites)
    .where(
      and(
        eq(externalInvites.tokenHash, hashToken(token)),
        eq(externalInvites.status, "open"),
        gt(externalInvites.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Uses the link: marks the open, unexpired invitation accepted and returns it; null when it is not (any longer). */
export async function consumeInvite(db: DbOrTx, token: string) {
  const [row] = await db
    .update(externalInvites)
    .set({ status: "accepted", acceptedAt: new Date(), tokenHash: null })
    .where(
      and(
        eq(externalInvites.tokenHash, hashToken(token)),
        eq(externalInvites.status, "open"),
        gt(externalInvites.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

export async function setInviteMember(db: DbOrTx, id: string, memberId: string) {
  await db.update(externalInvites).set({ memberId }).where(eq(externalInvites.id, id));
}
