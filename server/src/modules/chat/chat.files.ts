import type { Readable } from "node:stream";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { hashToken, newToken } from "../../lib/tokens.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { ArchiveNamer, zipStream } from "../uploads/archive.js";
import { findUploads } from "../uploads/uploads.repo.js";
import { openChatIds } from "./chat.access.js";
import { attachmentsOf, chatsCarryingUpload, findFileToken, insertFileToken } from "./chat.repo.js";
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
export async function createFileToken(ctx: AppContext, member: MemberRow, messageId: string) {
  const message = await downloadableMessage(ctx, member, messageId);
  const token = newToken();
  await insertFileToken(ctx.db, hashToken(token), member.id, message.id, new Date(Date.now() + FILE_TOKEN_TTL_MS));
  return { token };
}

/**
 * The message's files as a zip stream (each file read from the store as the zip is written, never held in memory);
 * 404 unless the token is unexpired and its member is in the message's chat now.
 */
export async function archiveFor(ctx: AppContext, token: string): Promise<{ stream: Readable; filename: string }> {
  const row = await findFileToken(ctx.db, hashToken(token));
  const member = row && (await findMemberById(ctx.db, row.memberId));
  if (!row || !member || member.lockedAt) throw notFound();
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
  return { stream: zipStream(ctx, entries), filename: `chat-files-${message.id}.zip` };
}

/**
 * POST /api/v1/file_token: a token for a chat message's files, or for the files and folders of another module's
 * zip (`archiveSource`: the files module's); 404 when no module makes that zip.
 */
export async function archiveToken(
  ctx: AppContext,
  member: MemberRow,
  body: { chat_message_id?: string | undefined; file_ids?: string[] | undefined; folder_ids?: string[] | undefined },
) {
  if (body.chat_message_id) return createFileToken(ctx, member, body.chat_message_id);
  const [source] = ctx.modules.archiveSources;
  if (!source) throw notFound();
  return source.token(ctx, member, body.file_ids ?? [], body.folder_ids ?? []);
}

/** The zip a token names: another module's (tried in module order), else a chat message's files. */
export async function openArchive(ctx: AppContext, token: string) {
  for (const source of ctx.modules.archiveSources) {
    const found = await source.open(ctx, token);
    if (found) return found;
  }
  return archiveFor(ctx, token);
}
