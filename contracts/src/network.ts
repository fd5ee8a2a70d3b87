import { z } from "zod";
import { id, language } from "./common.js";
import { DEFAULT_LOCK_DAYS } from "./files.js";
import { groupCategory, membershipRole } from "./groups.js";
import { member } from "./members.js";
import { theme } from "./themes.js";

export const extensionFilterType = z.enum(["allow", "deny"]);

export const networkConfig = z.object({
  memberships: z.object({
    profile_edit_target: z.string(),
    change_requests: z.object({ enabled: z.boolean() }),
  }),
  customer_central_url: z.string().nullable(),
  folder_profiles: z.object({ enabled: z.boolean() }),
  file_profiles: z.object({ enabled: z.boolean(), column_fields: z.array(z.string()) }),
  translations: z.object({ deep_l: z.object({ enabled: z.boolean() }) }),
  /** Office documents in the browser: on when an office server (WOPI discovery) is configured. */
  office: z.object({ wopi: z.object({ enabled: z.boolean() }) }),
  files: z.object({
    extension_filter_available: z.boolean(),
    extension_filter_enabled: z.boolean(),
    extension_filter_type: extensionFilterType,
    extension_filter_list: z.array(z.string()),
    max_upload_bytes: z.number().int(),
    /** The default length of a file lock, in days. */
    lock_days: z.number().int(),
  }),
});
export type NetworkConfig = z.infer<typeof networkConfig>;

/** GET /api/v1/network: the preload every screen starts from. */
export const networkPreload = z.object({
  id,
  name: z.string(),
  language,
  can: z.object({ administrate: z.boolean(), version_and_updates: z.boolean() }),
  config: networkConfig,
  customer_central_jwt: z.string().nullable(),
  teams_configuration: z.object({ show_renew_secret_modal: z.boolean() }),
  group_categories: z.array(groupCategory),
  membership_roles: z.array(membershipRole),
  my_groups: z.array(z.object({ id, slug: z.string(), name: z.string(), group_category_id: id })),
  root_folder_id: id.nullable(),
  /** Not in the original preload: the signed-in member, or null for a visitor. */
  current_member: member.nullable(),
  /** §3 Theme: the network's active theme (null: the built-in look; a visitor gets null). */
  theme: theme.nullable(),
});
export type NetworkPreload = z.infer<typeof networkPreload>;

/** Chat settings (administration.md "Chat"): presence shown, guests may chat, edit minutes (0: never), … */
/** A lock's default length in days (administration: the network's lock days). */
const fileLockDays = z.number().int().min(1).max(365);

const chatSettingFields = {
  show_online_status: z.boolean(),
  guest_users_allow_chat: z.boolean(),
  chat_message_allow_update: z.number().int().min(0).max(10_080),
  chat_message_allow_destroy: z.boolean(),
  max_file_attachments: z.number().int().min(1).max(50),
  max_image_attachments: z.number().int().min(1).max(50),
};

/**
 * GET and PUT /administration/settings (administration.md §Network settings): the settings this installation
 * has built so far. `activity_stream_subscriptions_enabled`: members may subscribe to and unsubscribe from the
 * network streams, and their stream `all` follows their subscriptions (off: it shows every network stream).
 */
export const administrationSettings = z.object({
  activity_stream_subscriptions_enabled: z.boolean(),
  // Defaults as the server has them, for an answer from before the chat settings existed.
  show_online_status: chatSettingFields.show_online_status.default(true),
  guest_users_allow_chat: chatSettingFields.guest_users_allow_chat.default(false),
  chat_message_allow_update: chatSettingFields.chat_message_allow_update.default(15),
  chat_message_allow_destroy: chatSettingFields.chat_message_allow_destroy.default(true),
  max_file_attachments: chatSettingFields.max_file_attachments.default(10),
  max_image_attachments: chatSettingFields.max_image_attachments.default(10),
  /** File and folder profiles (property sets): fields on files and folders, their filters and sort keys. */
  file_profiles_enabled: z.boolean().default(false),
  folder_profiles_enabled: z.boolean().default(false),
  /** Days a file lock lasts unless the locker picks another date (the lock prompt's default). */
  file_lock_days: fileLockDays.default(DEFAULT_LOCK_DAYS),
});
export type AdministrationSettings = z.infer<typeof administrationSettings>;
/** A save names the fields it changes; the others keep their values (no defaults filled in here). */
export const administrationSettingsUpdate = z
  .object({
    activity_stream_subscriptions_enabled: z.boolean(),
    ...chatSettingFields,
    file_profiles_enabled: z.boolean(),
    folder_profiles_enabled: z.boolean(),
    file_lock_days: fileLockDays,
  })
  .partial();
export type AdministrationSettingsUpdate = z.input<typeof administrationSettingsUpdate>;
