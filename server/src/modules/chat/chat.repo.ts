import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  type ChatMemberStateRow,
  type ChatMessageRow,
  type ChatProfileRow,
  type ChatRow,
  chatFileTokens,
  chatMemberStates,
  chatMessageAttachments,
  chatMessages,
  chatProfiles,
  chats,
} from "./chat.schema.js";

export type { ChatMemberStateRow, ChatMessageRow, ChatProfileRow, ChatRow };

/** The two members of a direct chat in the stored (sorted) order. */
export const pairOf = (x: string, y: string) => (x < y ? [x, y] : [y, x]) as [string, string];

export async function findChatById(db: DbOrTx, id: string): Promise<ChatRow | null> {
  const [row] = await db.select().from(chats).where(eq(chats.id, id)).limit(1);
  return row ?? null;
}

export async function findDirectChat(db: DbOrTx, x: string, y: string): Promise<ChatRow | null> {
  const [a, b] = pairOf(x, y);
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.memberA, a), eq(chats.memberB, b)))
    .limit(1);
  return row ?? null;
}

/** A chat row as `row_to_json` writes it (snake_case keys, times as text). */
type ChatJson = {
  id: string;
  kind: ChatRow["kind"];
  group_id: string | null;
  member_a: string | null;
  member_b: string | null;
  last_seq: number;
  last_message_at: string | null;
  created_at: string;
};

/**
 * SQL: the direct chat of two members (`a` < `b`, see `pairOf`) as JSON, null when they have none; for a statement
 * that reads other rows.
 */
export const directChatJson = (a: SQLWrapper, b: SQLWrapper) =>
  sql<ChatJson | null>`(select row_to_json(c) from ${chats} c where c.member_a = ${a} and c.member_b = ${b})`;

/** The chat row of `directChatJson`'s answer. */
export function chatFromJson(j: ChatJson | null): ChatRow | null {
  if (!j) return null;
  return {
    id: j.id,
    kind: j.kind,
    groupId: j.group_id,
    memberA: j.member_a,
    memberB: j.member_b,
    lastSeq: j.last_seq,
    lastMessageAt: j.last_message_at ? new Date(j.last_message_at) : null,
    createdAt: new Date(j.created_at),
  };
}

export async function findGroupChat(db: DbOrTx, groupId: string): Promise<ChatRow | null> {
  const [row] = await db.select().from(chats).where(eq(chats.groupId, groupId)).limit(1);
  return row ?? null;
}

/** The direct chat of the two members, created when missing (two racing creators get the same row). */
export async function ensureDirectChat(db: DbOrTx, x: string, y: string): Promise<ChatRow> {
  const [a, b] = pairOf(x, y);
  await db.insert(chats).values({ kind: "direct", memberA: a, memberB: b }).onConflictDoNothing();
  const row = await findDirectChat(db, a, b);
  if (!row) throw new Error("direct chat missing after creating it");
  return row;
}

export async function ensureGroupChat(db: DbOrTx, groupId: string): Promise<ChatRow> {
  await db.insert(chats).values({ kind: "group", groupId }).onConflictDoNothing();
  const row = await findGroupChat(db, groupId);
  if (!row) throw new Error("group chat missing after creating it");
  return row;
}

/** The member's direct chats that have a message or that they opened, newest activity first. */
export async function directChatsOf(db: DbOrTx, memberId: string): Promise<ChatRow[]> {
  const opened = sql`exists (select 1 from ${chatMemberStates} where ${chatMemberStates.chatId} = ${chats.id} and ${chatMemberStates.memberId} = ${memberId})`;
  return db
    .select()
    .from(chats)
    .where(and(or(eq(chats.memberA, memberId), eq(chats.memberB, memberId)), or(gt(chats.lastSeq, 0), opened)))
    .orderBy(desc(chats.lastMessageAt))
    .limit(500);
}

export async function groupChatsOf(db: DbOrTx, groupIds: string[]): Promise<ChatRow[]> {
  if (groupIds.length === 0) return [];
  return db.select().from(chats).where(inArray(chats.groupId, groupIds));
}

export async function findMessageByCid(db: DbOrTx, authorId: string, cid: string): Promise<ChatMessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.authorId, authorId), eq(chatMessages.cid, cid)))
    .limit(1);
  return row ?? null;
}

export async function findMessage(db: DbOrTx, id: string): Promise<ChatMessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return row ?? null;
}

export async function findMessagesByIds(db: DbOrTx, ids: string[]): Promise<ChatMessageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(chatMessages).where(inArray(chatMessages.id, ids));
}

export async function insertMessage(db: DbOrTx, values: typeof chatMessages.$inferInsert): Promise<ChatMessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  if (!row) throw new Error("insert failed");
  return row;
}

export async function insertAttachments(
  db: DbOrTx,
  messageId: string,
  attached: { uploadId: string; kind: "image" | "file" }[],
) {
  if (attached.length === 0) return;
  await db
    .insert(chatMessageAttachments)
    .values(attached.map((a, position) => ({ messageId, uploadId: a.uploadId, kind: a.kind, position })));
}

export async function attachmentsOf(db: DbOrTx, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(chatMessageAttachments)
    .where(inArray(chatMessageAttachments.messageId, messageIds))
    .orderBy(asc(chatMessageAttachments.position));
}

export async function updateMessageRow(db: DbOrTx, id: string, set: Partial<typeof chatMessages.$inferInsert>) {
  const [row] = await db.update(chatMessages).set(set).where(eq(chatMessages.id, id)).returning();
  if (!row) throw new Error("message missing");
  return row;
}

/** A page of the chat's messages, oldest first: the newest, those before `beforeSeq`, or those after `afterSeq`. */
export async function messagesPage(
  db: DbOrTx,
  chatId: string,
  opts: { beforeSeq?: number; afterSeq?: number },
  limit: number,
): Promise<{ rows: ChatMessageRow[]; hasMore: boolean }> {
  if (opts.afterSeq !== undefined) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.seq, opts.afterSeq)))
      .orderBy(asc(chatMessages.seq))
      .limit(limit + 1);
    return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        opts.beforeSeq !== undefined ? lt(chatMessages.seq, opts.beforeSeq) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

/** The newest message of each chat. */
export async function lastMessagesOf(db: DbOrTx, list: ChatRow[]): Promise<ChatMessageRow[]> {
  const withMessages = list.filter((c) => c.lastSeq > 0);
  if (withMessages.length === 0) return [];
  return db
    .select()
    .from(chatMessages)
    .where(or(...withMessages.map((c) => and(eq(chatMessages.chatId, c.id), eq(chatMessages.seq, c.lastSeq)))));
}

export async function statesOf(db: DbOrTx, chatIds: string[], memberIds: string[]): Promise<ChatMemberStateRow[]> {
  if (chatIds.length === 0 || memberIds.length === 0) return [];
  return db
    .select()
    .from(chatMemberStates)
    .where(and(inArray(chatMemberStates.chatId, chatIds), inArray(chatMemberStates.memberId, memberIds)));
}

/** Unread messages per chat for the member: others' undeleted messages after their read marker. */
export async function unreadCountsOf(db: DbOrTx, memberId: string, chatIds: string[]): Promise<Map<string, number>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .select({ chatId: chatMessages.chatId, n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .leftJoin(
      chatMemberStates,
      and(eq(chatMemberStates.chatId, chatMessages.chatId), eq(chatMemberStates.memberId, memberId)),
    )
    .where(
      and(
        inArray(chatMessages.chatId, chatIds),
        gt(chatMessages.seq, sql`coalesce(${chatMemberStates.lastReadSeq}, 0)`),
        or(isNull(chatMessages.authorId), ne(chatMessages.authorId, memberId)),
        isNull(chatMessages.deletedAt),
      ),
    )
    .groupBy(chatMessages.chatId);
  return new Map(rows.map((r) => [r.chatId, r.n]));
}

/** Creates the member's state row when missing and applies `set`. */
export async function upsertState(
  db: DbOrTx,
  chatId: string,
  memberId: string,
  set: Partial<typeof chatMemberStates.$inferInsert> = {},
) {
  await db
    .insert(chatMemberStates)
    .values({ chatId, memberId, ...set })
    .onConflictDoUpdate({
      target: [chatMemberStates.chatId, chatMemberStates.memberId],
      set: Object.keys(set).length > 0 ? set : { chatId },
    });
}

/** Moves a marker forward only: answers whether it moved. */
export async function moveMarker(
  db: DbOrTx,
  chatId: string,
  memberId: string,
  marker: "read" | "received",
  messageId: string,
  seq: number,
): Promise<boolean> {
  const seqCol = marker === "read" ? chatMemberStates.lastReadSeq : chatMemberStates.lastReceivedSeq;
  const values =
    marker === "read"
      ? { lastReadId: messageId, lastReadSeq: seq, lastReceivedId: messageId, lastReceivedSeq: seq }
      : { lastReceivedId: messageId, lastReceivedSeq: seq };
  const set =
    marker === "read"
      ? {
          lastReadId: messageId,
          lastReadSeq: seq,
          lastReceivedId: sql`case when ${chatMemberStates.lastReceivedSeq} < ${seq} then ${messageId} else ${chatMemberStates.lastReceivedId} end`,
          lastReceivedSeq: sql`greatest(${chatMemberStates.lastReceivedSeq}, ${seq})`,
        }
      : values;
  const rows = await db
    .insert(chatMemberStates)
    .values({ chatId, memberId, ...values })
    .onConflictDoUpdate({
      target: [chatMemberStates.chatId, chatMemberStates.memberId],
      set,
      setWhere: lt(seqCol, seq),
    })
    .returning({ chatId: chatMemberStates.chatId });
  return rows.length > 0;
}

export async function findProfile(db: DbOrTx, memberId: string): Promise<ChatProfileRow | null> {
  const [row] = await db.select().from(chatProfiles).where(eq(chatProfiles.memberId, memberId)).limit(1);
  return row ?? null;
}

export async function profilesOf(db: DbOrTx, memberIds: string[]): Promise<ChatProfileRow[]> {
  if (memberIds.length === 0) return [];
  return db.select().from(chatProfiles).where(inArray(chatProfiles.memberId, memberIds));
}

export async function saveProfile(db: DbOrTx, memberId: string, status: ChatProfileRow["status"], statusText: string) {
  const [row] = await db
    .insert(chatProfiles)
    .values({ memberId, status, statusText })
    .onConflictDoUpdate({ target: chatProfiles.memberId, set: { status, statusText } })
    .returning();
  if (!row) throw new Error("profile missing");
  return row;
}

/** The chat messages that carry the upload (as a file or image), with their chats. */
export async function chatsCarryingUpload(db: DbOrTx, uploadId: string): Promise<ChatRow[]> {
  return db
    .select({ chat: chats })
    .from(chatMessageAttachments)
    .innerJoin(chatMessages, eq(chatMessages.id, chatMessageAttachments.messageId))
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(and(eq(chatMessageAttachments.uploadId, uploadId), isNull(chatMessages.deletedAt)))
    .limit(20)
    .then((rows) => rows.map((r) => r.chat));
}

/** The chat's message (not deleted) that carries the upload as a file or image. */
export async function messageCarryingUpload(db: DbOrTx, chatId: string, uploadId: string) {
  const [row] = await db
    .select({ message: chatMessages })
    .from(chatMessageAttachments)
    .innerJoin(chatMessages, eq(chatMessages.id, chatMessageAttachments.messageId))
    .where(
      and(
        eq(chatMessageAttachments.uploadId, uploadId),
        eq(chatMessages.chatId, chatId),
        isNull(chatMessages.deletedAt),
      ),
    )
    .limit(1);
  return row?.message ?? null;
}

export async function insertFileToken(
  db: DbOrTx,
  tokenHash: string,
  memberId: string,
  messageId: string,
  expiresAt: Date,
) {
  // Expired ones go as new ones come: the table stays as small as the downloads of the last minutes.
  await db.delete(chatFileTokens).where(lt(chatFileTokens.expiresAt, new Date()));
  await db.insert(chatFileTokens).values({ tokenHash, memberId, messageId, expiresAt });
}

/**
 * The token's member and message while it is unexpired, the token deleted in the same statement: it opens one zip,
 * and of two uses at the same moment only one gets the row.
 */
export async function takeFileToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .delete(chatFileTokens)
    .where(and(eq(chatFileTokens.tokenHash, tokenHash), gt(chatFileTokens.expiresAt, new Date())))
    .returning();
  return row ?? null;
}
