import type { Message } from "@intranet/contracts";
import { presentMemberSummary } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import { presentAttachment } from "../uploads/upload.presenter.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import { messageCan } from "./message.policy.js";
import { sanitizeMessageHtml } from "./message-content.js";
import type { ConversationStats, Copies } from "./messages.repo.js";
import type { MessageRow } from "./messages.schema.js";

/** What a list of messages shows beside their rows, loaded for the whole list (`presentedMessages`). */
export type MessageData = {
  /** Authors and recipients by id; `recipients`: each message's listed recipients' ids. */
  people: Map<string, MemberRow>;
  recipients: Map<string, string[]>;
  attachments: Map<string, UploadRow[]>;
  stats: Map<string, ConversationStats>;
  copies: Copies;
};

/** Messages as one member sees them, from their rows and what the list loaded. */
export function presentMessages(member: MemberRow, rows: MessageRow[], data: MessageData): Message[] {
  const { people, recipients, attachments, stats, copies } = data;
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
