import { z } from "zod";
import { id } from "./common.js";
import { groupSlugParams } from "./groups.js";
import { memberSummary } from "./members.js";

/** Group pages (communication §2 "Group home /groups/{groupSlug} and /groups/{groupSlug}/pages/{pageSlug}"). */

/** A page's slug: made from its title once, kept when the title changes. */
export const groupPageSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(100);
export const groupPageParams = groupSlugParams.extend({ pageSlug: groupPageSlug });

export const GROUP_PAGE_TITLE_MAX = 120;
export const GROUP_PAGE_CONTENT_MAX = 200_000;

/** What a page list names: enough for the group's navigation and an index. */
export const groupPageEntry = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  path: z.string(),
  updated_at: z.string(),
});
export type GroupPageEntry = z.infer<typeof groupPageEntry>;

export const groupPageList = z.object({
  pages: z.array(groupPageEntry),
  can: z.object({ create: z.boolean() }),
});

export const groupPageCan = z.object({ update: z.boolean(), destroy: z.boolean() });
export type GroupPageCan = z.infer<typeof groupPageCan>;

export const groupPage = groupPageEntry.extend({
  /** Sanitized HTML (the server's `group_page` allowlist, applied on write and again on read). */
  html_content: z.string(),
  position: z.number().int(),
  author: memberSummary.nullable(),
  created_at: z.string(),
  group: z.object({ id, slug: z.string(), name: z.string() }),
  can: groupPageCan,
});
export type GroupPage = z.infer<typeof groupPage>;

export const groupPageFields = z.object({
  title: z.string().trim().min(1, "required").max(GROUP_PAGE_TITLE_MAX),
  html_content: z.string().max(GROUP_PAGE_CONTENT_MAX).default(""),
});
export const groupPageBody = z.object({ group_page: groupPageFields });
export type GroupPageBody = z.input<typeof groupPageBody>;

export const groupPageDeleted = z.object({ redirect: z.string() });

/** How many pages one reorder names at most (the network's tree holds at most 1,000). */
export const PAGE_ORDER_MAX = 1000;

/** `PUT /groups/{slug}/pages/order`: every page of the group, in the new order. */
export const groupPageOrderBody = z.object({ ids: z.array(id).min(1).max(PAGE_ORDER_MAX) });
export type GroupPageOrderBody = z.input<typeof groupPageOrderBody>;

/**
 * Network pages (administration §2 userbar "/info, /imprint, /pages/{pageSlug}"): the same rich-text pages without a
 * group, kept by network administrators, arranged as a tree (`parent_id`), and listed in the userbar when flagged.
 */
export const networkPageParams = z.object({ pageSlug: groupPageSlug });
export const networkPageListQuery = z.object({ filter: z.enum(["show_in_userbar"]).optional() });

export const networkPageEntry = groupPageEntry.extend({
  parent_id: id.nullable(),
  position: z.number().int(),
  show_in_userbar: z.boolean(),
});
export type NetworkPageEntry = z.infer<typeof networkPageEntry>;

export const networkPageList = z.object({
  pages: z.array(networkPageEntry),
  can: z.object({ create: z.boolean() }),
});
export type NetworkPageList = z.infer<typeof networkPageList>;

const pageLink = z.object({ id, slug: z.string(), title: z.string(), path: z.string() });

export const networkPage = networkPageEntry.extend({
  html_content: z.string(),
  author: memberSummary.nullable(),
  created_at: z.string(),
  /** From the root down to the page's parent. */
  ancestors: z.array(pageLink),
  children: z.array(pageLink),
  can: groupPageCan,
});
export type NetworkPage = z.infer<typeof networkPage>;

export const networkPageFields = groupPageFields.extend({
  parent_id: id.nullish(),
  show_in_userbar: z.boolean().default(false),
});
export const networkPageBody = z.object({ page: networkPageFields });

/**
 * `PUT /pages/order`: every page under `parent_id` (null: the top-level pages), in the new order. With `moved_id`, that
 * page moves here from another parent (it is among `ids`, at its new place), in the same request.
 */
export const networkPageOrderBody = z.object({
  parent_id: id.nullable().default(null),
  ids: z.array(id).min(1).max(PAGE_ORDER_MAX),
  moved_id: id.optional(),
});
export type NetworkPageOrderBody = z.input<typeof networkPageOrderBody>;
export type NetworkPageBody = z.input<typeof networkPageBody>;
