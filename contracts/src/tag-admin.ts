import { z } from "zod";
import { id, pageMeta } from "./common.js";

/** What a tag's name may be when an administrator renames one (the rule body tags follow: no space, `#` or comma). */
export const ADMIN_TAG_NAME = /^[^\s#,]{1,40}$/u;
export const TAG_NAME_INVALID = "must be 1 to 40 characters without spaces, # or commas";
export const TAG_NAME_TAKEN = "is already taken";
/** How many tags one merge may fold into another. */
export const MAX_TAG_MERGE = 50;

/** A tag in the administration's list: where it is used (posts carrying it). */
export const adminTag = z.object({ id, name: z.string(), uses: z.number().int() });
export type AdminTag = z.infer<typeof adminTag>;

export const adminTagQuery = z.object({
  q: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminTagList = z.object({ tags: z.array(adminTag), meta: pageMeta });
export type AdminTagList = z.infer<typeof adminTagList>;

export const tagRenameBody = z.object({ name: z.string().max(200) });
/** The tags `source_ids` fold into `target_id`: their uses carry the target afterwards, and they go. */
export const tagMergeBody = z.object({ source_ids: z.array(id).min(1).max(MAX_TAG_MERGE), target_id: id });
export type TagMergeBody = z.infer<typeof tagMergeBody>;
