import type { Chat, ChatActionReply, ChatConfig, ChatMessage, chatActions } from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/errors.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { chatConfigOf } from "../network/chat-config.js";
import { getNetwork } from "../network/network.service.js";
import { findUploads } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import { type ChatView, chatKeyFor, storedChatView } from "./chat.access.js";
import { type MessageRows, named, presentChats, presentMessages } from "./chat.presenter.js";
import {
  attachmentsOf,
  type ChatMessageRow,
  type ChatRow,
  findChatById,
  findMessage,
  findMessagesByIds,
  lastMessagesOf,
  statesOf,
  unreadCountsOf,
} from "./chat.repo.js";

// What every chat use case shares: the network's chat settings, loading what the presenters need in a fixed number
// of statements, the message a member may see, and publishing to a chat's members.

export type Payload<A extends keyof typeof chatActions> = z.output<(typeof chatActions)[A]["payload"]>;
export type Reply<A extends keyof typeof chatActions> = ChatActionReply<A>;

export const chatError = (reason: string, message: string) => new AppError(422, reason, message);
export const invalidInput = (message: string) => chatError("invalid", message);

export async function chatConfig(ctx: AppContext): Promise<ChatConfig> {
  return chatConfigOf(await getNetwork(ctx.db));
}

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
 * What presenting the messages needs, in a fixed number of statements whatever their number: quoted messages,
 * attachments, their uploads and the link images, authors; none for what `known` holds.
 */
export async function loadMessageRows(db: DbOrTx, rows: ChatMessageRow[], known: KnownRows = {}): Promise<MessageRows> {
  const live = rows.filter((r) => !r.deletedAt);
  const quotedIds = [...new Set(rows.flatMap((r) => (r.quotedMessageId ? [r.quotedMessageId] : [])))];
  const quoted = new Map((known.quoted ?? []).filter((q) => quotedIds.includes(q.id)).map((q) => [q.id, q]));
  for (const q of await findMessagesByIds(
    db,
    quotedIds.filter((id) => !quoted.has(id)),
  ))
    quoted.set(q.id, q);
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
  for (const u of await findUploads(
    db,
    [...new Set(uploadIds)].filter((id) => !uploads.has(id)),
  ))
    uploads.set(u.id, u);
  const authorIds = [...rows, ...quoted.values()].flatMap((r) => (r.authorId ? [r.authorId] : []));
  const authors = new Map((known.members ?? []).map((m) => [m.id, m]));
  for (const m of await findMembersByIds(
    db,
    [...new Set(authorIds)].filter((id) => !authors.has(id)),
  ))
    authors.set(m.id, m);
  return { quoted, attachments, uploads, authors };
}

/** Messages of one chat presented for a member who names it `chatKey`. */
export async function presentedMessages(db: DbOrTx, chatKey: string, rows: ChatMessageRow[], known?: KnownRows) {
  return rows.length === 0 ? [] : presentMessages(chatKey, rows, await loadMessageRows(db, rows, known));
}

/** Chats presented for the member: their last messages, markers and unread counts, in a fixed number of statements. */
export async function presentedChats(db: DbOrTx, member: MemberRow, config: ChatConfig, views: ChatView[]) {
  const rows = views.flatMap((v) => (v.chat ? [v.chat] : []));
  const chatIds = rows.map((c) => c.id);
  const partnerIds = views.flatMap((v) => (v.kind === "direct" ? [v.partner.id] : []));
  const [lasts, states, unread] = await Promise.all([
    lastMessagesOf(db, rows),
    statesOf(db, chatIds, [member.id, ...partnerIds]),
    unreadCountsOf(db, member.id, chatIds),
  ]);
  const lastRows = await loadMessageRows(db, lasts);
  return presentChats(member, config, views, { lasts, lastRows, states, unread });
}

export const presentOne = async (ctx: AppContext, member: MemberRow, config: ChatConfig, view: ChatView) =>
  (await presentedChats(ctx.db, member, config, [view]))[0] as Chat;

/** A message the member may see (in a chat they take part in now), with its chat's view. */
export async function messageFor(ctx: AppContext, member: MemberRow, messageId: string) {
  const row = await findMessage(ctx.db, messageId);
  const view = await storedChatView(ctx.db, member, row && (await findChatById(ctx.db, row.chatId)));
  return { row: row as ChatMessageRow, view };
}

/** The hub topic of a group's chat: heard through `group:{id}` by the sockets chat.access.ts admits (chat.module.ts). */
export const groupChatTopic = (groupId: string) => `group_chat:${groupId}`;

/**
 * Publishes an event about a chat after its transaction committed: to both members' topics of a direct chat (each
 * with the chat named as they name it), to the group chat's topic of a group chat.
 */
export async function publishToChat(
  ctx: AppContext,
  chat: ChatRow,
  event: string,
  payloadFor: (chatKey: string) => Promise<unknown> | unknown,
) {
  if (chat.kind === "group") {
    await ctx.realtime.publish(
      groupChatTopic(chat.groupId as string),
      event,
      await payloadFor(`group/${chat.groupId}`),
    );
    return;
  }
  for (const memberId of [chat.memberA, chat.memberB] as string[]) {
    await ctx.realtime.publish(`member:${memberId}`, event, await payloadFor(chatKeyFor(chat, memberId)));
  }
}

/** Publishes the message (presented once, named per receiver) and answers it as `viewKey` names its chat. */
export async function publishMessage(
  ctx: AppContext,
  chat: ChatRow,
  event: string,
  row: ChatMessageRow,
  viewKey: string,
  known?: KnownRows,
) {
  const message = (await presentedMessages(ctx.db, viewKey, [row], known))[0] as ChatMessage;
  await publishToChat(ctx, chat, event, (key) => ({ message: named(message, key) }));
  return message;
}
