import type { SQL, SQLWrapper } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { Viewer } from "../groups/groups.access.js";
import { byModule, type RegistryCollectors, single } from "../module.js";

/**
 * Tags recorded by another module under a parent tag (the files' profile tags under their property set's first
 * `tag_parents`), in the writing transaction; the parent is created by name when missing. The activities module,
 * which owns the tags, supplies it; others reach it as `ctx.modules.tagRecorder`.
 */
type TagRecorder = (tx: DbOrTx, parent: string, names: string[]) => Promise<void>;
/**
 * Where else a tag is used, as SQL over the tag's name: true when the viewer may read something carrying it (a file
 * or folder whose profile lists it). GET /tags/find suggests a tag used on a readable activity or in any of these.
 */
type TagUses = (viewer: NonNullable<Viewer>, tagName: SQLWrapper) => SQL;
/**
 * Rewrites where a module keeps tag names (profiles' tag lists) when an administrator renames, merges or deletes
 * tags: every value named one of `from` (any case) becomes `to`, or goes when `to` is null. Set-based, in the
 * administrator's transaction.
 */
export type TagRewriter = (tx: DbOrTx, from: string[], to: string | null) => Promise<void>;

declare module "../module.js" {
  interface ModuleDescriptor {
    /** Exactly one module (activities) records tags for other modules. */
    tagRecorder?: TagRecorder;
    tagUses?: TagUses;
    tagRewriter?: TagRewriter;
  }
  interface ModuleRegistry {
    tagRecorder: TagRecorder;
    tagUses: ReadonlyMap<string, TagUses>;
    tagRewriters: ReadonlyMap<string, TagRewriter>;
  }
}

export const tagCollectors = {
  tagRecorder: (descriptors) =>
    single(
      descriptors,
      "the tag recorder",
      (d) => d.tagRecorder,
      async () => {},
    ),
  tagUses: (descriptors) => byModule(descriptors, (d) => d.tagUses),
  tagRewriters: (descriptors) => byModule(descriptors, (d) => d.tagRewriter),
} satisfies Partial<RegistryCollectors>;
