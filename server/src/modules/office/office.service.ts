import type { DocumentAction, OfficeAction, OfficeHostSession, OfficeType, WopiFileInfo } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { AppError, conflict, forbidden, notFound, unauthorized } from "../../http/errors.js";
import { hashToken, newToken } from "../../lib/tokens.js";
import { fileCan } from "../files/file.policy.js";
import { findReadableFile, type ReadableFile } from "../files/files.access.js";
import { displayName } from "../members/member.presenter.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { actionsForExtension, actionUrl, type Discovery, type OfficeProvider } from "./discovery.js";
import { findAccessToken, insertAccessToken } from "./office.repo.js";
import { type ProofHeaders, validProof } from "./proof.js";

/** An access token holds for 10 hours (the protocol's recommendation); each call still re-checks the member's rights. */
export const ACCESS_TOKEN_TTL_MS = 10 * 3600_000;

/** The office module's outside service for one app: its configuration and the discovery behind it. */
export type Office = { provider: OfficeProvider; hostUrl: string; proofKeys: boolean | null };

/** Actions that change the file: they need the right to add versions, and a file neither finalized nor locked by another. */
const writes = (action: OfficeAction) => action !== "view";

/**
 * Whether the member may change the file through the office now: add versions (its author or a manager of its
 * folder, or whoever may post there), the file not finalized and not locked by another member.
 */
export const mayEdit = (readable: ReadableFile) => fileCan(readable).new_version && readable.file.finalizedAt === null;

async function discoveryOrNull(office: Office): Promise<Discovery | null> {
  return office.provider.discovery().catch(() => null);
}

/** GET /files/{fileId}/{type}/actions: the office actions of a file the member may read (404 otherwise). */
export async function documentActions(
  ctx: AppContext,
  office: Office | null,
  member: MemberRow,
  fileId: string,
  type: OfficeType,
): Promise<DocumentAction[]> {
  const readable = await findReadableFile(ctx.db, member, fileId);
  if (!readable) throw notFound();
  if (!office || type !== "wopi") return [];
  const discovery = await discoveryOrNull(office);
  if (!discovery) return [];
  const edit = mayEdit(readable);
  return [...actionsForExtension(discovery, readable.file.extension).keys()].map((action) => ({
    action,
    app: type,
    authorized: !writes(action) || edit,
  }));
}

/** The WOPISrc of a file: where the office server calls this server for it. */
export const wopiSrc = (office: Office, fileId: string) => `${office.hostUrl}/api/wopi/files/${fileId}`;

/**
 * POST /api/v1/files/{id}/{type}/host/{action}: a new access token for this file and member, and the office's URL
 * for the action. Writing actions need the right to edit now (403 otherwise); an action the office does not offer
 * for the file is 404. With `showReviewChanges` (the host page's `show_review_changes`), the office opens in its
 * review view when it has one for the file, so tracked changes and comments show; the token stays as the asked
 * action's (a view stays read-only). WOPI has no other way to ask for it.
 */
export async function hostSession(
  ctx: AppContext,
  office: Office | null,
  member: MemberRow,
  fileId: string,
  type: OfficeType,
  action: OfficeAction,
  showReviewChanges = false,
): Promise<OfficeHostSession> {
  const readable = await findReadableFile(ctx.db, member, fileId);
  if (!readable || !office || type !== "wopi") throw notFound();
  const discovery = await discoveryOrNull(office);
  if (!discovery) throw new AppError(503, "office_unavailable", "The office server cannot be reached right now.");
  const offered = actionsForExtension(discovery, readable.file.extension);
  const asked = offered.get(action);
  if (!asked) throw notFound();
  const urlsrc = (showReviewChanges ? offered.get("review") : undefined) ?? asked;
  const write = writes(action);
  if (write && !mayEdit(readable)) {
    if (readable.lockedByOther) throw conflict("locked", "locked by someone else");
    throw forbidden("You may not edit this file.");
  }
  const token = newToken();
  const expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_MS);
  await insertAccessToken(ctx.db, { tokenHash: hashToken(token), fileId, memberId: member.id, write, expiresAt });
  return {
    action_url: actionUrl(urlsrc, wopiSrc(office, fileId)),
    access_token: token,
    access_token_ttl: expiresAt.getTime(),
  };
}

export type WopiRequest = {
  fileId: string;
  accessToken: string | undefined;
  /** The URL the office server called, as it called it (for the proof). */
  url: string;
  proof: ProofHeaders;
};

export type WopiAccess = { member: MemberRow; readable: ReadableFile; write: boolean };

/** A refused write that the office client should show as a lock conflict (finalized, or locked by another member). */
export function lockConflict(currentLock: string, reason: string): AppError {
  const err = conflict("lock_mismatch", reason);
  err.headers = { "x-wopi-lock": currentLock, "x-wopi-lockfailurereason": reason };
  return err;
}

/**
 * Who calls, for every WOPI endpoint: the token must be unexpired and name this file (401 otherwise), the proof must
 * hold when proof keys are on (401), its member must still be able to sign in (401) and read the file (404). For
 * `write`, the token must have been issued for editing and the member still allowed to add versions (401), the
 * file neither finalized nor locked by another member (409).
 */
export async function wopiAccess(
  ctx: AppContext,
  office: Office | null,
  req: WopiRequest,
  needs: "read" | "write",
): Promise<WopiAccess> {
  if (!office) throw notFound();
  const refused = () => unauthorized("The access token is not valid for this file.");
  if (!req.accessToken) throw refused();
  const token = await findAccessToken(ctx.db, hashToken(req.accessToken));
  if (!token || token.fileId !== req.fileId) throw refused();
  if (office.proofKeys !== false) {
    const discovery = await discoveryOrNull(office);
    const keys = discovery?.proofKeys ?? { current: null, old: null };
    const required = office.proofKeys === true || keys.current !== null || discovery === null;
    if (required && !validProof(keys, { accessToken: req.accessToken, url: req.url, headers: req.proof }))
      throw unauthorized("The request's proof is not valid.");
  }
  const member = await findMemberById(ctx.db, token.memberId);
  if (!member || member.lockedAt) throw refused();
  const readable = await findReadableFile(ctx.db, member, req.fileId);
  if (!readable) throw notFound();
  if (needs === "write") {
    if (!token.write || !fileCan({ ...readable, lockedByOther: false }).new_version) throw refused();
    if (readable.file.finalizedAt !== null) throw lockConflict("", "The file is finalized.");
    if (readable.lockedByOther) throw lockConflict("", "The file is locked by another member.");
  }
  return { member, readable, write: token.write && mayEdit(readable) };
}

/** CheckFileInfo: the file as the office client shows it, and what the member may do with it. */
export function fileInfo(ctx: AppContext, access: WopiAccess): WopiFileInfo {
  const { file } = access.readable;
  return {
    BaseFileName: file.name,
    Size: file.size,
    OwnerId: file.authorId ?? "",
    UserId: access.member.id,
    UserFriendlyName: displayName(access.member),
    Version: String(file.versionMajor),
    LastModifiedTime: file.updatedAt.toISOString(),
    UserCanWrite: access.write,
    ReadOnly: !access.write,
    UserCanNotWriteRelative: true,
    SupportsLocks: true,
    SupportsGetLock: true,
    SupportsUpdate: true,
    SupportsExtendedLockLength: true,
    PostMessageOrigin: new URL(ctx.config.publicUrl).origin,
  };
}
