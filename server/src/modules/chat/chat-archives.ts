import type { Readable } from "node:stream";
import type { AppContext } from "../../context.js";
import type { MemberRow } from "../members/members.schema.js";
import type { RegistryCollectors } from "../module.js";

/**
 * Another module's zips on the chat's one token route and one archive route (communication §7): the files module's
 * zips of files and folders. `token` answers a token for what the member may read (404/422 otherwise); `open` gives
 * the zip of one of its tokens, or null when the token is not its own.
 */
type ArchiveSource = {
  token: (ctx: AppContext, member: MemberRow, fileIds: string[], folderIds: string[]) => Promise<{ token: string }>;
  open: (ctx: AppContext, token: string) => Promise<{ stream: Readable; filename: string } | null>;
};

declare module "../module.js" {
  interface ModuleDescriptor {
    archiveSource?: ArchiveSource;
  }
  interface ModuleRegistry {
    /** The modules' zips besides a chat message's, in module order. */
    archiveSources: readonly ArchiveSource[];
  }
}

export const archiveCollectors = {
  archiveSources: (descriptors) => descriptors.flatMap((d) => (d.archiveSource ? [d.archiveSource] : [])),
} satisfies Partial<RegistryCollectors>;
