import { type ChatAction, chatActions } from "@intranet/contracts";
import { defineLimit, type Limit } from "../../lib/rate-limit.js";
import type { SocketHooks } from "../module.js";
import { socketActions } from "../realtime/socket-hooks.js";
import { presenceOf } from "./chat.presence.js";
import * as messages from "./chat-messages.service.js";
import * as chats from "./chats.service.js";

/** Messages one socket may send per second (a flood, not a person); docs/chat-protocol.md lists it. */
export const CHAT_SEND_PER_SOCKET = defineLimit("chat_send_socket", 60, 1);
/** Composing notices one socket may send per second. */
const CHAT_COMPOSING_PER_SOCKET = defineLimit("chat_composing_socket", 5, 1);

const limits: Partial<Record<ChatAction, Limit>> = {
  send_message: CHAT_SEND_PER_SOCKET,
  composing: CHAT_COMPOSING_PER_SOCKET,
};

/** Every client action of the contract: its payload schema, and the handler that takes the schema's output. */
export const chatSocketActions = socketActions(
  chatActions,
  {
    my_chats: (ctx, member) => chats.myChats(ctx, member),
    chat_details: chats.chatDetails,
    more_messages: chats.moreMessages,
    create_chat: chats.createChat,
    send_message: messages.sendMessage,
    update_message: messages.updateMessage,
    delete_message: messages.deleteMessage,
    mark_as_read: chats.markAsRead,
    mark_as_received: chats.markAsReceived,
    mute: chats.mute,
    unmute: chats.unmute,
    composing: chats.composing,
    set_status: async (ctx, member, payload) => {
      const reply = await chats.setStatus(ctx, member, payload);
      presenceOf(ctx).changed();
      return reply;
    },
    network_info: (ctx, member) => chats.networkInfo(ctx, member),
    file_details: messages.fileDetails,
    link_attachments: messages.linkAttachments,
  },
  limits,
);

export const chatSocketHooks: SocketHooks = {
  opened: (ctx, member) => presenceOf(ctx).opened(member),
  closed: (ctx, member) => presenceOf(ctx).closed(member),
  // Who is there now, to a socket that joins the network topic; later changes come as events.
  joined: async (ctx, _member, topic, push) => {
    if (topic.startsWith("network:")) push("presence", await presenceOf(ctx).lists());
  },
};
