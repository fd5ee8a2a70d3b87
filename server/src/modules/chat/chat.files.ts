import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { hashToken, newToken } from "../../lib/tokens.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { ArchiveNamer } from "../uploads/archive.js";
import type { ArchiveContents, ArchiveSource } from "../uploads/archives.js";
import { findUploads } from "../uploads/uploads.repo.js";
import { openChatIds } from "./chat.access.js";
import { attachmentsOf, chatsCarryingUpload, insertFileToken, takeFileToken } from "./chat.repo.js";
import { downloadableMessage } from "./chat-messages.service.js";

/** A download token is used right away by the browser's form post. */
const FILE_TOKEN_TTL_MS = 60_000;

/** Whether the upload is a file or image of a chat message whose chat the member is in now. */
export async function mayReadChatUpload(db: DbOrTx, member: MemberRow, uploadId: string): Promise<boolean> {
  const carrying = await chatsCarryingUpload(db, uploadId);
  const open = await openChatIds(
    db,
    member.id,
    carrying.map((c) => c.id),
  );
  return open.size > 0;
}

/** A token for downloading one message's files, for a member of its chat. */
async function createFileToken(ctx: AppContext, member: MemberRow, messageId: string) {
  const message = await downloadableMessage(ctx, member, messageId);
  const token = newToken();
  await insertFileToken(ctx.db, hashToken(token), member.id, message.id, new Date(Date.now() + FILE_TOKEN_TTL_MS));
  return { token };
}

/**
 * What the zip of a chat file token holds: the message's files, for the token's member while they are in its chat;
 * null when the token is not the chat's, 404 when it has expired or the member may no longer read the message.
 */
async function chatArchive(ctx: AppContext, token: string): Promise<ArchiveContents | null> {
  const row = await takeFileToken(ctx.db, hashToken(token));
  if (!row) return null;
  const member = await findMemberById(ctx.db, row.memberId);
  if (!member || member.lockedAt) throw notFound();
  const message = await downloadableMessage(ctx, member, row.messageId);
  const attachments = await attachmentsOf(ctx.db, [message.id]);
  const uploads = new Map(
    (
      await findUploads(
        ctx.db,
        attachments.map((a) => a.uploadId),
      )
    ).map((u) => [u.id, u]),
  );
  const files = attachments.flatMap((a) => {
    const u = uploads.get(a.uploadId);
    return u ? [u] : [];
  });
  if (files.length === 0) throw notFound();
  const namer = new ArchiveNamer();
  const entries = files.map((u) => ({
    path: namer.name("", u.name),
    storageKey: u.storageKey,
    size: u.size,
    mtime: u.createdAt,
  }));
  return { entries, filename: `chat-files-${message.id}.zip` };
}

/** The chat's zip on the uploads module's token and archive routes: a message's files (`chat_message_id`). */
export const chatArchives: ArchiveSource = {
  token: async (ctx, member, request) =>
    request.chat_message_id ? createFileToken(ctx, member, request.chat_message_id) : null,
  open: chatArchive,
};
