import type { AppContext } from "../../context.js";
import type { MemberRow } from "../members/members.schema.js";
import type { UploadRow } from "./storage.schema.js";

/**
 * The uploader and administrators may always read; published images and assets (avatars, logos,
 * group pictures) are visible to every member; anything else only through a module's `fileAccess`.
 */
export async function canReadUpload(ctx: AppContext, member: MemberRow, upload: UploadRow): Promise<boolean> {
  if (upload.ownerId === member.id || member.isNetworkAdmin) return true;
  if (upload.state === "published" && upload.directory !== "files") return true;
  for (const resolve of ctx.modules.fileAccess.values()) {
    const answer = await resolve(ctx.db, member, upload);
    if (answer !== undefined) return answer;
  }
  return false;
}
