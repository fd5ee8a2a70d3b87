import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import type { MemberRow } from "../members/members.schema.js";
import { byModule, type RegistryCollectors } from "../module.js";
import type { UploadRow } from "./uploads.schema.js";

/**
 * Whether the file is attached to something of the module that the member may read (an appointment's
 * image or files for its readers, a message's attachments for its parties, an avatar for every member),
 * decided by the module's own access predicates. False when it is attached to nothing of the module or
 * to nothing the member may read: a stored file nobody's resolver grants is readable by its uploader alone.
 */
type UploadReadable = (db: DbOrTx, member: MemberRow, upload: UploadRow, ctx: AppContext) => Promise<boolean>;

declare module "../module.js" {
  interface ModuleDescriptor {
    /** Asked, in module order, whether a member may read a stored file attached to something of the module. */
    fileAccess?: UploadReadable;
    /** Whether a visitor (no session) may read a stored file: public look only, e.g. the network theme's images. */
    visitorFileAccess?: (db: DbOrTx, upload: UploadRow) => Promise<boolean>;
  }
  interface ModuleRegistry {
    fileAccess: ReadonlyMap<string, UploadReadable>;
    visitorFileAccess: ReadonlyMap<string, (db: DbOrTx, upload: UploadRow) => Promise<boolean>>;
  }
}

export const fileAccessCollectors = {
  fileAccess: (descriptors) => byModule(descriptors, (d) => d.fileAccess),
  visitorFileAccess: (descriptors) => byModule(descriptors, (d) => d.visitorFileAccess),
} satisfies Partial<RegistryCollectors>;

/**
 * Who may read a stored file, for every route that serves one (the file, its preview, its resized views):
 * its uploader, and whoever may read something it is attached to, as each module's `fileAccess` decides
 * with its own access predicates. Nothing else: neither publishing a file nor being an administrator
 * makes it readable, and a file attached to nothing is its uploader's alone.
 */
export async function canReadUpload(ctx: AppContext, member: MemberRow | null, upload: UploadRow): Promise<boolean> {
  if (!member) {
    for (const mayRead of ctx.modules.visitorFileAccess.values()) if (await mayRead(ctx.db, upload)) return true;
    return false;
  }
  if (upload.ownerId !== null && upload.ownerId === member.id) return true;
  for (const mayRead of ctx.modules.fileAccess.values()) {
    if (await mayRead(ctx.db, member, upload, ctx)) return true;
  }
  return false;
}
