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

declare module "../module.js" {
  interface ModuleDescriptor {
    /** Exactly one module (activities) records tags for other modules. */
    tagRecorder?: TagRecorder;
    tagUses?: TagUses;
  }
  interface ModuleRegistry {
    tagRecorder: TagRecorder;
    tagUses: ReadonlyMap<string, TagUses>;
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
} satisfies Partial<RegistryCollectors>;
