import { z } from "zod";
import { id, language, pageMeta, requiredEmail } from "./common.js";
import { membershipRole } from "./groups.js";
import { profileFields } from "./members.js";
import { propertyValues } from "./property-sets.js";

// Members administration (administration.md §2 "Administration routes", "Member manager dropdown", §3 "Member
// creation", "Member manager / member", "Membership role"): network administrators only.

export const ADMIN_MEMBERS_PER_PAGE = 25;
export const adminMemberSorts = ["name", "email", "last_sign_in_at", "created_at"] as const;

/** GET /administration/members: one sorted, filtered page of the table. */
export const adminMemberListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(ADMIN_MEMBERS_PER_PAGE),
  /** Words that start the first or last name, or a part of the e-mail address. */
  q: z.string().trim().max(200).default(""),
  sort: z.enum(adminMemberSorts).default("name"),
  direction: z.enum(["asc", "desc"]).default("asc"),
  status: z.enum(["all", "locked", "unlocked"]).default("all"),
  type: z.enum(["all", "normal", "external"]).default("all"),
  role_id: id.optional(),
});
export type AdminMemberListQuery = z.input<typeof adminMemberListQuery>;

export const adminRoleBadge = z.object({ id, name: z.string(), color: z.string(), text_color: z.string() });
export type AdminRoleBadge = z.infer<typeof adminRoleBadge>;

/** A row of the members table, and what the member manager dropdown may offer for it. */
export const adminMember = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  displayName: z.string(),
  email: z.string(),
  is_external: z.boolean(),
  is_network_admin: z.boolean(),
  locked: z.boolean(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
  roles: z.array(adminRoleBadge),
  can: z.object({
    edit: z.boolean(),
    edit_groups: z.boolean(),
    destroy: z.boolean(),
    lock: z.boolean(),
    toggle_external: z.boolean(),
    reset_two_factor: z.boolean(),
  }),
});
export type AdminMember = z.infer<typeof adminMember>;

export const adminMemberList = z.object({ members: z.array(adminMember), meta: pageMeta });
export type AdminMemberList = z.infer<typeof adminMemberList>;

/** The edit form: the row plus the profile, language and the network's roles to choose from. */
export const adminMemberDetail = adminMember.extend({
  language,
  profile: profileFields,
  profile_properties: propertyValues,
  role_ids: z.array(id),
  available_roles: z.array(membershipRole),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetail>;

const name = z.string().trim().min(1, "required").max(100);

/** POST /administration/members: `user` as the spec names it (email, password, send_welcome_mail, profile). */
export const adminMemberCreateBody = z.object({
  user: z
    .object({
      email: requiredEmail,
      /** Required unless the welcome mail lets the member choose one. */
      password: z.string().min(10, "too_short").max(200).optional(),
      send_welcome_mail: z.boolean().default(true),
      first_name: name,
      last_name: name,
      language: language.optional(),
      is_external: z.boolean().default(false),
      profile: profileFields.partial().optional(),
      /** The values of the member profile property set (`member_profile`), checked against it. */
      profile_properties: propertyValues.optional(),
      role_ids: z.array(id).max(50).default([]),
    })
    .superRefine((u, ctx) => {
      if (!u.send_welcome_mail && !u.password)
        ctx.addIssue({ code: "custom", path: ["password"], message: "required" });
    }),
});
export type AdminMemberCreateBody = z.input<typeof adminMemberCreateBody>;

/** PUT /administration/members/{id}: any of the fields; `locked` and `is_external` are the dropdown's toggles. */
export const adminMemberUpdateBody = z.object({
  user: z.object({
    email: requiredEmail.optional(),
    first_name: name.optional(),
    last_name: name.optional(),
    language: language.optional(),
    is_external: z.boolean().optional(),
    locked: z.boolean().optional(),
    profile: profileFields.partial().optional(),
    /** Replaces the member profile property set's values. */
    profile_properties: propertyValues.optional(),
    role_ids: z.array(id).max(50).optional(),
  }),
});
export type AdminMemberUpdateBody = z.input<typeof adminMemberUpdateBody>;

/** POST /administration/members/batch: the table's bulk actions on the ticked rows. */
export const adminMemberBatchBody = z.object({
  member_ids: z.array(id).min(1, "required").max(100),
  action: z.enum(["lock", "unlock"]),
});
export const adminMemberBatchResponse = z.object({ updated: z.number().int() });

/** A member's group memberships as a network administrator sees them (`/group-memberships`). */
export const adminGroupMembership = z.object({
  group: z.object({ id, slug: z.string(), name: z.string() }),
  status: z.enum(["member", "invited", "in_moderation", "rejected"]),
  is_admin: z.boolean(),
});
export const adminGroupMemberships = z.object({
  member: z.object({ id, displayName: z.string() }),
  memberships: z.array(adminGroupMembership),
});
export type AdminGroupMemberships = z.infer<typeof adminGroupMemberships>;

export const memberGroupParams = z.object({ id, groupId: id });
export const groupMemberParams = z.object({ slug: z.string().min(1).max(120), memberId: id });
export const groupAdminBody = z.object({ is_admin: z.boolean() });
/** A network administrator puts a member into a group (ours: the spec leaves the legacy group-memberships page open). */
export const addToGroupBody = z.object({ group_id: id });
export const groupMembershipState = z.object({ is_admin: z.boolean(), status: z.literal("member") });

/** Network membership roles (administration §3 "Membership role"), the administrators' role manager. */
export const networkRoleList = z.object({ membership_roles: z.array(membershipRole), back_link: z.string() });
