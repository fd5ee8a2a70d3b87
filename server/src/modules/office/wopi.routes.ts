import { Transform } from "node:stream";
import { officeApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { AppError, badRequest, notFound, tooLarge } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { findReadableFile } from "../files/files.access.js";
import { addVersion } from "../files/files.service.js";
import { currentWopiLock, swapWopiLock } from "../files/wopi-locks.repo.js";
import { findUploads } from "../uploads/uploads.repo.js";
import { deleteUpload, storeFile } from "../uploads/uploads.service.js";
import { fileInfo, lockConflict, type Office, type WopiRequest, wopiAccess } from "./office.service.js";

/** A WOPI lock lasts 30 minutes unless refreshed (the protocol's rule). */
const LOCK_TTL_MS = 30 * 60_000;
/** Lock strings are at most 1024 ASCII characters (the protocol's rule). */
const LOCK_MAX = 1024;

const header = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The access token: the `access_token` parameter, or `Authorization: Bearer` (clients need not send the header). */
function wopiRequest(
  req: FastifyRequest<{ Params: { id: string }; Querystring: { access_token?: string } }>,
  office: Office | null,
): WopiRequest {
  const bearer = /^Bearer (.+)$/.exec(header(req, "authorization") ?? "")?.[1];
  return {
    fileId: req.params.id,
    accessToken: req.query.access_token ?? bearer,
    // The proof signs the URL the office server called: the one we gave it (WOPISrc) plus what it appended.
    url: `${office?.hostUrl ?? ""}${req.originalUrl}`,
    proof: {
      proof: header(req, "x-wopi-proof"),
      proofOld: header(req, "x-wopi-proofold"),
      timestamp: header(req, "x-wopi-timestamp"),
    },
  };
}

function lockHeader(req: FastifyRequest, name = "x-wopi-lock"): string {
  const lock = header(req, name);
  if (lock === undefined || lock === "") throw badRequest("lock_missing", `${name} is required.`);
  if (lock.length > LOCK_MAX || !/^[\x20-\x7e]*$/.test(lock))
    throw badRequest("lock_invalid", `${name} is not a valid lock.`);
  return lock;
}

const notImplemented = (override: string) =>
  new AppError(501, "not_implemented", `X-WOPI-Override ${override || "(none)"} is not supported.`);

/**
 * The WOPI endpoints (CheckFileInfo, GetFile, PutFile, Lock, GetLock, RefreshLock, Unlock, UnlockAndRelock) for the
 * office server. Bodies are not parsed here: PutFile streams the request into storage as it arrives.
 */
export const wopiRoutes: FastifyPluginAsync<{ ctx: AppContext; office: Office | null }> = async (
  base,
  { ctx, office },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  // The body stays unread on the request for PutFile; the other calls have none.
  app.addContentTypeParser("*", (_req, _payload, done) => done(null, undefined));

  route(app, officeApi.checkFileInfo, { config: { auth: "token" } }, async (req) => {
    const access = await wopiAccess(ctx, office, wopiRequest(req, office), "read");
    return fileInfo(ctx, access);
  });

  route(app, officeApi.getFile, { config: { auth: "token" } }, async (req, reply) => {
    const { readable } = await wopiAccess(ctx, office, wopiRequest(req, office), "read");
    const { file } = readable;
    const max = header(req, "x-wopi-maxexpectedsize");
    if (max !== undefined && /^\d+$/.test(max) && file.size > Number(max))
      throw new AppError(412, "too_large_for_client", "The file is larger than the client accepts.");
    const [upload] = await findUploads(ctx.db, [file.uploadId]);
    if (!upload) throw notFound();
    return reply
      .header("content-type", "application/octet-stream")
      .header("content-length", upload.size)
      .header("x-wopi-itemversion", String(file.versionMajor))
      .header("cache-control", "private, no-cache")
      .send(ctx.blobs.read(upload.storageKey));
  });

  route(app, officeApi.putFile, { config: { auth: "token" } }, async (req, reply) => {
    const wopi = wopiRequest(req, office);
    const { member, readable } = await wopiAccess(ctx, office, wopi, "write");
    const override = header(req, "x-wopi-override") ?? "";
    if (override !== "PUT") throw notImplemented(override);
    const { file } = readable;
    const current = (await currentWopiLock(ctx.db, file.id))?.lock ?? null;
    const given = header(req, "x-wopi-lock") ?? "";
    // A locked file takes only its lock holder's save; an unlocked one only a first save of an empty file.
    if (current !== null ? given !== current : file.size > 0)
      throw lockConflict(
        current ?? "",
        current !== null ? "The file is locked by another session." : "The file is not locked.",
      );
    const cap = ctx.config.maxUploadBytes;
    const length = header(req, "content-length");
    if (length !== undefined && Number(length) > cap)
      throw tooLarge(`The file is larger than ${Math.round(cap / 1024 / 1024)} MB.`);
    // Counts while it streams: past the cap the rest is dropped and storeFile refuses the file (413).
    let size = 0;
    const limited = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > cap) {
          (limited as Transform & { truncated?: boolean }).truncated = true;
          done();
          return;
        }
        done(null, chunk);
      },
    });
    req.raw.on("error", (err) => limited.destroy(err));
    const upload = await storeFile(ctx, member, "files", {
      stream: req.raw.pipe(limited),
      name: file.name,
      claimedType: file.contentType,
      externalId: null,
    });
    await addVersion(ctx, member, readable, upload.id).catch(async (err: unknown) => {
      await deleteUpload(ctx, member, "files", upload.id).catch(() => undefined);
      throw err;
    });
    // Read back: in a folder that requires approval the save waits as a pending version and the current one stays.
    const after = await findReadableFile(ctx.db, member, file.id);
    return reply.header("x-wopi-itemversion", String(after?.file.versionMajor ?? file.versionMajor)).send();
  });

  route(app, officeApi.lock, { config: { auth: "token" } }, async (req, reply) => {
    const override = header(req, "x-wopi-override") ?? "";
    const wopi = wopiRequest(req, office);
    const mismatch = async (fileId: string) => {
      const current = (await currentWopiLock(ctx.db, fileId))?.lock ?? "";
      return lockConflict(current, current ? "The file is locked by another session." : "The file is not locked.");
    };
    switch (override) {
      case "GET_LOCK": {
        const { readable } = await wopiAccess(ctx, office, wopi, "read");
        const current = (await currentWopiLock(ctx.db, readable.file.id))?.lock ?? "";
        return reply.header("x-wopi-lock", current).send();
      }
      case "LOCK": {
        const { readable } = await wopiAccess(ctx, office, wopi, "write");
        const id = readable.file.id;
        const lock = lockHeader(req);
        const until = new Date(Date.now() + LOCK_TTL_MS);
        const oldLock = header(req, "x-wopi-oldlock");
        if (oldLock !== undefined) {
          // UnlockAndRelock: only from the lock it names.
          if (!(await swapWopiLock(ctx.db, id, lockHeader(req, "x-wopi-oldlock"), lock, until)))
            throw await mismatch(id);
        } else if (!(await swapWopiLock(ctx.db, id, null, lock, until))) {
          // Locking again with the lock already held refreshes it.
          if (!(await swapWopiLock(ctx.db, id, lock, lock, until))) throw await mismatch(id);
        }
        return reply.header("x-wopi-itemversion", String(readable.file.versionMajor)).send();
      }
      case "REFRESH_LOCK": {
        const { readable } = await wopiAccess(ctx, office, wopi, "write");
        const lock = lockHeader(req);
        if (!(await swapWopiLock(ctx.db, readable.file.id, lock, lock, new Date(Date.now() + LOCK_TTL_MS))))
          throw await mismatch(readable.file.id);
        return reply.send();
      }
      case "UNLOCK": {
        const { readable } = await wopiAccess(ctx, office, wopi, "write");
        const lock = lockHeader(req);
        if (!(await swapWopiLock(ctx.db, readable.file.id, lock, null, null))) throw await mismatch(readable.file.id);
        return reply.header("x-wopi-itemversion", String(readable.file.versionMajor)).send();
      }
      default:
        // PutRelativeFile, RenameFile, DeleteFile, PutUserInfo and the rest: not offered (UserCanNotWriteRelative).
        await wopiAccess(ctx, office, wopi, "read");
        throw notImplemented(override);
    }
  });
};
