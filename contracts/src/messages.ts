import { z } from "zod";
import { id, pageMeta } from "./common.js";
import { memberSummary } from "./members.js";

/** Messages page size (spec §9). */
export const MESSAGES_PER_PAGE = 10;
/** Attachments a message may carry (spec §9: attachments default 10). */
export const MAX_MESSAGE_ATTACHMENTS = 10;
export const MAX_MESSAGE_SUBJECT = 255;
export const MAX_MESSAGE_CONTENT = 100_000;

export const messageFolder = z.enum(["inbox", "sent"]);
export type MessageFolder = z.infer<typeof messageFolder>;

export const messageAttachment = z.object({
  id,
  original_filename: z.string(),
  extension: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  url: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachment>;

export const messageCan = z.object({
  reply: z.boolean(),
  reply_all: z.boolean(),
  forward: z.boolean(),
  delete: z.boolean(),
});

/** A direct message as a party to it sees it (spec §3 "Message"). */
export const message = z.object({
  id,
  subject: z.string(),
  /** Sanitized rich text; the same as html_content. */
  content: z.string(),
  html_content: z.string(),
  plain_content: z.string(),
  created_at: z.string(),
  /** Null when the author's account was deleted. */
  author: memberSummary.nullable(),
  /** The first recipients (at most 50); to_count is the full number. */
  to: z.array(memberSummary),
  to_count: z.number().int(),
  to_all_network_members: z.boolean(),
  conversation_length: z.number().int(),
  conversation_starter_id: id,
  has_replies: z.boolean(),
  has_attachments: z.boolean(),
  attachments: z.array(messageAttachment),
  /** The current member's own copy: read flag and whether it still lies in their inbox or sent folder. */
  i: z.object({ read: z.boolean(), inbox: z.boolean(), sent: z.boolean() }),
  path: z.string(),
  can: messageCan,
});
export type Message = z.infer<typeof message>;

/** GET /api/v1/messages/{id}: the message with its whole conversation, newest first. */
export const messageDetail = message.extend({ conversation: z.array(message) });
export type MessageDetail = z.infer<typeof messageDetail>;

/** What the current member may do in the messages module. */
export const messagesCan = z.object({
  send_direct_messages: z.boolean(),
  send_to_all_network_members: z.boolean(),
});
export type MessagesCan = z.infer<typeof messagesCan>;

export const messageListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(MESSAGES_PER_PAGE),
  /** The spec's call uses limit/offset; when given, offset wins over page. */
  offset: z.coerce.number().int().min(0).max(5_000_000).optional(),
});

export const messageList = z.object({
  messages: z.array(message),
  meta: pageMeta,
  can: messagesCan,
});
export type MessageList = z.infer<typeof messageList>;

/** New message payload (spec §3). Reply and reply-all pass conversation_starter_id. */
export const newMessage = z.object({
  to: z.array(id).max(500).default([]),
  to_group: z.array(id).max(20).default([]),
  to_all_network_members: z.boolean().default(false),
  subject: z.string().trim().max(MAX_MESSAGE_SUBJECT).default(""),
  content: z.string().max(MAX_MESSAGE_CONTENT).default(""),
  /** Ids of the sender's volatile uploads, or of attachments of a message they forward (copied). */
  attachments: z.array(id).max(MAX_MESSAGE_ATTACHMENTS).default([]),
  conversation_starter_id: id.nullable().optional(),
});
export type NewMessage = z.input<typeof newMessage>;

export const messageIdsBody = z.object({ message_ids: z.array(id).min(1).max(100) });

export const ignoredResponse = z.object({ ignored: z.boolean() });
