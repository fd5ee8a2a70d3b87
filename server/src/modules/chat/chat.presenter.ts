import type { Chat, ChatConfig, ChatMessage, ChatProfile } from "@intranet/contracts";
import { presentPreviewImage } from "../crawls/crawl.presenter.js";
import { displayName, presentMemberSummary } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import { presentAttachment } from "../uploads/upload.presenter.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import type { ChatView } from "./chat.access.js";
import { mayWrite } from "./chat.policy.js";
import type { ChatMemberStateRow, ChatMessageRow, ChatProfileRow } from "./chat.repo.js";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const latest = (x: Date | null | undefined, y: Date | null | undefined) => (x && y ? (x > y ? x : y) : (x ?? y));

/** What presenting messages needs besides their rows, loaded by the service (chat.service.ts `loadMessageRows`). */
export type MessageRows = {
  quoted: Map<string, ChatMessageRow>;
  attachments: { messageId: string; uploadId: string; kind: "image" | "file" }[];
  uploads: Map<string, UploadRow>;
  authors: Map<string, MemberRow>;
};

/** Messages of one chat as a member sees them (the chat id is the viewer's name for the chat). */
export function presentMessages(chatKey: string, rows: ChatMessageRow[], loaded: MessageRows): ChatMessage[] {
  const { quoted: quotedById, attachments, uploads, authors } = loaded;
  const from = (id: string | null) => {
    const m = id ? authors.get(id) : undefined;
    return m ? { id: m.id, name: displayName(m) } : null;
  };
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

/** What presenting chats needs besides their views, loaded by the service (chat.service.ts `presentedChats`). */
export type ChatRows = {
  /** The chats' last messages and what presenting them needs. */
  lasts: ChatMessageRow[];
  lastRows: MessageRows;
  /** The markers of the member and of the direct chats' partners. */
  states: ChatMemberStateRow[];
  /** The member's unread count by chat id. */
  unread: Map<string, number>;
};

/** Chats as the member sees them: names, last messages, their markers and unread counts, the partners' markers. */
export function presentChats(member: MemberRow, config: ChatConfig, views: ChatView[], loaded: ChatRows): Chat[] {
  const { lasts, lastRows, states, unread } = loaded;
  const presentedLasts = presentMessages("", lasts, lastRows);
  const lastByChat = new Map(lasts.map((row, i) => [row.chatId, presentedLasts[i] as ChatMessage]));
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
      last_message: v.chat && lastByChat.has(v.chat.id) ? named(lastByChat.get(v.chat.id) as ChatMessage, v.key) : null,
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
        write: mayWrite(v),
        update_messages: config.chat_message_allow_update > 0,
        destroy_messages: config.chat_message_allow_destroy,
      },
    };
  });
}

/** The member's chat profile; `chats` is whether they may chat (chat.access.ts `mayChat`, asked by the service). */
export function presentProfile(member: MemberRow, row: ChatProfileRow | null, chats: boolean): ChatProfile {
  return {
    id: member.id,
    status: row?.status ?? "online",
    status_text: row?.statusText ?? "",
    can: { chat: chats },
  };
}

/** A presented message named as a chat's member names the chat. */
export const named = (message: ChatMessage, chatKey: string): ChatMessage => ({
  ...message,
  chat_id: chatKey as ChatMessage["chat_id"],
});
