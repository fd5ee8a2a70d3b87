import { type AdministrationSettings, DEFAULT_LOCK_DAYS, type NetworkConfig } from "@intranet/contracts";
import type { NetworkRow } from "./network.repo.js";
import { defaultNetworkSettings } from "./network.schema.js";

type Stored = Omit<AdministrationSettings, "name" | "language">;

/** What every settings field reads as before an administrator saves it (administration §3). */
export const settingDefaults: Stored = {
  ...defaultNetworkSettings,
  abuse_reports_enabled: false,
  maps_enabled: false,
  show_map: false,
  map_scope_selection: "all",
  network_location: { street: null, number: null, zip: null, city: null, state: null, country: null },
  zoom_level: 10,
  map_theme: "streets",
  altcha_captcha: true,
  join_as_external: false,
  guest_users_enabled: true,
  join_ask_for_profile_data: false,
  join_section_admins_can_invite_users: false,
  group_promotion_config: {
    active: false,
    title: null,
    description: null,
    group_category_ids: [],
    group_ids: [],
    enabled_for_external: false,
  },
  devise_text_before: null,
  devise_text_between: null,
  devise_text_after: null,
  directory_profile_fields: ["position", "department", "location"],
  detection_profile_field: null,
  directory_filter_profile_fields: ["department", "location"],
  show_locked_memberships: false,
  anonymize_memberships_config: "disabled",
  anonymize_memberships_after_days: 30,
  anonymize_memberships_name: "Former member",
  two_factor_totp_available: true,
  two_factor_email_available: true,
  activity_stream_subscriptions_enabled: false,
  show_online_status: true,
  chat_message_allow_update: 15,
  chat_message_allow_destroy: true,
  max_file_attachments: 10,
  max_image_attachments: 10,
  file_profiles_enabled: false,
  folder_profiles_enabled: false,
  file_lock_days: DEFAULT_LOCK_DAYS,
  email_recommendations: { allow_external_recipients: false, include_replies_default: true },
  digest_sending_days: [{ day: 1, time: "am" }],
  digests: { max_number_of_upcoming_appointments: 5, upcoming_appointments_position: "top", show_comments: true },
  daily_activity: {
    enabled: false,
    include_network_level: true,
    mode: "new",
    sending_time: "am",
    only_weekdays: true,
  },
  birthday_emails: { enabled: false, image: null, subject: null, text: null },
};

/** Every settings field of the network: its stored value, else its default. */
export function settingsOf(network: NetworkRow): AdministrationSettings {
  const stored = Object.fromEntries(
    Object.keys(settingDefaults).map((key) => [
      key,
      network.settings[key as keyof Stored] ?? settingDefaults[key as keyof Stored],
    ]),
  ) as Stored;
  return { name: network.name, language: network.language as AdministrationSettings["language"], ...stored };
}

/** The network's address on one line, null when no part of it is set. */
export function locationLine({ street, number, zip, city, country }: Stored["network_location"]) {
  const line = [[street, number], [zip, city], [country]]
    .map((part) => part.filter(Boolean).join(" "))
    .filter(Boolean)
    .join(", ");
  return line || null;
}

/** The preload's share of the settings: two-factor, maps and the join rules the sign-in and sign-up pages need. */
export function settingsConfig(
  network: NetworkRow,
): Pick<NetworkConfig, "two_factor" | "maps" | "join" | "abuse_reports"> {
  const s = settingsOf(network);
  return {
    two_factor: {
      mode: s.two_factor,
      totp_available: s.two_factor_totp_available,
      email_available: s.two_factor_email_available,
    },
    maps: {
      enabled: s.maps_enabled,
      show_map: s.show_map,
      location: locationLine(s.network_location),
      zoom_level: s.zoom_level,
      theme: s.map_theme,
    },
    abuse_reports: { enabled: s.abuse_reports_enabled },
    join: {
      user_can_initiate: s.join_user_can_initiate,
      moderated: s.join_moderated,
      captcha: s.altcha_captcha,
      ask_for_profile_data: s.join_ask_for_profile_data,
      text_before: s.devise_text_before,
      text_between: s.devise_text_between,
      text_after: s.devise_text_after,
    },
  };
}
