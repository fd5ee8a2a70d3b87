import { z } from "zod";
import { id, language } from "./common.js";
import { groupCategory, membershipRole } from "./groups.js";
import { member } from "./members.js";
import { twoFactorConfig } from "./network-settings.js";
import { theme } from "./themes.js";

export * from "./network-settings.js";

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
  /** The network's two-factor mode and methods (administration §3 two_factor). */
  two_factor: twoFactorConfig,
  /** Maps (administration §3): whether the network shows maps, where it is, and how the map looks. */
  maps: z.object({
    enabled: z.boolean(),
    show_map: z.boolean(),
    /** The network's address as one line (street number, zip city, country), null when none is set. */
    location: z.string().nullable(),
    zoom_level: z.number().int(),
    theme: z.string(),
  }),
  /** Abuse reports (administration §3 abuse_reports_enabled): whether members see "Report" and /report/new. */
  abuse_reports: z.object({ enabled: z.boolean() }),
  /** Joining without an invitation (administration §3 join settings), for the sign-in and sign-up pages. */
  join: z.object({
    user_can_initiate: z.boolean(),
    moderated: z.boolean(),
    captcha: z.boolean(),
    ask_for_profile_data: z.boolean(),
    text_before: z.string().nullable(),
    text_between: z.string().nullable(),
    text_after: z.string().nullable(),
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
  /**
   * Not in the original preload: the signed-in member's time zone (`zone`) as offsets from UTC (minutes east), the
   * first from `changes[0].from`, each next from its own `from`, up to `until` (a year back, two years ahead); null for
   * a visitor. The web client shows dates in the member's zone by it without building the browser's first date formatter.
   */
  time_zone_offsets: z
    .object({
      zone: z.string(),
      until: z.string(),
      changes: z.array(z.object({ from: z.string(), offset: z.number().int() })),
    })
    .nullable(),
  /** §3 Theme: the network's active theme (null: the built-in look); a visitor gets it without name and timestamps. */
  theme: theme.nullable(),
  /** Not in the original preload: two-factor is enforced and the signed-in member has no factor yet. */
  two_factor_setup_required: z.boolean(),
});
export type NetworkPreload = z.infer<typeof networkPreload>;
