import { z } from "zod";
import { id } from "./common.js";
import { groupCategory, groupSummary } from "./groups.js";
import { memberImages, profileFields } from "./members.js";

/** Above this many entries the directory asks to narrow the search instead of listing. */
export const DIRECTORY_TOO_LARGE = 5000;

export const roleBadge = z.object({ name: z.string(), color: z.string(), text_color: z.string() });

/** A member row of the directory. */
export const directoryMember = z.object({
  id,
  displayName: z.string(),
  images: memberImages,
  profile: profileFields,
  is_external: z.boolean(),
  is_network_admin: z.boolean(),
  is_group_admin: z.boolean().optional(),
  roles: z.array(roleBadge),
  anonymized: z.boolean(),
  path: z.string(),
});
export type DirectoryMember = z.infer<typeof directoryMember>;

export const directoryMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
  too_large: z.boolean(),
});

const flag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "1");

const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
};

/** Profile fields the directory can filter by (`directory_filter_profile_fields`). */
export const filterableProfileFields = ["position", "department", "location"] as const;
const filterParams = {
  "profile.position": z.string().max(200).optional(),
  "profile.department": z.string().max(200).optional(),
  "profile.location": z.string().max(200).optional(),
};

/** GET /directory/members and /groups/{slug}/members: the paged member lists. */
export const directoryMembersQuery = z.object({
  q: z.string().trim().max(100).default(""),
  sort: z.enum(["first_name", "last_name"]).optional(),
  ...page,
  ...filterParams,
});
export const directoryMembersResponse = z.object({
  entries: z.array(directoryMember),
  meta: directoryMeta,
  sort: z.enum(["first_name", "last_name"]),
  filter_fields: z.array(z.string()),
});

/** GET /directory/members/filters: the values each filter field offers. */
export const directoryFiltersResponse = z.object({
  filters: z.array(z.object({ name: z.string(), options: z.array(z.string()) })),
});

/** GET /directory/{category}.json: the groups of one category. */
export const directoryCategoryQuery = z.object({ q: z.string().trim().max(100).default(""), ...page });
export const directoryCategoryResponse = z.object({
  group_category: groupCategory,
  entries: z.array(groupSummary),
  meta: directoryMeta,
});

/** GET /directory: quick search over members and groups (pickers, chat, header). */
export const directorySearchQuery = z.object({
  q: z.string().trim().max(100).default(""),
  groups_only: flag.default(false),
  exclude_sensitive_groups: flag.default(false),
  only_my_groups: flag.default(false),
  only_chat_enabled: flag.default(false),
  include_membership_roles: flag.default(false),
  /** A group slug: members are limited to that group's members. */
  context: z.string().max(120).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const directorySearchResponse = z.object({
  members: z.array(directoryMember),
  groups: z.array(groupSummary),
  membership_roles: z.array(z.object({ id, name: z.string(), color: z.string(), text_color: z.string() })).optional(),
});
