import { z } from "zod";
import { id } from "./common.js";
import { crawl, linkPreviewImage } from "./crawls.js";
import { memberSummary } from "./members.js";
import { messageAttachment } from "./messages.js";

/**
 * Real-time chat (communication.md §1-§9 "Chat"). Everything a chat client does goes over the socket
 * (`/api/chat/socket`, Phoenix frames `[join_ref, ref, topic, event, payload]`): the client joins its own
 * `member:{id}` topic, the network's and its chat-enabled groups'; it pushes the ACTIONS below on its member topic
 * and gets the reply (`phx_reply` {status: ok|error, response}); the server pushes the EVENTS below to member topics
 * (direct chats: both members) and group topics (group chats). docs/chat-protocol.md describes the whole protocol.
 */

/** Spec constants (communication.md §9). */
export const CHAT_STATUS_TEXT_MAX = 100;
export const CHAT_QUICK_SELECT = 10;
export const CHAT_MAX_ATTACHMENTS_DEFAULT = 10;
export const CHAT_COMPOSING_CLEAR_MS = 2000;
/** A composing notice is sent at most every 80 % of the clear time. */
export const CHAT_COMPOSING_THROTTLE_MS = 1600;
export const CHAT_MARK_READ_AFTER_MS = 1000;
export const CHAT_MARK_RECEIVED_PACE_MS = 200;
export const CHAT_IMAGE_SIZE = 80;
export const CHAT_GALLERY_IMAGES = 4;
export const CHAT_SIDEBAR_MIN_WIDTH = 1884;
/** Messages one history page gives (chat details, more messages). */
export const CHAT_PAGE = 50;
/** A message's text, in characters. */
export const CHAT_MESSAGE_MAX = 10_000;
/** Mute "forever" (communication.md "mute"). */
export const CHAT_MUTED_FOREVER = "9999-12-31T23:59:59.000Z";

/** `member/{memberId}` (a direct chat, named by the other member) or `group/{groupId}`. */
export const chatId = z.string().regex(/^(member|group)\/[0-9a-f]{24}$/, "invalid chat id");
export type ChatId = z.infer<typeof chatId>;

/** Client-chosen id of a message, unique per author: a resend returns the stored message. */
export const chatCid = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "invalid cid");

export const chatStatusType = z.enum(["online", "busy", "invisible"]);
export type ChatStatusType = z.infer<typeof chatStatusType>;

export const chatLinkAttachment = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  site_name: z.string().nullable(),
  image: linkPreviewImage.nullable(),
});

const messageAuthor = z.object({ id, name: z.string() });

export const chatMessage = z.object({
  id,
  chat_id: chatId,
  /** Gap-free per chat, from 1: a client holding up to `seq` asks for what follows it. */
  seq: z.number().int().positive(),
  cid: z.string().nullable(),
  /** Markdown source (rendered by the client with HTML off); empty once deleted. */
  text: z.string(),
  from: messageAuthor.nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  quoted_message: z
    .object({ id, text: z.string(), from: messageAuthor.nullable(), deleted_at: z.string().nullable() })
    .nullable(),
  files: z.array(messageAttachment),
  images: z.array(messageAttachment),
  link_attachments: z.array(chatLinkAttachment),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatState = z.object({
  muted_until: z.string().nullable(),
  app_muted_until: z.string().nullable(),
  last_read_id: id.nullable(),
  last_received_id: id.nullable(),
  unread_count: z.number().int().nonnegative(),
});

export const chat = z.object({
  id: chatId,
  name: z.string(),
  image_id: z.string().nullable(),
  /** The direct chat's partner (for the avatar, the profile link and presence); null for a group chat. */
  partner: memberSummary.nullable(),
  last_message: chatMessage.nullable(),
  /** The highest `seq` of the chat (0 without messages). */
  last_seq: z.number().int().nonnegative(),
  last_interacted_at: z.string().nullable(),
  state: chatState,
  /** Direct chats: the partner's markers, for the received/read ticks of own messages. */
  partner_state: z.object({ last_received_id: id.nullable(), last_read_id: id.nullable() }).nullable(),
  can: z.object({ write: z.boolean(), update_messages: z.boolean(), destroy_messages: z.boolean() }),
});
export type Chat = z.infer<typeof chat>;

/** Network chat settings (administration.md: chat_message_allow_update (minutes, 0 = never), allow_destroy, …). */
export const chatConfig = z.object({
  show_online_status: z.boolean(),
  guest_users_allow_chat: z.boolean(),
  /** Minutes after sending in which a message may be edited; 0: never. */
  chat_message_allow_update: z.number().int().nonnegative(),
  chat_message_allow_destroy: z.boolean(),
  max_file_attachments: z.number().int().positive(),
  max_image_attachments: z.number().int().positive(),
});
export type ChatConfig = z.infer<typeof chatConfig>;

export const chatProfile = z.object({
  id,
  status: chatStatusType,
  status_text: z.string(),
  can: z.object({ chat: z.boolean() }),
});
export type ChatProfile = z.infer<typeof chatProfile>;

// ---- Client actions: event name → payload and reply (pushed on `member:{id}`) ----

const muteUntil = z.union([z.literal("hour"), z.literal("day"), z.literal("week"), z.literal("forever")]);

export const chatActions = {
  my_chats: { payload: z.object({}), reply: z.object({ chats: z.array(chat) }) },
  chat_details: {
    payload: z.object({ chat_id: chatId }),
    reply: z.object({ chat, messages: z.array(chatMessage) }),
  },
  /** Older than `before_seq`, or (resync after a reconnect) newer than `after_seq`; oldest first. */
  more_messages: {
    payload: z.object({
      chat_id: chatId,
      before_seq: z.number().int().positive().optional(),
      after_seq: z.number().int().nonnegative().optional(),
    }),
    reply: z.object({ messages: z.array(chatMessage), has_more: z.boolean() }),
  },
  create_chat: {
    payload: z.union([z.object({ member_id: id }), z.object({ group_id: id })]),
    reply: z.object({ chat }),
  },
  send_message: {
    payload: z.object({
      chat_id: chatId,
      cid: chatCid,
      text: z.string().max(CHAT_MESSAGE_MAX),
      quoted_message_id: id.nullable().optional(),
      file_ids: z.array(id).max(50).default([]),
      image_ids: z.array(id).max(50).default([]),
      /** A finished crawl (POST /system/crawls) of the message's first link. */
      link_crawl_id: id.nullable().optional(),
    }),
    reply: z.object({ message: chatMessage }),
  },
  update_message: {
    payload: z.object({ message_id: id, text: z.string().max(CHAT_MESSAGE_MAX) }),
    reply: z.object({ message: chatMessage }),
  },
  delete_message: { payload: z.object({ message_id: id }), reply: z.object({ message: chatMessage }) },
  mark_as_read: { payload: z.object({ chat_id: chatId, message_id: id }), reply: z.object({ chat }) },
  mark_as_received: { payload: z.object({ chat_id: chatId, message_id: id }), reply: z.object({}) },
  mute: {
    payload: z.object({ chat_id: chatId, until: muteUntil, app: z.boolean().default(false) }),
    reply: z.object({ chat }),
  },
  unmute: { payload: z.object({ chat_id: chatId, app: z.boolean().default(false) }), reply: z.object({ chat }) },
  composing: { payload: z.object({ chat_id: chatId }), reply: z.object({}) },
  set_status: {
    payload: z.object({
      status: chatStatusType,
      status_text: z
        .string()
        .max(CHAT_STATUS_TEXT_MAX * 2)
        .default(""),
    }),
    reply: z.object({ profile: chatProfile }),
  },
  network_info: { payload: z.object({}), reply: z.object({ config: chatConfig, profile: chatProfile }) },
  /** The message of the chat that carries the attachment (file page of a message not loaded yet). */
  file_details: { payload: z.object({ chat_id: chatId, file_id: id }), reply: z.object({ message: chatMessage }) },
  /**
   * A link preview for the composer of a chat the member may write in: starts (or reuses) the crawl of `url`. A crawl
   * not yet finished is pushed as `get_link_attachments` on the member's topic once it finishes or fails.
   */
  link_attachments: {
    payload: z.object({ chat_id: chatId, url: z.string().trim().min(1).max(2000) }),
    reply: z.object({ chat_id: chatId, crawl }),
  },
} as const;
export type ChatAction = keyof typeof chatActions;
export type ChatActionPayload<A extends ChatAction> = z.input<(typeof chatActions)[A]["payload"]>;
export type ChatActionReply<A extends ChatAction> = z.infer<(typeof chatActions)[A]["reply"]>;

/** An action's error reply (`phx_reply` status error): a code and a text a person can read. */
export const chatError = z.object({
  reason: z.enum([
    "invalid",
    "not_found",
    "forbidden",
    "update_period_ended",
    "max_files_reached",
    "max_images_reached",
    "rate_limited",
    "unknown_event",
    "not_joined",
    "unauthorized",
    "server_error",
  ]),
  message: z.string(),
});
export type ChatError = z.infer<typeof chatError>;

// ---- Events the server pushes ----

export const chatEvents = {
  /** A new message (to both members of a direct chat, to the group topic of a group chat). */
  message: z.object({ message: chatMessage }),
  update_message: z.object({ message: chatMessage }),
  delete_message: z.object({ message: chatMessage }),
  /** A chat the member takes part in appeared (someone wrote to them first). */
  create_chat: z.object({ chat }),
  /** Someone's read/received marker moved (the reader's own tabs and, in direct chats, the partner). */
  mark_as_read: z.object({ chat_id: chatId, member_id: id, message_id: id }),
  mark_as_received: z.object({ chat_id: chatId, member_id: id, message_id: id }),
  mute_chat: z.object({ chat }),
  unmute_chat: z.object({ chat }),
  /** Someone is typing in the chat (never sent back to the typist). */
  composing: z.object({ chat_id: chatId, member: z.object({ id, name: z.string() }) }),
  my_profile: z.object({ profile: chatProfile }),
  /** The network's chat settings changed (on `network:{id}`): clients apply them at once. */
  network_info: z.object({ config: chatConfig }),
  /** The end (finished or error) of a crawl asked for with the `link_attachments` action. */
  get_link_attachments: z.object({ chat_id: chatId, crawl }),
  /** Presence on `network:{id}`: the members online or busy now (invisible ones are absent). */
  presence: z.object({ online: z.array(id), busy: z.array(id) }),
} as const;
export type ChatEvent = keyof typeof chatEvents;
export type ChatEventPayload<E extends ChatEvent> = z.infer<(typeof chatEvents)[E]>;
