import type { DbOrTx } from "../../db/client.js";
import type { MemberRow } from "../members/members.schema.js";
import type { UploadRow } from "./storage.schema.js";

/**
 * Modules that attach files say who may read them (a message's recipients, a group's members).
 * A resolver answers true to grant, false to refuse, undefined when the file is not its business.
 */
export type FileAccessResolver = (db: DbOrTx, member: MemberRow, upload: UploadRow) => Promise<boolean | undefined>;

const resolvers = new Map<string, FileAccessResolver>();

/** Each module registers under its own name; registering again replaces (several apps per test process). */
export function registerFileAccess(owner: string, resolver: FileAccessResolver) {
  resolvers.set(owner, resolver);
}

/**
 * The uploader and administrators may always read; published images and assets (avatars, logos,
 * group pictures) are visible to every member; anything else only through a module's resolver.
 */
export async function canReadUpload(db: DbOrTx, member: MemberRow, upload: UploadRow): Promise<boolean> {
  if (upload.ownerId === member.id || member.isNetworkAdmin) return true;
  if (upload.state === "published" && upload.directory !== "files") return true;
  for (const resolve of resolvers.values()) {
    const answer = await resolve(db, member, upload);
    if (answer !== undefined) return answer;
  }
  return false;
}
