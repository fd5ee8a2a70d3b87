import type { MessageFolder } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { invalid, notFound } from "../../http/errors.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { ignoredMembersOf, isIgnoring, setIgnoring } from "./ignores.repo.js";
import { messagesCan } from "./message.policy.js";
import { type MessageData, presentMessages } from "./message.presenter.js";
import {
  attachmentsOf,
  type ConversationStats,
  type Copies,
  conversationMessages,
  conversationStats,
  copiesOf,
  listFolderPage,
  partiesOf,
} from "./messages.repo.js";
import type { MessageRow } from "./messages.schema.js";
import { requireOwnMessage, type SentMessage } from "./messages.service.js";

/** Recipients listed per message; to_count carries the full number (a message to all may have thousands). */
const RECIPIENTS_SHOWN = 50;
/** Messages shown in a conversation; the newest ones, whatever the conversation's length. */
const CONVERSATION_LIMIT = 100;

/** What a caller knows already of what `presentedMessages` loads; each part it gives is not asked for. */
type Known = {
  copies?: Copies;
  stats?: Map<string, ConversationStats>;
  parties?: Pick<MessageData, "people" | "recipients">;
  attachments?: MessageData["attachments"];
};

/**
 * Presents messages for one member in a fixed number of queries, whatever their number, asked at the same
 * time: authors and recipients, attachments, each conversation's length and newest message, and the
 * member's own copies (each unless the caller knows it already).
 */
export async function presentedMessages(db: DbOrTx, member: MemberRow, rows: MessageRow[], known: Known = {}) {
  const ids = rows.map((m) => m.id);
  const conversationIds = [...new Set(rows.map((m) => m.conversationId))];
  const [{ people, recipients }, attachments, stats, copies] = await Promise.all([
    known.parties ?? partiesOf(db, ids, RECIPIENTS_SHOWN),
    known.attachments ?? attachmentsOf(db, ids),
    known.stats ?? conversationStats(db, member.id, conversationIds),
    known.copies ?? copiesOf(db, member.id, conversationIds),
  ]);
  return presentMessages(member, rows, { people, recipients, attachments, stats, copies });
}

/**
 * The message as its author sees it after sending it. What the send knows is not read back: the recipients it
 * named and reached (unless a job delivers it to groups too), its attachments, and for a new conversation its length
 * (1) and the author's one copy, the sent one.
 */
export async function presentedSent(db: DbOrTx, author: MemberRow, sent: SentMessage) {
  const { message } = sent;
  const known: Known = {};
  if (!sent.fansOut) {
    // As `partiesOf` lists them: the first by member id.
    const shown = sent.reached
      .map((m) => m.id)
      .sort()
      .slice(0, RECIPIENTS_SHOWN);
    const people = new Map([author, ...sent.reached].map((m) => [m.id, m]));
    known.parties = { people, recipients: new Map([[message.id, shown]]) };
  }
  known.attachments = new Map([[message.id, sent.attachments]]);
  if (sent.newConversation) {
    const { id, conversationId, createdAt } = message;
    known.stats = new Map([[conversationId, { length: 1, newestId: id }]]);
    const copy = {
      memberId: author.id,
      conversationId,
      folder: "sent" as const,
      messageId: id,
      lastActivity: createdAt,
    };
    known.copies = new Map([[conversationId, { sent: { ...copy, read: true, deleted: false } }]]);
  }
  const [presented] = await presentedMessages(db, author, [message], known);
  if (!presented) throw notFound();
  return presented;
}

/** One page of the member's inbox or sent folder, newest first; `offset` wins over `page`. */
export async function folderPage(
  db: DbOrTx,
  member: MemberRow,
  folder: MessageFolder,
  query: { page: number; limit: number; offset?: number | undefined },
) {
  const { page, limit, offset } = query;
  const skip = offset ?? (page - 1) * limit;
  const { rows, total } = await listFolderPage(db, member.id, folder, limit, skip);
  return {
    messages: await presentedMessages(db, member, rows),
    meta: {
      page: Math.floor(skip / limit) + 1,
      per_page: limit,
      total_count: total,
      total_pages: Math.max(1, Math.ceil(total / limit)),
    },
    can: messagesCan(member),
  };
}

/** A message of the member's with its conversation (the newest messages of it), newest first; 404 otherwise. */
export async function showMessage(ctx: AppContext, member: MemberRow, id: string) {
  // The message, the member's copies of its conversation and the conversation, in one round trip.
  const [row, copies, conversation] = await Promise.all([
    requireOwnMessage(ctx, member, id),
    copiesOf(ctx.db, member.id, { messageId: id }),
    conversationMessages(ctx.db, member.id, id, CONVERSATION_LIMIT),
  ]);
  const copy = copies.get(row.conversationId);
  const live = (copy?.inbox && !copy.inbox.deleted) || (copy?.sent && !copy.sent.deleted);
  if (!live) throw notFound();
  // A thread shorter than the limit is every message of the conversation the member sees, newest first:
  // its length and newest message need no statement of their own.
  const newest = conversation[0];
  const stats =
    newest && conversation.length < CONVERSATION_LIMIT
      ? new Map([[row.conversationId, { length: conversation.length, newestId: newest.id }]])
      : undefined;
  if (!conversation.some((m) => m.id === row.id)) conversation.push(row);
  const presented = await presentedMessages(ctx.db, member, conversation, { copies, stats });
  const self = presented.find((m) => m.id === row.id);
  if (!self) throw notFound();
  return { ...self, conversation: presented };
}

/** The other member, for ignoring; 404 when there is none. */
async function requireOther(db: DbOrTx, id: string) {
  const other = await findMemberById(db, id);
  if (!other) throw notFound();
  return other;
}

/** Whether the member ignores the other (who then can no longer send them direct messages). */
export async function ignoring(db: DbOrTx, member: MemberRow, id: string) {
  const other = await requireOther(db, id);
  return { ignored: await isIgnoring(db, member.id, other.id) };
}

/** Starts or stops ignoring another member (never oneself). */
export async function setIgnored(db: DbOrTx, member: MemberRow, id: string, ignored: boolean) {
  const other = await requireOther(db, id);
  if (ignored && other.id === member.id) throw invalid({ id: ["You cannot ignore yourself."] });
  await setIgnoring(db, member.id, other.id, ignored);
  return { ignored };
}

/** The members a member ignores (their messages are not delivered), as the profile settings list them. */
export const ignoredMembers = async (db: DbOrTx, memberId: string) =>
  (await ignoredMembersOf(db, memberId)).map(presentMemberSummary);
