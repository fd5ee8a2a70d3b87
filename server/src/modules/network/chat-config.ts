import { CHAT_MAX_ATTACHMENTS_DEFAULT, type ChatConfig } from "@intranet/contracts";
import type { NetworkRow } from "./network.service.js";

/** The network's chat settings with their defaults (administration.md, chat); the chat module reads them here. */
export function chatConfigOf(network: NetworkRow): ChatConfig {
  const s = network.settings;
  return {
    show_online_status: s.show_online_status ?? true,
    guest_users_allow_chat: s.guest_users_allow_chat === true,
    chat_message_allow_update: s.chat_message_allow_update ?? 15,
    chat_message_allow_destroy: s.chat_message_allow_destroy ?? true,
    max_file_attachments: s.max_file_attachments ?? CHAT_MAX_ATTACHMENTS_DEFAULT,
    max_image_attachments: s.max_image_attachments ?? CHAT_MAX_ATTACHMENTS_DEFAULT,
  };
}
