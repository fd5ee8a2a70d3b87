import { z } from "zod";
import { id, isoDate, language } from "./common.js";
import { propertyValues } from "./property-sets.js";
import { timeZoneField } from "./time-zones.js";

export const memberImages = z.object({
  medium: z.string().nullable(),
  large: z.string().nullable(),
  "40x40@2": z.string().nullable(),
});

export const memberCan = z.object({
  update_profile: z.boolean(),
  update_registration: z.boolean(),
  chat: z.boolean(),
  create_channels: z.boolean(),
});

export const profileFields = z.object({
  position: z.string().max(200).nullable(),
  department: z.string().max(200).nullable(),
  phone: z.string().max(50).nullable(),
  location: z.string().max(200).nullable(),
  about: z.string().max(5000).nullable(),
});
export type ProfileFields = z.infer<typeof profileFields>;

/** A member as others see them (avatars, pickers, lists). */
export const memberSummary = z.object({
  id,
  displayName: z.string(),
  images: memberImages,
  is_external: z.boolean(),
  path: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

export const member = memberSummary.extend({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  /** YYYY-MM-DD, for the birthday mails and the sidebar's birthdays; only to the member and administrators. */
  birthday: z.string().nullable(),
  is_network_admin: z.boolean(),
  locked: z.boolean(),
  language,
  time_zone: z.string(),
  profile: profileFields,
  /** The values of the network's member profile property set (`member_profile`) by property name. */
  profile_properties: propertyValues,
  can: memberCan,
});
export type Member = z.infer<typeof member>;

export const memberSearchQuery = z.object({
  q: z.string().trim().max(100).default(""),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  /** External (guest) members are offered unless this is false. */
  include_consumers: z
    .enum(["true", "false", "1", "0"])
    .transform((v) => v === "true" || v === "1")
    .optional(),
  /** A group slug or id: leave out its members (and open invitees), e.g. for invite pickers. */
  exclude_group_members_of: z.string().max(120).optional(),
  /**
   * Comma-separated member ids (at most 100): instead of a search, those members in this order, unknown ones left
   * out (a membership property's values in one request).
   */
  ids: z
    .string()
    .max(100 * 25)
    .transform((v) => [...new Set(v.split(",").filter((s) => s !== ""))])
    .pipe(z.array(id).max(100))
    .optional(),
});

export const memberSearchResponse = z.array(memberSummary);

/** PUT /members/{id}: the profile as its owner (or an administrator) edits it. */
export const memberUpdateBody = z.object({
  member: z.object({
    first_name: z.string().trim().min(1, "required").max(100).optional(),
    last_name: z.string().trim().min(1, "required").max(100).optional(),
    language: language.optional(),
    time_zone: timeZoneField("is not a time zone").optional(),
    birthday: isoDate().nullable().optional(),
    profile: profileFields.partial().optional(),
    /** The member profile property set's values; replaces the stored ones (empty values are left out). */
    profile_properties: propertyValues.optional(),
    /** A volatile or published image of the member's; null removes the picture. */
    avatar_image_id: id.nullable().optional(),
  }),
});
export type MemberUpdateBody = z.infer<typeof memberUpdateBody>;

/** The digest choice of the settings form; "all" is sent as group_ids "all". */
export const digestChoice = z.enum(["disabled", "all", "selected_groups"]);

/** GET/PUT /members/{id}/settings: membership notification settings. */
export const memberSettings = z.object({
  email_digests: z.boolean(),
  email_daily_digests: z.object({
    enabled: z.boolean(),
    group_ids: z.union([z.literal("all"), z.array(id).max(500)]),
    include_network_level: z.boolean(),
  }),
  email_subscriptions: z.boolean(),
  email_notifications: z.boolean(),
  email_admin_notifications: z.boolean(),
  /** A mail when a task is assigned to the member (on unless turned off). */
  email_task_assignments: z.boolean(),
  /** A mail when an assignee accepts or declines a task the member created (off unless turned on). */
  email_task_answers: z.boolean(),
});
export type MemberSettings = z.infer<typeof memberSettings>;
/** A member's settings until they save any (and for any key added since they did). */
export const defaultMemberSettings: MemberSettings = {
  email_digests: true,
  email_daily_digests: { enabled: false, group_ids: "all", include_network_level: true },
  email_subscriptions: true,
  email_notifications: true,
  email_admin_notifications: true,
  // Being given a task is news worth a mail; an answer to one's own task shows in the bell and by push.
  email_task_assignments: true,
  email_task_answers: false,
};
export const memberSettingsBody = z.object({ settings: memberSettings.partial() });

/** GET /api/v1/ignored_members: whom the signed-in member ignores. */
export const ignoredMembersResponse = z.object({ members: z.array(memberSummary) });

/** POST /change_requests: proposed values for the configured profile fields only. */
export const changeRequestBody = z.object({ change_request: z.record(z.string(), z.string().max(5000).nullable()) });
export const changeRequestResponse = z.object({ id, status: z.enum(["open"]), message: z.string() });
export const changeRequestFieldsResponse = z.object({ enabled: z.boolean(), fields: z.array(z.string()) });

/** PUT /onboarding/profile. */
export const onboardingProfileBody = z.object({
  member: z.object({
    profile: profileFields.partial(),
    /** The member profile property set's values (as the profile edit sends them); left out, nothing changes. */
    profile_properties: propertyValues.optional(),
  }),
});
export const onboardingProfileResponse = z.object({ redirect_to: z.string() });
