import { z } from "zod";
import { id } from "./common.js";

export const groupAccess = z.enum(["open", "closed", "hidden"]);
export type GroupAccess = z.infer<typeof groupAccess>;

export const membershipStatus = z.enum(["no_member", "member", "invited", "in_moderation", "rejected"]);
export type MembershipStatus = z.infer<typeof membershipStatus>;

export const membershipRole = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  plural_name: z.string(),
  color: z.string(),
  text_color: z.string(),
  display_type: z.enum(["default", "grouped", "hidden"]),
});
export type MembershipRole = z.infer<typeof membershipRole>;

export const groupCategory = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  plural_name: z.string(),
  color: z.string(),
  order: z.number().int(),
  access: z.enum(["all", "admins"]),
  main_group_hidden: z.boolean(),
  main_group_slug: z.string().nullable(),
  active_theme: z.null(),
  can: z.object({ create: z.boolean(), administrate: z.boolean() }),
});
export type GroupCategory = z.infer<typeof groupCategory>;

export const groupCan = z.object({
  join: z.boolean(),
  join_moderated: z.boolean(),
  leave: z.boolean(),
  destroy: z.boolean(),
  archive: z.boolean(),
  create_hidden: z.boolean(),
  update: z.boolean(),
  administrate: z.boolean(),
  read_content: z.boolean(),
});
export type GroupCan = z.infer<typeof groupCan>;

export const group = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  group_category_id: id,
  access: groupAccess,
  moderated_join: z.boolean(),
  members_can_invite: z.boolean(),
  chat: z.enum(["enabled", "disabled"]),
  archived: z.boolean(),
  sensitive: z.boolean(),
  active_main_group: z.boolean(),
  externally_visible: z.boolean(),
  member_count: z.number().int(),
  activity_count: z.number().int(),
  teaser: z.string().nullable(),
  profile_image: z.object({ id, url: z.string() }).nullable(),
  membership_status_of_current_member: membershipStatus,
  i_haz_subscription: z.boolean(),
  favorited: z.boolean(),
  active_theme: z.null(),
  membership_roles: z.array(membershipRole),
  invite: z.null(),
  path: z.string(),
  can: groupCan,
});
export type Group = z.infer<typeof group>;

export const groupSlugParams = z.object({ slug: z.string().min(1).max(120) });
