import type { AppContext } from "../../context.js";
import type { MemberRow } from "../members/members.schema.js";
import type { UploadRow } from "./uploads.schema.js";

/**
 * Who may read a stored file, for every route that serves one (the file, its preview, its resized views):
 * its uploader, and whoever may read something it is attached to, as each module's `fileAccess` decides
 * with its own access predicates. Nothing else: neither publishing a file nor being an administrator
 * makes it readable, and a file attached to nothing is its uploader's alone.
 */
export async function canReadUpload(ctx: AppContext, member: MemberRow, upload: UploadRow): Promise<boolean> {
  if (upload.ownerId !== null && upload.ownerId === member.id) return true;
  for (const mayRead of ctx.modules.fileAccess.values()) {
    if (await mayRead(ctx.db, member, upload)) return true;
  }
  return false;
}
