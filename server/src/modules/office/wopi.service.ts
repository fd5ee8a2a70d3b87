import type { Readable } from "node:stream";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { findReadableFile, type ReadableFile } from "../files/files.access.js";
import { addVersion } from "../files/new-files.service.js";
import { currentWopiLock, swapWopiLock } from "../files/wopi-locks.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { findUploads } from "../uploads/uploads.repo.js";
import { deleteUpload, storeFile } from "../uploads/uploads.service.js";
import { lockConflict } from "./office.service.js";

/** A WOPI lock lasts 30 minutes unless refreshed (the protocol's rule). */
const LOCK_TTL_MS = 30 * 60_000;

const lockUntil = () => new Date(Date.now() + LOCK_TTL_MS);

/** The file's WOPI lock now, or "" when it has none (GetLock answers it so). */
export async function currentLock(db: DbOrTx, fileId: string): Promise<string> {
  return (await currentWopiLock(db, fileId))?.lock ?? "";
}

/** The 409 for a lock that does not match, carrying the lock the file has now. */
async function lockMismatch(db: DbOrTx, fileId: string) {
  const current = await currentLock(db, fileId);
  return lockConflict(current, current ? "The file is locked by another session." : "The file is not locked.");
}

/** The upload of the file's current version (GetFile); 404 when it is gone. */
export async function currentUpload(db: DbOrTx, readable: ReadableFile) {
  const [upload] = await findUploads(db, [readable.file.uploadId]);
  if (!upload) throw notFound();
  return upload;
}

/** PutFile's lock rule: a locked file takes only its lock holder's save (`given`); an unlocked one only a first save of an empty file. */
export async function requireSaveLock(db: DbOrTx, readable: ReadableFile, given: string) {
  const current = (await currentWopiLock(db, readable.file.id))?.lock ?? null;
  if (current !== null ? given !== current : readable.file.size > 0)
    throw lockConflict(
      current ?? "",
      current !== null ? "The file is locked by another session." : "The file is not locked.",
    );
}

/**
 * PutFile: the stream becomes a new version of the file (after `requireSaveLock`). Gives the version the file is at
 * afterwards: in a folder that requires approval the save waits as a pending version and the current one stays.
 */
export async function saveVersion(
  ctx: AppContext,
  member: MemberRow,
  readable: ReadableFile,
  stream: Readable,
): Promise<number> {
  const { file } = readable;
  const upload = await storeFile(ctx, member, "files", {
    stream,
    name: file.name,
    claimedType: file.contentType,
    externalId: null,
  });
  await addVersion(ctx, member, readable, upload.id).catch(async (err: unknown) => {
    await deleteUpload(ctx, member, "files", upload.id).catch(() => undefined);
    throw err;
  });
  const after = await findReadableFile(ctx.db, member, file.id);
  return after?.file.versionMajor ?? file.versionMajor;
}

/**
 * Lock: takes the lock of an unlocked file, refreshes the lock already held, or (UnlockAndRelock, with `oldLock`)
 * swaps only from the lock it names; 409 otherwise.
 */
export async function takeLock(db: DbOrTx, fileId: string, lock: string, oldLock?: string) {
  if (oldLock !== undefined) {
    if (!(await swapWopiLock(db, fileId, oldLock, lock, lockUntil()))) throw await lockMismatch(db, fileId);
  } else if (!(await swapWopiLock(db, fileId, null, lock, lockUntil()))) {
    if (!(await swapWopiLock(db, fileId, lock, lock, lockUntil()))) throw await lockMismatch(db, fileId);
  }
}

/** RefreshLock: another 30 minutes for the lock held; 409 for any other. */
export async function refreshLock(db: DbOrTx, fileId: string, lock: string) {
  if (!(await swapWopiLock(db, fileId, lock, lock, lockUntil()))) throw await lockMismatch(db, fileId);
}

/** Unlock: releases the lock held; 409 for any other. */
export async function releaseLock(db: DbOrTx, fileId: string, lock: string) {
  if (!(await swapWopiLock(db, fileId, lock, null, null))) throw await lockMismatch(db, fileId);
}
