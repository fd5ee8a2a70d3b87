import type { AdministrationSettings } from "@intranet/contracts";
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idPk, updatedAt } from "../../db/columns.js";

/** The settings fields kept in the settings JSON (name and language are columns); older networks lack some. */
type StoredSettingFields = Partial<Omit<AdministrationSettings, "name" | "language">>;

export type NetworkSettings = StoredSettingFields & {
  category: string | null;
  join_user_can_initiate: boolean;
  join_moderated: boolean;
  directory_default_sort: "first_name" | "last_name";
  two_factor: "disabled" | "enabled" | "enforced";
  notifications_send_direct_message_body: boolean;
  guest_users_allow_chat: boolean;
  extension_filter_enabled: boolean;
  extension_filter_type: "allow" | "deny";
  extension_filter_list: string[];
  change_requests_enabled: boolean;
  /** Directory and change-request settings; older networks lack them, readers apply defaults. */
  directory_filter_profile_fields?: string[];
  show_locked_memberships?: boolean;
  anonymize_memberships_config?: "enabled" | "after_days" | "disabled";
  anonymize_memberships_after_days?: number;
  anonymize_memberships_name?: string;
  change_request_profile_fields?: string[];
  /** Rich text (allowlist "mail_imprint") shown in the footer of every mail; administration §imprint. */
  mail_imprint?: string | null;
  /** Rich text (allowlist "imprint") of the public /imprint page; administration §imprint. */
  imprint?: string | null;
  /** Members may subscribe to network streams, and `all` follows their subscriptions; off (absent) by default. */
  activity_stream_subscriptions_enabled?: boolean;
  /** Chat (administration.md): absent on older networks, readers apply the defaults (true, 15, true, 10, 10). */
  show_online_status?: boolean;
  chat_message_allow_update?: number;
  chat_message_allow_destroy?: boolean;
  max_file_attachments?: number;
  max_image_attachments?: number;
  /** File and folder profiles (property sets) in use; off (absent) by default. */
  file_profiles_enabled?: boolean;
  folder_profiles_enabled?: boolean;
  /** The network's time zone (IANA), set by the first start's setup; absent on networks made before it. */
  time_zone?: string;
  /** Default length of a file lock in days; absent: DEFAULT_LOCK_DAYS. */
  file_lock_days?: number;
};

export const defaultNetworkSettings: NetworkSettings = {
  category: null,
  join_user_can_initiate: false,
  join_moderated: true,
  directory_default_sort: "last_name",
  // Members may set up a second factor; administrators may enforce it or turn it off.
  two_factor: "enabled",
  notifications_send_direct_message_body: false,
  guest_users_allow_chat: false,
  extension_filter_enabled: true,
  extension_filter_type: "deny",
  extension_filter_list: ["exe", "bat", "cmd", "com", "msi", "scr", "js", "vbs", "ps1", "sh"],
  change_requests_enabled: false,
};

/** The single network this installation serves. */
export const networks = pgTable("networks", {
  id: idPk(),
  name: text("name").notNull(),
  language: text("language").notNull().default("en"),
  settings: jsonb("settings").$type<NetworkSettings>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
