import type { Readable } from "node:stream";
import type { FileTokenBody } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import type { MemberRow } from "../members/members.schema.js";
import type { RegistryCollectors } from "../module.js";
import { type ArchiveEntry, zipStream } from "./archive.js";

/** What a module's zip holds for its token now: the files by their paths, empty folders, the zip's name. */
export type ArchiveContents = { entries: ArchiveEntry[]; emptyFolders?: string[]; filename: string };

/**
 * A module's zips on the one token route and the one archive route (communication §7), which this module serves:
 * the chat's zip of a message's files, the files module's of files and folders. `token` answers a token for what
 * the request names when the module makes that zip (404/422 when the member may not have it now), or null when the
 * request is not for it; `open` gives what the zip of one of its tokens holds, or null when the token is not its own.
 */
export type ArchiveSource = {
  token: (ctx: AppContext, member: MemberRow, request: FileTokenBody) => Promise<{ token: string } | null>;
  open: (ctx: AppContext, token: string) => Promise<ArchiveContents | null>;
};

declare module "../module.js" {
  interface ModuleDescriptor {
    archives?: ArchiveSource;
  }
  interface ModuleRegistry {
    /** Every module's zips, in module order. */
    archives: readonly ArchiveSource[];
  }
}

export const archiveCollectors = {
  archives: (descriptors) => descriptors.flatMap((d) => (d.archives ? [d.archives] : [])),
} satisfies Partial<RegistryCollectors>;

/** POST /api/v1/file_token: the first module that makes the zip asked for answers; 404 when none does. */
export async function archiveToken(ctx: AppContext, member: MemberRow, request: FileTokenBody) {
  for (const source of ctx.modules.archives) {
    const answered = await source.token(ctx, member, request);
    if (answered) return answered;
  }
  throw notFound();
}

/**
 * The zip a token names, streamed (each file read from the store as the zip is written, never held in memory);
 * 404 unless a module knows the token.
 */
export async function openArchive(ctx: AppContext, token: string): Promise<{ stream: Readable; filename: string }> {
  for (const source of ctx.modules.archives) {
    const found = await source.open(ctx, token);
    if (found) return { stream: zipStream(ctx, found.entries, found.emptyFolders), filename: found.filename };
  }
  throw notFound();
}
