import type { Chat, ChatConfig, ChatMessage, ChatProfile } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import { presentPreviewImage } from "../crawls/crawl.presenter.js";
import { displayName, presentMemberSummary } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { presentAttachment } from "../messages/message.presenter.js";
import { findUploads } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import { type ChatView, mayChat, mayWrite } from "./chat.access.js";
import {
  attachmentsOf,
  type ChatMessageRow,
  type ChatProfileRow,
  findMessagesByIds,
  lastMessagesOf,
  statesOf,
  unreadCountsOf,
} from "./chat.repo.js";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const latest = (x: Date | null | undefined, y: Date | null | undefined) => (x && y ? (x > y ? x : y) : (x ?? y));

/**
 * What the caller already holds (a message just sent): its attachments with their uploads, members, quoted messages.
 * Only what is missing is read.
 */
export type KnownRows = {
  attachments?: { messageId: string; uploadId: string; kind: "image" | "file" }[];
  uploads?: UploadRow[];
  members?: MemberRow[];
  quoted?: ChatMessageRow[];
};

/**
 * Messages of one chat as a member sees them (the chat id is the viewer's name for the chat), in a fixed number of
 * statements: authors, attachments with their uploads, quoted messages, link images; none for what `known` holds.
 */
export async function presentMessages(
  db: DbOrTx,
  chatKey: string,
  rows: ChatMessageRow[],
  known: KnownRows = {},
): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const live = rows.filter((r) => !r.deletedAt);
  const quotedIds = [...new Set(rows.flatMap((r) => (r.quotedMessageId ? [r.quotedMessageId] : [])))];
  const knownQuoted = (known.quoted ?? []).filter((q) => quotedIds.includes(q.id));
  const quoted = [
    ...knownQuoted,
    ...(await findMessagesByIds(
      db,
      quotedIds.filter((id) => !knownQuoted.some((q) => q.id === id)),
    )),
  ];
  const attachments =
    known.attachments ??
    (await attachmentsOf(
      db,
      live.map((r) => r.id),
    ));
  const uploadIds = [
    ...attachments.map((a) => a.uploadId),
    ...live.flatMap((r) => (r.linkImageUploadId ? [r.linkImageUploadId] : [])),
  ];
  const uploads = new Map((known.uploads ?? []).map((u) => [u.id, u]));
  const missingUploads = [...new Set(uploadIds)].filter((id) => !uploads.has(id));
  for (const u of await findUploads(db, missingUploads)) uploads.set(u.id, u);
  const authorIds = [...rows, ...quoted].flatMap((r) => (r.authorId ? [r.authorId] : []));
  const authors = new Map((known.members ?? []).map((m) => [m.id, m]));
  const missingAuthors = [...new Set(authorIds)].filter((id) => !authors.has(id));
  for (const m of await findMembersByIds(db, missingAuthors)) authors.set(m.id, m);
  const from = (id: string | null) => {
    const m = id ? authors.get(id) : undefined;
    return m ? { id: m.id, name: displayName(m) } : null;
  };
  const quotedById = new Map(quoted.map((q) => [q.id, q]));
  return rows.map((r) => {
    const q = r.quotedMessageId ? quotedById.get(r.quotedMessageId) : undefined;
    const own = r.deletedAt ? [] : attachments.filter((a) => a.messageId === r.id);
    const presented = (kind: "image" | "file") =>
      own.flatMap((a) => {
        const u = a.kind === kind ? uploads.get(a.uploadId) : undefined;
        return u ? [presentAttachment(u)] : [];
      });
    return {
      id: r.id,
      chat_id: chatKey as ChatMessage["chat_id"],
      seq: r.seq,
      cid: r.cid,
      text: r.deletedAt ? "" : r.text,
      from: from(r.authorId),
      created_at: r.createdAt.toISOString(),
      updated_at: iso(r.updatedAt),
      deleted_at: iso(r.deletedAt),
      quoted_message: q
        ? { id: q.id, text: q.deletedAt ? "" : q.text, from: from(q.authorId), deleted_at: iso(q.deletedAt) }
        : null,
      files: presented("file"),
      images: presented("image"),
      link_attachments:
        r.deletedAt || !r.linkUrl
          ? []
          : [
              {
                url: r.linkUrl,
                title: r.linkTitle,
                description: r.linkDescription,
                site_name: r.linkSiteName,
                image: presentPreviewImage(r.linkImageUploadId ? uploads.get(r.linkImageUploadId) : null),
              },
            ],
    };
  });
}

/** Chats as the member sees them: names, last messages, their markers and unread counts, the partners' markers. */
export async function presentChats(
  db: DbOrTx,
  member: MemberRow,
  config: ChatConfig,
  views: ChatView[],
): Promise<Chat[]> {
  const rows = views.flatMap((v) => (v.chat ? [v.chat] : []));
  const chatIds = rows.map((c) => c.id);
  const partnerIds = views.flatMap((v) => (v.kind === "direct" ? [v.partner.id] : []));
  const [lasts, states, unread] = await Promise.all([
    lastMessagesOf(db, rows),
    statesOf(db, chatIds, [member.id, ...partnerIds]),
    unreadCountsOf(db, member.id, chatIds),
  ]);
  // All last messages at once; each then carries its chat's name as this member names it.
  const keyOf = new Map(views.flatMap((v) => (v.chat ? [[v.chat.id, v.key] as const] : [])));
  const lastByChat = new Map<string, ChatMessage>();
  const presented = await presentMessages(db, "", lasts);
  lasts.forEach((row, i) => {
    const m = presented[i] as ChatMessage;
    lastByChat.set(row.chatId, { ...m, chat_id: (keyOf.get(row.chatId) ?? "") as ChatMessage["chat_id"] });
  });
  const stateOf = (chatId: string | undefined, memberId: string) =>
    states.find((s) => s.chatId === chatId && s.memberId === memberId);
  return views.map((v) => {
    const own = stateOf(v.chat?.id, member.id);
    const partnerState = v.kind === "direct" ? stateOf(v.chat?.id, v.partner.id) : undefined;
    return {
      id: v.key as Chat["id"],
      name: v.kind === "direct" ? displayName(v.partner) : v.group.name,
      image_id: v.kind === "direct" ? v.partner.avatarImageId : v.group.profileImageId,
      partner: v.kind === "direct" ? presentMemberSummary(v.partner) : null,
      last_message: (v.chat && lastByChat.get(v.chat.id)) ?? null,
      last_seq: v.chat?.lastSeq ?? 0,
      // The later of the member's own interaction and the chat's last message: the list's order.
      last_interacted_at: iso(latest(own?.lastInteractedAt, v.chat?.lastMessageAt)),
      state: {
        muted_until: iso(own?.mutedUntil),
        app_muted_until: iso(own?.appMutedUntil),
        last_read_id: own?.lastReadId ?? null,
        last_received_id: own?.lastReceivedId ?? null,
        unread_count: (v.chat && unread.get(v.chat.id)) || 0,
      },
      partner_state:
        v.kind === "direct"
          ? { last_received_id: partnerState?.lastReceivedId ?? null, last_read_id: partnerState?.lastReadId ?? null }
          : null,
      can: {
        write: mayWrite(v, config),
        update_messages: config.chat_message_allow_update > 0,
        destroy_messages: config.chat_message_allow_destroy,
      },
    };
  });
}

export function presentProfile(member: MemberRow, config: ChatConfig, row: ChatProfileRow | null): ChatProfile {
  return {
    id: member.id,
    status: row?.status ?? "online",
    status_text: row?.statusText ?? "",
    can: { chat: mayChat(member, config) },
  };
}
