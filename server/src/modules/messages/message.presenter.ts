import type { Message } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import { presentAttachment } from "../uploads/upload.presenter.js";
import { messageCan } from "./message.policy.js";
import { sanitizeMessageHtml } from "./message-content.js";
import {
  attachmentsOf,
  type ConversationStats,
  type Copies,
  conversationStats,
  copiesOf,
  partiesOf,
} from "./messages.repo.js";
import type { MessageRow } from "./messages.schema.js";

/** Recipients listed per message; to_count carries the full number (a message to all may have thousands). */
const RECIPIENTS_SHOWN = 50;

/**
 * Presents messages for one member in a fixed number of queries, whatever their number, asked at the same
 * time: authors and recipients, attachments, each conversation's length and newest message, and the
 * member's own copies (the last two unless the caller knows them already).
 */
export async function presentMessages(
  db: DbOrTx,
  member: MemberRow,
  rows: MessageRow[],
  known: { copies?: Copies; stats?: Map<string, ConversationStats> } = {},
): Promise<Message[]> {
  const ids = rows.map((m) => m.id);
  const conversationIds = [...new Set(rows.map((m) => m.conversationId))];
  const [{ people, recipients }, attachments, stats, copies] = await Promise.all([
    partiesOf(db, ids, RECIPIENTS_SHOWN),
    attachmentsOf(db, ids),
    known.stats ?? conversationStats(db, member.id, conversationIds),
    known.copies ?? copiesOf(db, member.id, conversationIds),
  ]);
  return rows.map((m) => {
    const author = m.authorId ? (people.get(m.authorId) ?? null) : null;
    const to = (recipients.get(m.id) ?? []).flatMap((id) => people.get(id) ?? []);
    const files = attachments.get(m.id) ?? [];
    const stat = stats.get(m.conversationId);
    const copy = copies.get(m.conversationId) ?? {};
    const unread = copy.inbox !== undefined && !copy.inbox.read && copy.inbox.messageId === m.id;
    const meAmongRecipients = to.some((r) => r.id === member.id) ? 1 : 0;
    // The write allowlist again on read, so content stored before a policy change is shown by today's rules.
    const html = sanitizeMessageHtml(m.htmlContent);
    const otherRecipients = m.recipientCount - meAmongRecipients;
    return {
      id: m.id,
      subject: m.subject,
      content: html,
      html_content: html,
      plain_content: m.plainContent,
      created_at: m.createdAt.toISOString(),
      author: author ? presentMemberSummary(author) : null,
      to: to.map(presentMemberSummary),
      to_count: m.recipientCount,
      to_all_network_members: m.toAll,
      conversation_length: stat?.length ?? 1,
      conversation_starter_id: m.conversationId,
      has_replies: stat !== undefined && stat.newestId !== m.id,
      has_attachments: files.length > 0,
      attachments: files.map(presentAttachment),
      i: {
        read: !unread,
        inbox: copy.inbox !== undefined && !copy.inbox.deleted,
        sent: copy.sent !== undefined && !copy.sent.deleted,
      },
      path: `/messages/${m.id}`,
      can: messageCan(member, author, otherRecipients),
    };
  });
}
