import { eq, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { activeMemberOf } from "../groups/groups.access.js";
import { unlockedMemberIds } from "../members/members.repo.js";
import { ignoresAuthor } from "./ignores.repo.js";
import {
  type MessageRow,
  mailboxEntries,
  messageAttachments,
  messageConversations,
  messageRecipients,
  messages,
} from "./messages.schema.js";

export type Audience = { memberIds: string[] } | { groupIds: string[] } | { allMembers: true };

/** The candidates come from the members module as a subquery; `candidate.id` is its one column. */
const candidateId = sql`candidate.id`;

/** SQL over `candidate.id`: the member is in the audience; null when the audience names nobody. */
function inAudience(audience: Audience): SQL | null {
  if ("memberIds" in audience)
    return audience.memberIds.length === 0 ? null : sql`${candidateId} = any(${sql.param(audience.memberIds)})`;
  // Through the groups module's predicate; a message names few groups.
  if ("groupIds" in audience)
    return audience.groupIds.length === 0
      ? null
      : (or(...audience.groupIds.map((groupId) => activeMemberOf(groupId, candidateId))) ?? null);
  return sql`true`;
}

/**
 * The CTEs `added` (the recipients the message gains: never the author, locked members or members who ignore the
 * author) and `filed` (each one's inbox copy of the conversation, pointing at the message, unread), to be followed
 * by more CTEs or the statement's select.
 */
function deliveryCtes(message: MessageRow, scope: SQL): SQL {
  const authorId = message.authorId ?? "";
  return sql`added as (
      insert into ${messageRecipients} (message_id, member_id)
      select ${message.id}::char(24), ${candidateId} from (${unlockedMemberIds()}) as candidate
      where ${scope}
        and ${candidateId} <> ${authorId}::char(24)
        and not ${ignoresAuthor(candidateId, sql`${authorId}::char(24)`)}
      on conflict do nothing
      returning member_id
    ), filed as (
      insert into ${mailboxEntries} (member_id, conversation_id, folder, message_id, last_activity, read, deleted)
      select member_id, ${message.conversationId}::char(24), 'inbox', ${message.id}::char(24), ${message.createdAt.toISOString()}::timestamptz, false, false from added
      on conflict (member_id, conversation_id, folder) do update
        set message_id = excluded.message_id, last_activity = excluded.last_activity, read = false, deleted = false
        where ${mailboxEntries.lastActivity} <= excluded.last_activity
      returning 1
    )`;
}

const addedIds = (result: unknown) => (result as { rows: { member_id: string }[] }).rows.map((r) => r.member_id);

/**
 * Delivers a message written before (a fan-out to groups or the whole network): adds the recipients, files it in
 * each new recipient's inbox copy and counts them on the message. One statement, so fanning out to the whole network
 * is a single INSERT ... SELECT. Returns the members it reached now.
 */
export async function deliver(db: DbOrTx, message: MessageRow, audience: Audience): Promise<string[]> {
  const scope = inAudience(audience);
  if (!scope) return [];
  const result = await db.execute(sql`
    with ${deliveryCtes(message, scope)}, counted as (
      update ${messages} set recipient_count = ${messages.recipientCount} + (select count(*) from added)
      where ${messages.id} = ${message.id}::char(24) and exists (select 1 from added)
    )
    select member_id from added`);
  return addedIds(result);
}

/**
 * Writes a message and delivers it to the members it names, in one statement (atomic without a transaction): its
 * conversation (new, or the next message of one), the message counting the recipients it reached, its attachments in
 * order, the recipients' inbox copies (as `deliver`) and the author's sent copy. Returns the members it reached.
 */
export async function writeMessage(
  db: DbOrTx,
  message: MessageRow & { authorId: string },
  opts: { newConversation: boolean; memberIds: string[]; attachmentIds: string[] },
): Promise<string[]> {
  const at = message.createdAt;
  const conversation = opts.newConversation
    ? db
        .insert(messageConversations)
        .values({ id: message.conversationId, lastMessageAt: at, messageCount: 1, createdAt: at })
        .returning({ id: messageConversations.id })
    : db
        .update(messageConversations)
        .set({ lastMessageAt: at, messageCount: sql`${messageConversations.messageCount} + 1` })
        .where(eq(messageConversations.id, message.conversationId))
        .returning({ id: messageConversations.id });
  // The recipients are added once the conversation's row is written (a CTE runs when read, one nobody reads after the
  // statement's select): concurrent replies to one conversation wait for each other there, before they lock any copy.
  const scope = sql`${inAudience(opts) ?? sql`false`} and exists (select 1 from conversation)`;
  const written = db.insert(messages).values({ ...message, recipientCount: sql`(select count(*) from added)::int` });
  const attached =
    opts.attachmentIds.length === 0
      ? sql``
      : sql`, attached as ${db
          .insert(messageAttachments)
          .values(opts.attachmentIds.map((uploadId, position) => ({ messageId: message.id, uploadId, position })))}`;
  const sent = db
    .insert(mailboxEntries)
    .values({
      memberId: message.authorId,
      conversationId: message.conversationId,
      folder: "sent",
      messageId: message.id,
      lastActivity: at,
      read: true,
      deleted: false,
    })
    .onConflictDoUpdate({
      target: [mailboxEntries.memberId, mailboxEntries.conversationId, mailboxEntries.folder],
      set: { messageId: sql`excluded.message_id`, lastActivity: sql`excluded.last_activity`, deleted: false },
    });
  const result = await db.execute(sql`
    with conversation as ${conversation}, ${deliveryCtes(message, scope)},
      written as ${written}${attached}, sent as ${sent}
    select member_id from added`);
  return addedIds(result);
}
