import { Transform } from "node:stream";
import { officeApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { AppError, badRequest, tooLarge } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { fileInfo, type Office, type WopiRequest, wopiAccess } from "./office.service.js";
import {
  currentLock,
  currentUpload,
  refreshLock,
  releaseLock,
  requireSaveLock,
  saveVersion,
  takeLock,
} from "./wopi.service.js";

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
    const upload = await currentUpload(ctx.db, readable);
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
    await requireSaveLock(ctx.db, readable, header(req, "x-wopi-lock") ?? "");
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
    const version = await saveVersion(ctx, member, readable, req.raw.pipe(limited));
    return reply.header("x-wopi-itemversion", String(version)).send();
  });

  route(app, officeApi.lock, { config: { auth: "token" } }, async (req, reply) => {
    const override = header(req, "x-wopi-override") ?? "";
    const wopi = wopiRequest(req, office);
    switch (override) {
      case "GET_LOCK": {
        const { readable } = await wopiAccess(ctx, office, wopi, "read");
        return reply.header("x-wopi-lock", await currentLock(ctx.db, readable.file.id)).send();
      }
      case "LOCK": {
        const { readable } = await wopiAccess(ctx, office, wopi, "write");
        const lock = lockHeader(req);
        // UnlockAndRelock names the lock it replaces; locking again with the lock already held refreshes it.
        const oldLock = header(req, "x-wopi-oldlock") === undefined ? undefined : lockHeader(req, "x-wopi-oldlock");
        await takeLock(ctx.db, readable.file.id, lock, oldLock);
        return reply.header("x-wopi-itemversion", String(readable.file.versionMajor)).send();
      }
      case "REFRESH_LOCK": {
        const { readable } = await wopiAccess(ctx, office, wopi, "write");
        await refreshLock(ctx.db, readable.file.id, lockHeader(req));
        return reply.send();
      }
      case "UNLOCK": {
        const { readable } = await wopiAccess(ctx, office, wopi, "write");
        await releaseLock(ctx.db, readable.file.id, lockHeader(req));
        return reply.header("x-wopi-itemversion", String(readable.file.versionMajor)).send();
      }
      default:
        // PutRelativeFile, RenameFile, DeleteFile, PutUserInfo and the rest: not offered (UserCanNotWriteRelative).
        await wopiAccess(ctx, office, wopi, "read");
        throw notImplemented(override);
    }
  });
};
