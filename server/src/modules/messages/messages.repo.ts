import type { MessageFolder } from "@intranet/contracts";
import { and, desc, eq, inArray, isNotNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { inPlaceholder, preparedOn } from "../../db/prepared.js";
import { membersInQuery, prepareRowWithMember } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { findUploads } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import {
  type MailboxEntryRow,
  type MessageRow,
  mailboxCounts,
  mailboxEntries,
  messageAttachments,
  messageRecipients,
  messages,
} from "./messages.schema.js";

const qb = new QueryBuilder();

/** The member wrote the message or received it. */
export const isParty = (memberId: string | Placeholder) =>
  sql`(${messages.authorId} = ${memberId} or exists (select 1 from ${messageRecipients} where ${messageRecipients.messageId} = ${messages.id} and ${messageRecipients.memberId} = ${memberId}))`;

/** The message, if the member is a party to it; null for anyone else (callers answer 404). Built once per database. */
export async function findMessageFor(db: DbOrTx, memberId: string, messageId: string): Promise<MessageRow | null> {
  const query = preparedOn(db, "message_for", (d, name) =>
    d
      .select()
      .from(messages)
      .where(and(eq(messages.id, sql.placeholder("messageId")), isParty(sql.placeholder("memberId"))))
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ memberId, messageId });
  return row ?? null;
}

/** A member's live copies in a folder: what a folder page lists and counts. */
const liveCopies = (memberId: string, folder: MessageFolder) =>
  and(eq(mailboxEntries.memberId, memberId), eq(mailboxEntries.folder, folder), eq(mailboxEntries.deleted, false));

/** How many live copies the member's folder holds: its kept count (mailbox_counts), one row read. */
const keptCount = (memberId: string, folder: MessageFolder) =>
  sql<number>`coalesce((${qb
    .select({ n: mailboxCounts.live })
    .from(mailboxCounts)
    .where(and(eq(mailboxCounts.memberId, memberId), eq(mailboxCounts.folder, folder)))}), 0)`.mapWith(Number);

/**
 * One page of a folder's messages and how many the folder holds, in one statement: an index scan over the
 * member's live copies, newest activity first, with their messages joined, and the folder's kept count (a row the
 * mailbox_entries triggers keep in each writing transaction; no count over the folder at any size). A page past the
 * end has no row to carry the count, so only then is it asked alone.
 */
export async function listFolderPage(
  db: DbOrTx,
  memberId: string,
  folder: MessageFolder,
  limit: number,
  offset: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const found = await db
    .select({ message: messages, total: keptCount(memberId, folder) })
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .where(liveCopies(memberId, folder))
    // Same direction and null order as mailbox_entries_listing_idx, so the scan reads the index in order.
    .orderBy(sql`${mailboxEntries.lastActivity} desc nulls last`, sql`${mailboxEntries.conversationId} desc nulls last`)
    .limit(limit)
    .offset(offset);
  const first = found[0];
  if (first) return { rows: found.map((r) => r.message), total: first.total };
  return { rows: [], total: offset === 0 ? 0 : await countFolder(db, memberId, folder) };
}

async function countFolder(db: DbOrTx, memberId: string, folder: MessageFolder): Promise<number> {
  const [row] = await db.select({ n: keptCount(memberId, folder) }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}

/** Unread conversations in the inbox, as a subquery for the unread counts; served by a partial index holding only unread copies. */
export function unreadCountSql(memberId: string | Placeholder): SQL<number> {
  return sql<number>`(${qb
    .select({ n: sql`count(*)::int` })
    .from(mailboxEntries)
    .where(
      and(
        eq(mailboxEntries.memberId, memberId),
        eq(mailboxEntries.folder, "inbox"),
        eq(mailboxEntries.read, false),
        eq(mailboxEntries.deleted, false),
      ),
    )})`;
}

/** The message with its author (the join written by the members repository); null when either is gone. */
export async function findMessageWithAuthor(db: DbOrTx, messageId: string) {
  const found = await preparedOn(db, "message_with_author", (d, name) =>
    prepareRowWithMember(d, messages, messages.authorId, eq(messages.id, sql.placeholder("id")), name),
  ).execute({ id: messageId });
  return found && { message: found.row, author: found.member };
}

export async function messagesByIds(db: DbOrTx, ids: string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(messages).where(inArray(messages.id, ids));
}

/** SQL: the id of the conversation the message belongs to, so its conversation is read in the same round trip as the message. */
const conversationOfMessage = (messageId: Placeholder): SQL =>
  sql`(${qb.select({ id: messages.conversationId }).from(messages).where(eq(messages.id, messageId))})`;

/**
 * The newest `limit` messages of the message's conversation the member is a party to, newest first. Built once per
 * database: every conversation page asks it.
 */
export async function conversationMessages(db: DbOrTx, memberId: string, messageId: string, limit: number) {
  const query = preparedOn(db, "conversation_messages", (d, name) =>
    d
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationOfMessage(sql.placeholder("messageId"))),
          isParty(sql.placeholder("memberId")),
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(sql.placeholder("limit"))
      .prepare(name),
  );
  return query.execute({ memberId, messageId, limit });
}

export type ConversationStats = { length: number; newestId: string };

/** Per conversation: how many messages the member sees, and the newest of them (for has_replies). */
export async function conversationStats(db: DbOrTx, memberId: string, conversationIds: string[]) {
  const result = new Map<string, ConversationStats>();
  if (conversationIds.length === 0) return result;
  const rows = await db
    .select({
      conversationId: messages.conversationId,
      length: sql<number>`count(*)::int`,
      newestId: sql<string>`(array_agg(${messages.id} order by ${messages.createdAt} desc, ${messages.id} desc))[1]`,
    })
    .from(messages)
    .where(and(inArray(messages.conversationId, conversationIds), isParty(memberId)))
    .groupBy(messages.conversationId);
  for (const r of rows) result.set(r.conversationId, { length: Number(r.length), newestId: r.newestId });
  return result;
}

export type Copies = Map<string, { inbox?: MailboxEntryRow; sent?: MailboxEntryRow }>;

/**
 * The member's copies (inbox and sent) of the given conversations, or of the one of a message (a statement built
 * once per database: the conversation page asks it).
 */
export async function copiesOf(db: DbOrTx, memberId: string, of: string[] | { messageId: string }): Promise<Copies> {
  const result: Copies = new Map();
  if (Array.isArray(of) && of.length === 0) return result;
  const rows = Array.isArray(of)
    ? await db
        .select()
        .from(mailboxEntries)
        .where(and(eq(mailboxEntries.memberId, memberId), inArray(mailboxEntries.conversationId, of)))
    : await preparedOn(db, "message_copies", (d, name) =>
        d
          .select()
          .from(mailboxEntries)
          .where(
            and(
              eq(mailboxEntries.memberId, sql.placeholder("memberId")),
              eq(mailboxEntries.conversationId, conversationOfMessage(sql.placeholder("messageId"))),
            ),
          )
          .prepare(name),
      ).execute({ memberId, messageId: of.messageId });
  for (const r of rows) {
    const entry = result.get(r.conversationId) ?? {};
    entry[r.folder] = r;
    result.set(r.conversationId, entry);
  }
  return result;
}

// The parts of `partiesOf`'s two statements (built once, asked at the same time), ids and cap as placeholders;
// `authorIds` is made anew for each: `union` adds to the builder it is called on.
const ranked = qb
  .select({
    messageId: messageRecipients.messageId,
    memberId: messageRecipients.memberId,
    rank: sql<number>`row_number() over (partition by ${messageRecipients.messageId} order by ${messageRecipients.memberId})`.as(
      "rank",
    ),
  })
  .from(messageRecipients)
  .where(inPlaceholder(messageRecipients.messageId, "ids"))
  .as("ranked");
const shown = sql`${ranked.rank} <= ${sql.placeholder("cap")}`;
const authorIds = () =>
  qb
    .select({ id: sql`${messages.authorId}` })
    .from(messages)
    .where(and(inPlaceholder(messages.id, "ids"), isNotNull(messages.authorId)));

/** The messages' authors and first `cap` recipients (by member id) as rows, with each message's recipient ids in order. */
export async function partiesOf(db: DbOrTx, messageIds: string[], cap: number) {
  const people = new Map<string, MemberRow>();
  const recipients = new Map<string, string[]>();
  if (messageIds.length === 0) return { people, recipients };
  const [rows, members] = await Promise.all([
    preparedOn(
      db,
      "message_recipients_ranked",
      (d, name) =>
        d
          .select({ messageId: ranked.messageId, memberId: ranked.memberId })
          .from(ranked)
          .where(shown)
          .orderBy(ranked.messageId, ranked.rank)
          .prepare(name),
      { plan: "generic" },
    ).execute({ ids: messageIds, cap }),
    preparedOn(
      db,
      "message_parties",
      (d, name) =>
        membersInQuery(
          d,
          authorIds().union(
            qb
              .select({ id: sql`${ranked.memberId}` })
              .from(ranked)
              .where(shown),
          ),
        ).prepare(name),
      { plan: "generic" },
    ).execute({ ids: messageIds, cap }),
  ]);
  for (const m of members) people.set(m.id, m);
  for (const r of rows) recipients.set(r.messageId, [...(recipients.get(r.messageId) ?? []), r.memberId]);
  return { people, recipients };
}

export async function attachmentsOf(db: DbOrTx, messageIds: string[]) {
  const result = new Map<string, UploadRow[]>();
  if (messageIds.length === 0) return result;
  const rows = await preparedOn(db, "message_attachments_of", (d, name) =>
    d
      .select({ messageId: messageAttachments.messageId, uploadId: messageAttachments.uploadId })
      .from(messageAttachments)
      .where(inPlaceholder(messageAttachments.messageId, "ids"))
      .orderBy(messageAttachments.position)
      .prepare(name),
  ).execute({ ids: messageIds });
  const byId = new Map((await findUploads(db, [...new Set(rows.map((r) => r.uploadId))])).map((u) => [u.id, u]));
  for (const r of rows) {
    const upload = byId.get(r.uploadId);
    if (!upload) continue;
    result.set(r.messageId, [...(result.get(r.messageId) ?? []), upload]);
  }
  return result;
}

/** Which of the uploads are attached to a message the member is a party to, one statement. */
export async function attachmentsVisibleTo(db: DbOrTx, memberId: string, uploadIds: string[]): Promise<Set<string>> {
  if (uploadIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: messageAttachments.uploadId })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(and(inArray(messageAttachments.uploadId, uploadIds), isParty(memberId)));
  return new Set(rows.map((r) => r.id));
}

/** Whether the upload is attached to a message the member is a party to. */
export const isAttachmentVisibleTo = async (db: DbOrTx, memberId: string, uploadId: string) =>
  (await attachmentsVisibleTo(db, memberId, [uploadId])).has(uploadId);

/** Conversations of the given messages that the member is a party to; foreign ids simply drop out. */
const ownConversations = (memberId: string, messageIds: string[]) =>
  sql`${mailboxEntries.conversationId} in (select ${messages.conversationId} from ${messages} where ${and(
    inArray(messages.id, messageIds),
    isParty(memberId),
  )})`;

/** Updates only the member's own copies; returns how many changed. */
export async function updateOwnCopies(
  db: DbOrTx,
  memberId: string,
  folder: MessageFolder,
  messageIds: string[],
  set: Partial<Pick<MailboxEntryRow, "read" | "deleted">>,
): Promise<number> {
  if (messageIds.length === 0) return 0;
  const rows = await db
    .update(mailboxEntries)
    .set(set)
    .where(
      and(
        eq(mailboxEntries.memberId, memberId),
        eq(mailboxEntries.folder, folder),
        eq(mailboxEntries.deleted, false),
        ownConversations(memberId, messageIds),
      ),
    )
    .returning({ conversationId: mailboxEntries.conversationId });
  return rows.length;
}

export async function recipientIdsOf(db: DbOrTx, messageId: string): Promise<string[]> {
  const rows = await db
    .select({ id: messageRecipients.memberId })
    .from(messageRecipients)
    .where(eq(messageRecipients.messageId, messageId));
  return rows.map((r) => r.id);
}
