import { z } from "zod";
import { id, language } from "./common.js";
import { DEFAULT_LOCK_DAYS } from "./files.js";

/** Map zoom levels (administration §9) and the map themes offered (the spec names four, not which). */
export const MAP_ZOOM_LEVELS = [0, 3, 6, 10, 15] as const;
export const MAP_THEMES = ["streets", "light", "dark", "terrain"] as const;
/** Digest and daily activity sending times (administration §9). */
export const DIGEST_TIMES = ["am", "pm", "lpm"] as const;
export const MAX_DIGEST_APPOINTMENTS = 30;
export const twoFactorMode = z.enum(["disabled", "enabled", "enforced"]);
export type TwoFactorMode = z.infer<typeof twoFactorMode>;

/** Free text a field may leave empty: trimmed, and null when empty ("empty values sent as null"). */
const optionalText = (max: number) => z.string().trim().max(max).nullable();
const digestTime = z.enum(DIGEST_TIMES);

export const networkLocation = z.object({
  street: optionalText(200),
  number: optionalText(20),
  zip: optionalText(10),
  city: optionalText(200),
  state: optionalText(200),
  country: optionalText(200),
});

/** A day of the week (0 Sunday … 6 Saturday) with its sending time. */
export const digestSendingDay = z.object({ day: z.number().int().min(0).max(6), time: digestTime });

/** A lock's default length in days (administration: the network's lock days). */
const fileLockDays = z.number().int().min(1).max(365);

/**
 * Every field of administration §3 "Network settings" (plus this installation's own: stream subscriptions, chat
 * limits, file profiles and locks, the upload extension filter). Cross-field rules are in `settingsProblems`.
 */
const settingFields = {
  // basic
  name: z.string().trim().min(1).max(100),
  language,
  category: optionalText(100),
  abuse_reports_enabled: z.boolean(),
  directory_default_sort: z.enum(["first_name", "last_name"]),
  maps_enabled: z.boolean(),
  show_map: z.boolean(),
  map_scope_selection: z.enum(["all", "poi"]),
  network_location: networkLocation,
  zoom_level: z.literal(MAP_ZOOM_LEVELS),
  map_theme: z.enum(MAP_THEMES),
  extension_filter_enabled: z.boolean(),
  extension_filter_type: z.enum(["allow", "deny"]),
  extension_filter_list: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(20)
        .regex(/^[a-z0-9]+$/i, "is invalid"),
    )
    .max(200),
  // join
  join_user_can_initiate: z.boolean(),
  join_moderated: z.boolean(),
  altcha_captcha: z.boolean(),
  join_as_external: z.boolean(),
  join_ask_for_profile_data: z.boolean(),
  join_section_admins_can_invite_users: z.boolean(),
  group_promotion_config: z.object({
    active: z.boolean(),
    title: optionalText(200),
    description: optionalText(2000),
    group_category_ids: z.array(id).max(100),
    group_ids: z.array(id).max(100),
    enabled_for_external: z.boolean(),
  }),
  devise_text_before: optionalText(2000),
  devise_text_between: optionalText(2000),
  devise_text_after: optionalText(2000),
  // member
  directory_profile_fields: z.array(z.string().trim().min(1).max(100)).max(50),
  detection_profile_field: optionalText(100),
  directory_filter_profile_fields: z.array(z.string().trim().min(1).max(100)).max(50),
  show_locked_memberships: z.boolean(),
  anonymize_memberships_config: z.enum(["enabled", "after_days", "disabled"]),
  anonymize_memberships_after_days: z.number().int().min(1).max(3650).nullable(),
  anonymize_memberships_name: optionalText(100),
  two_factor: twoFactorMode,
  two_factor_totp_available: z.boolean(),
  two_factor_email_available: z.boolean(),
  activity_stream_subscriptions_enabled: z.boolean(),
  show_online_status: z.boolean(),
  /** Whether external (guest) members are allowed: "toggle external" is offered only then (§4 "Member"). */
  guest_users_enabled: z.boolean(),
  guest_users_allow_chat: z.boolean(),
  chat_message_allow_update: z.number().int().min(0).max(10_080),
  chat_message_allow_destroy: z.boolean(),
  max_file_attachments: z.number().int().min(1).max(50),
  max_image_attachments: z.number().int().min(1).max(50),
  file_profiles_enabled: z.boolean(),
  folder_profiles_enabled: z.boolean(),
  file_lock_days: fileLockDays,
  // mail
  notifications_send_direct_message_body: z.boolean(),
  email_recommendations: z.object({ allow_external_recipients: z.boolean(), include_replies_default: z.boolean() }),
  digest_sending_days: z.array(digestSendingDay).max(21),
  digests: z.object({
    max_number_of_upcoming_appointments: z.number().int().min(0).max(MAX_DIGEST_APPOINTMENTS),
    upcoming_appointments_position: z.enum(["top", "bottom"]),
    show_comments: z.boolean(),
  }),
  daily_activity: z.object({
    enabled: z.boolean(),
    include_network_level: z.boolean(),
    mode: z.enum(["new", "new_and_updated"]),
    sending_time: digestTime,
    only_weekdays: z.boolean(),
  }),
  birthday_emails: z.object({
    enabled: z.boolean(),
    image: id.nullable(),
    subject: optionalText(200),
    text: optionalText(5000),
  }),
};

/** The tab of the settings form each field is on (administration §2: basic, join, member, mail). */
export const SETTINGS_TABS = ["basic", "join", "member", "mail"] as const;

/** GET /administration/settings, and the body of PUT /administration/settings: every field, with the server's defaults. */
export const administrationSettings = z.object({
  ...settingFields,
  // Defaults for an answer from before these fields existed.
  file_lock_days: fileLockDays.default(DEFAULT_LOCK_DAYS),
});
export type AdministrationSettings = z.infer<typeof administrationSettings>;

/** A save may name only the fields it changes; the others keep their values (no defaults filled in here). */
export const administrationSettingsUpdate = z.object(settingFields).partial();
export type AdministrationSettingsUpdate = z.input<typeof administrationSettingsUpdate>;

/** A problem of the settings as a whole, at the path of the field that shows it. */
export type SettingsProblem = { path: string[]; message: string };

const blank = (value: string | null | undefined) => !value || value.trim() === "";

/**
 * The rules between fields (administration §5), over the settings a save leaves: a two-factor method must be
 * available (selection_required); the address is required for a map scoped to a point of interest; the anonymous
 * name when anonymizing, the days when anonymizing after days; the group promotion's title when it is active.
 */
export function settingsProblems(s: AdministrationSettings): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  if (!s.two_factor_totp_available && !s.two_factor_email_available)
    problems.push({ path: ["two_factor_totp_available"], message: "selection_required" });
  if (s.map_scope_selection === "poi")
    for (const key of ["street", "number", "zip", "city"] as const)
      if (blank(s.network_location[key])) problems.push({ path: ["network_location", key], message: "can't be blank" });
  if (s.anonymize_memberships_config !== "disabled" && blank(s.anonymize_memberships_name))
    problems.push({ path: ["anonymize_memberships_name"], message: "can't be blank" });
  if (s.anonymize_memberships_config === "after_days" && s.anonymize_memberships_after_days === null)
    problems.push({ path: ["anonymize_memberships_after_days"], message: "can't be blank" });
  if (s.group_promotion_config.active && blank(s.group_promotion_config.title))
    problems.push({ path: ["group_promotion_config", "title"], message: "can't be blank" });
  return problems;
}

/** The form's check: each field's rules, then the rules between them. */
export const administrationSettingsForm = administrationSettings.superRefine((s, check) => {
  for (const problem of settingsProblems(s)) check.addIssue({ code: "custom", ...problem });
});

/** POST /administration/settings/send_test_birthday_email: the birthday mail as the form has it, to the administrator. */
export const testBirthdayEmailBody = z.object({ birthday_emails: settingFields.birthday_emails });
export type TestBirthdayEmailBody = z.infer<typeof testBirthdayEmailBody>;

/** The preload's two-factor configuration: the network's mode and the methods members may set up. */
export const twoFactorConfig = z.object({
  mode: twoFactorMode,
  totp_available: z.boolean(),
  email_available: z.boolean(),
});
