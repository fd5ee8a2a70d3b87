import { z } from "zod";
import { id } from "./common.js";
import { theme } from "./themes.js";

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
  /** The theme that applies in the group (its own, else its category's); filled where the shell reads it (navigation). */
  active_theme: theme.nullable(),
  membership_roles: z.array(membershipRole),
  invite: z.null(),
  path: z.string(),
  can: groupCan,
});
export type Group = z.infer<typeof group>;

export const groupSlugParams = z.object({ slug: z.string().min(1).max(120) });

/** GET /api/v1/groups/{slug}?… and lists: the category a group belongs to comes along where screens need it. */
export const groupSummary = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  group_category_id: id,
  access: groupAccess,
  archived: z.boolean(),
  member_count: z.number().int(),
  teaser: z.string().nullable(),
  profile_image: z.object({ id, url: z.string() }).nullable(),
  favorited: z.boolean(),
  membership_status_of_current_member: membershipStatus,
  path: z.string(),
});
export type GroupSummary = z.infer<typeof groupSummary>;

/** The editable fields of a group (POST /groups, PUT /groups/{slug}). */
export const groupFields = z.object({
  name: z.string().trim().min(1, "required").max(120),
  access: groupAccess,
  moderated_join: z.boolean().default(false),
  members_can_invite: z.boolean().default(false),
  chat: z.enum(["enabled", "disabled"]).default("enabled"),
  sensitive: z.boolean().default(false),
  externally_visible: z.boolean().default(false),
  teaser: z.string().trim().max(500).nullable().default(null),
  /** A volatile or published image upload of the editor's; null removes the picture. */
  profile_image_id: id.nullable().default(null),
});
export const groupCreateBody = z.object({ group: groupFields.extend({ group_category_id: id }) });
export type GroupCreateBody = z.infer<typeof groupCreateBody>;
export const groupUpdateBody = z.object({ group: groupFields.partial() });
export type GroupUpdateBody = z.infer<typeof groupUpdateBody>;

/** GET /api/v1/groups/new?group_category_slug=: what the create form needs. */
export const groupNewQuery = z.object({ group_category_slug: z.string().min(1).max(120) });
export const groupNewResponse = z.object({
  group_category: groupCategory,
  can: z.object({ create: z.boolean(), create_hidden: z.boolean() }),
  defaults: groupFields.extend({ name: z.string() }),
});

export const redirectResponse = z.object({ redirect: z.string() });
export const archiveResponse = z.object({ archived: z.boolean(), redirect: z.string() });
export const favoriteResponse = z.object({ favorited: z.boolean() });
export const subscriptionResponse = z.object({ subscription_status: z.enum(["subscribed", "unsubscribed"]) });
export const joinResponse = z.object({ membership_status_of_current_member: membershipStatus });

/** A request to join a moderated group, as its administrators see it. */
export const joinRequest = z.object({
  id,
  created_at: z.string(),
  member: z.object({
    id,
    displayName: z.string(),
    images: z.object({ medium: z.string().nullable() }),
    path: z.string(),
  }),
});
export type JoinRequest = z.infer<typeof joinRequest>;
export const joinRequestList = z.object({ join_requests: z.array(joinRequest) });
export const joinRequestParams = z.object({ slug: z.string().min(1).max(120), id });
export const rejectJoinRequestBody = z.object({ rejection_message: z.string().trim().max(2000).default("") });

/** POST {scope}/membership_invites: internal invitations of members into groups. */
export const membershipInvitesBody = z.object({
  membership_invites: z.object({
    membership_ids: z.array(id).min(1, "required").max(500),
    group_ids: z.array(id).max(100).default([]),
    additional_message: z.string().trim().max(5000).default(""),
  }),
});
export type MembershipInvitesBody = z.infer<typeof membershipInvitesBody>;
export const membershipInvitesResponse = z.object({ invited: z.number().int(), message: z.string() });

export const groupInviteStatus = z.enum(["open", "accepted", "declined"]);
export const groupInvite = z.object({
  id,
  type: z.literal("GroupInvite"),
  status: groupInviteStatus,
  created_at: z.string(),
  additional_message: z.string(),
  group: groupSummary,
  inviter: z.object({ id, displayName: z.string(), path: z.string() }).nullable(),
  invitee: z.object({ id, displayName: z.string(), path: z.string() }),
});
export type GroupInvite = z.infer<typeof groupInvite>;
export const inviteListQuery = z.object({
  filter: z.enum(["groups"]).default("groups"),
  status: groupInviteStatus.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const inviteList = z.object({
  invites: z.array(groupInvite),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total_count: z.number().int() }),
});
export type InviteList = z.infer<typeof inviteList>;

/** GET /groups/{slug}/navigation: the group's tabs. */
export type GroupNavigationTab = {
  key: string;
  label: string;
  path: string;
  new_window: boolean;
  badge: number | null;
  children: GroupNavigationTab[];
};
export const groupNavigationTab: z.ZodType<GroupNavigationTab> = z.lazy(() =>
  z.object({
    key: z.string(),
    label: z.string(),
    path: z.string(),
    new_window: z.boolean(),
    badge: z.number().int().nullable(),
    children: z.array(groupNavigationTab),
  }),
);
export const groupNavigation = z.object({ group: group, tabs: z.array(groupNavigationTab) });
export type GroupNavigation = z.infer<typeof groupNavigation>;

/** The member's groups for the sidebar lists, per category. */
export const myGroupEntry = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  group_category_id: id,
  favorited: z.boolean(),
  unread_count: z.number().int(),
  is_admin: z.boolean(),
});
export const myGroupsResponse = z.object({ groups: z.array(myGroupEntry) });
export type MyGroupEntry = z.infer<typeof myGroupEntry>;

/** Membership roles of one group, managed by its administrators (name and plural name required). */
export const membershipRoleBody = z.object({
  membership_role: z.object({
    name: z.string().trim().min(1, "required").max(100),
    plural_name: z.string().trim().min(1, "required").max(100),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "is not a colour")
      .default("#000000"),
    text_color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "is not a colour")
      .default("#ffffff"),
    display_type: z.enum(["default", "grouped", "hidden"]).default("default"),
  }),
});
export type MembershipRoleBody = z.infer<typeof membershipRoleBody>;
export const membershipRoleList = z.object({ membership_roles: z.array(membershipRole), back_link: z.string() });
export const roleParams = z.object({ slug: z.string().min(1).max(120), id });
export const memberRolesBody = z.object({ role_ids: z.array(id).max(50) });
export const memberRoleParams = z.object({ slug: z.string().min(1).max(120), memberId: id });
