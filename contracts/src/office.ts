import { z } from "zod";
import { id } from "./common.js";

/**
 * Office documents in the browser (communication §2 "Files", §7 "Files"): a WOPI client (Collabora Online,
 * OnlyOffice) shows and edits a file through the host's WOPI endpoints. `wopi` is the one office type this
 * installation serves; `docs` is the spec's other type and answers no actions.
 */
export const officeType = z.enum(["wopi", "docs"]);
export type OfficeType = z.infer<typeof officeType>;

/** The document actions offered: view, edit, and review where the office server offers it. */
export const officeAction = z.enum(["view", "edit", "review"]);
export type OfficeAction = z.infer<typeof officeAction>;

/** A document action of a file: `authorized` false when the member may not do it now (edit of a finalized or locked file). */
export const documentAction = z.object({ action: officeAction, app: officeType, authorized: z.boolean() });
export type DocumentAction = z.infer<typeof documentAction>;

export const documentActionsParams = z.object({ fileId: id, type: officeType });
export const documentActions = z.array(documentAction);

export const officeHostParams = z.object({ id, type: officeType, action: officeAction });
export const officeHostQuery = z.object({ show_review_changes: z.enum(["true", "false", "1", "0"]).optional() });

/**
 * What the host page posts into the office frame: the action's URL (WOPISrc filled in), the access token in the form
 * body (never in the page's address) and its expiry in milliseconds since the epoch, as WOPI clients expect.
 */
export const officeHostSession = z.object({
  action_url: z.string(),
  access_token: z.string(),
  access_token_ttl: z.number().int(),
});
export type OfficeHostSession = z.infer<typeof officeHostSession>;

export const wopiFileParams = z.object({ id });
/** WOPI clients send the token as `access_token` (some also as `Authorization: Bearer`); a missing one is 401. */
export const wopiQuery = z.object({ access_token: z.string().max(4096).optional() });

/** CheckFileInfo (WOPI): what the office client needs to know of the file and the member. */
export const wopiFileInfo = z.object({
  BaseFileName: z.string(),
  Size: z.number().int(),
  OwnerId: z.string(),
  UserId: z.string(),
  UserFriendlyName: z.string(),
  Version: z.string(),
  LastModifiedTime: z.string(),
  UserCanWrite: z.boolean(),
  ReadOnly: z.boolean(),
  UserCanNotWriteRelative: z.boolean(),
  SupportsLocks: z.boolean(),
  SupportsGetLock: z.boolean(),
  SupportsUpdate: z.boolean(),
  SupportsExtendedLockLength: z.boolean(),
  PostMessageOrigin: z.string(),
});
export type WopiFileInfo = z.infer<typeof wopiFileInfo>;

/** WOPI answers of lock operations and PutFile carry their meaning in headers (X-WOPI-Lock), not in a body. */
export const wopiEmpty = z.unknown().meta({ description: "Empty (the X-WOPI-* headers carry the answer)" });
