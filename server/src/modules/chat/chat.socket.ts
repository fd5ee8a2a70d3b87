import { type ChatAction, chatActions } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { defineLimit } from "../../lib/rate-limit.js";
import type { MemberRow } from "../members/members.schema.js";
import type { SocketAction, SocketHooks } from "../module.js";
import { presenceOf } from "./chat.presence.js";
import * as chat from "./chat.service.js";

/** Messages one socket may send per second (a flood, not a person); docs/chat-protocol.md lists it. */
export const CHAT_SEND_PER_SOCKET = defineLimit("chat_send_socket", 60, 1);
/** Composing notices one socket may send per second. */
const CHAT_COMPOSING_PER_SOCKET = defineLimit("chat_composing_socket", 5, 1);

type Handler = (ctx: AppContext, member: MemberRow, payload: never) => Promise<unknown>;

const handlers: Record<ChatAction, Handler> = {
  my_chats: (ctx, member) => chat.myChats(ctx, member),
  chat_details: chat.chatDetails as Handler,
  more_messages: chat.moreMessages as Handler,
  create_chat: chat.createChat as Handler,
  send_message: chat.sendMessage as Handler,
  update_message: chat.updateMessage as Handler,
  delete_message: chat.deleteMessage as Handler,
  mark_as_read: chat.markAsRead as Handler,
  mark_as_received: chat.markAsReceived as Handler,
  mute: chat.mute as Handler,
  unmute: chat.unmute as Handler,
  composing: chat.composing as Handler,
  set_status: (async (ctx: AppContext, member: MemberRow, payload: never) => {
    const reply = await chat.setStatus(ctx, member, payload);
    presenceOf(ctx).changed();
    return reply;
  }) as Handler,
  network_info: (ctx, member) => chat.networkInfo(ctx, member),
  file_details: chat.fileDetails as Handler,
  link_attachments: chat.linkAttachments as Handler,
};

const limits: Partial<Record<ChatAction, SocketAction["limit"]>> = {
  send_message: CHAT_SEND_PER_SOCKET,
  composing: CHAT_COMPOSING_PER_SOCKET,
};

/** Every action of the contract, with its payload schema. */
export const chatSocketActions: Record<string, SocketAction> = Object.fromEntries(
  (Object.keys(chatActions) as ChatAction[]).map((name) => [
    name,
    { payload: chatActions[name].payload, handle: handlers[name], limit: limits[name] },
  ]),
);

export const chatSocketHooks: SocketHooks = {
  opened: (ctx, member) => presenceOf(ctx).opened(member),
  closed: (ctx, member) => presenceOf(ctx).closed(member),
  // Who is there now, to a socket that joins the network topic; later changes come as events.
  joined: async (ctx, _member, topic, push) => {
    if (topic.startsWith("network:")) push("presence", await presenceOf(ctx).lists());
  },
};
