import type { ModuleDescriptor } from "../module.js";
import { chatMessageAbuseSubject } from "./abuse-subjects.repo.js";
import { crawlsCarriedInChats, groupChatsOpenTo } from "./chat.access.js";
import { chatArchives, mayReadChatUpload } from "./chat.files.js";
import * as schema from "./chat.schema.js";
import { chatSocketActions, chatSocketHooks } from "./chat.socket.js";

/** Real-time chat: direct and group chats over the socket (docs/chat-protocol.md), presence, file downloads. */
export const chatModule: ModuleDescriptor = {
  name: "chat",
  schema,
  abuseSubjects: { chat_message: chatMessageAbuseSubject },
  socketActions: chatSocketActions,
  socketHooks: chatSocketHooks,
  // A group's chat events (`group_chat:{id}`) reach a socket through its `group:{id}` topic, and only the sockets of
  // members who take part in the group's chat now (chat.access.ts), asked at the join and at every heartbeat.
  topicAccess: {
    group_chat: { carriedBy: "group", allowed: (db, member, ids) => groupChatsOpenTo(db, member.id, ids) },
  },
  // A chat message's files and images: for the members of its chat, while they are in it.
  fileAccess: (db, member, upload) => mayReadChatUpload(db, member, upload.id),
  // A message's files as one zip, on the uploads module's token and archive routes.
  archives: chatArchives,
  // A message's link preview: its crawl for the members of its chat, while they are in it.
  crawlCarriers: (db, member, ids) => crawlsCarriedInChats(db, member.id, ids),
};
