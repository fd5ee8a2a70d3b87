import type { LegalTextStatement } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { conflict, invalid, notFound } from "../../http/errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { displayName } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import { recordAudit } from "./audit.repo.js";
import {
  legalTextPath,
  presentLegalText,
  presentLegalTextEntry,
  presentPublicLegalText,
} from "./legal-text.presenter.js";
import {
  type CurrentLegalText,
  deleteLegalTextRow,
  findLegalText,
  findLegalTextByHandle,
  insertAcceptance,
  insertLegalText,
  insertVersion,
  listLegalTexts,
  pendingFor,
  updateLegalTextRow,
  versionsOf,
} from "./legal-texts.repo.js";

type LegalTextInput = { name: string; statement: LegalTextStatement; text: string };

/** The text with every version and their authors' names. */
async function presented(db: DbOrTx, found: CurrentLegalText) {
  const versions = await versionsOf(db, found.text.id);
  const authorIds = [...new Set(versions.flatMap((v) => (v.authorId ? [v.authorId] : [])))];
  const authors = await findMembersByIds(db, authorIds);
  return presentLegalText(found.text, found.version, versions, new Map(authors.map((m) => [m.id, displayName(m)])));
}

export async function requireLegalText(db: DbOrTx, id: string): Promise<CurrentLegalText> {
  const found = await findLegalText(db, id);
  if (!found) throw notFound();
  return found;
}

export async function legalTextsForAdministration(db: DbOrTx) {
  return { legal_texts: (await listLegalTexts(db)).map((t) => presentLegalTextEntry(t.text)) };
}

export const legalTextForAdministration = async (db: DbOrTx, id: string) =>
  presented(db, await requireLegalText(db, id));

/** Sanitized text that still says something (§5: text required); a text only of markup the allowlist drops is empty. */
function cleanText(text: string): string {
  const html = sanitizeRichText("legal_text", text);
  if (html.replace(/<[^>]*>/g, "").trim() === "") throw invalid({ text: ["required"] });
  return html;
}

/** A new text with its first version; 422 when the handle is taken. The audit row is written in the same transaction. */
export async function createLegalText(ctx: AppContext, actorId: string, input: LegalTextInput & { handle: string }) {
  const htmlText = cleanText(input.text);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await insertLegalText(tx, { name: input.name, handle: input.handle, statement: input.statement });
    if (!row) throw invalid({ handle: ["has already been taken"] });
    const version = await insertVersion(tx, {
      legalTextId: row.id,
      name: row.name,
      statement: row.statement,
      htmlText,
      authorId: actorId,
    });
    await recordAudit(tx, {
      type: "LegalTextCreate",
      actorId,
      subject: { type: "LegalText", id: row.id },
      details: { name: row.name, handle: row.handle, statement: row.statement, version: version.number },
    });
    return row.id;
  });
  return legalTextForAdministration(ctx.db, id);
}

/** Every save keeps a version: name, statement and text as saved; the handle stays. Read-only texts refuse (409). */
export async function updateLegalText(ctx: AppContext, actorId: string, id: string, input: LegalTextInput) {
  const htmlText = cleanText(input.text);
  await ctx.db.transaction(async (tx) => {
    const found = await requireLegalText(tx, id);
    if (found.text.readOnly) throw conflict("read_only", "This legal text cannot be changed.");
    const row = await updateLegalTextRow(tx, id, { name: input.name, statement: input.statement });
    const version = await insertVersion(tx, {
      legalTextId: id,
      name: row.name,
      statement: row.statement,
      htmlText,
      authorId: actorId,
    });
    await recordAudit(tx, {
      type: "LegalTextUpdate",
      actorId,
      subject: { type: "LegalText", id },
      details: { name: row.name, handle: row.handle, statement: row.statement, version: version.number },
    });
  });
  return legalTextForAdministration(ctx.db, id);
}

export async function deleteLegalText(ctx: AppContext, actorId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const found = await requireLegalText(tx, id);
    if (found.text.readOnly) throw conflict("read_only", "This legal text cannot be deleted.");
    await deleteLegalTextRow(tx, id);
    await recordAudit(tx, {
      type: "LegalTextDestroy",
      actorId,
      subject: { type: "LegalText", id },
      details: { name: found.text.name, handle: found.text.handle, versions: found.version.number },
    });
  });
}

export async function publicLegalTexts(db: DbOrTx) {
  return {
    legal_texts: (await listLegalTexts(db)).map(({ text, version }) => ({
      name: text.name,
      handle: text.handle,
      path: legalTextPath(text.handle),
      updated_at: version.createdAt.toISOString(),
    })),
  };
}

export async function publicLegalText(db: DbOrTx, handle: string) {
  const found = await findLegalTextByHandle(db, handle);
  if (!found) throw notFound();
  return presentPublicLegalText(found.text, found.version);
}

export async function pendingLegalTexts(db: DbOrTx, memberId: string) {
  return {
    legal_texts: (await pendingFor(db, memberId)).map(({ text, version }) => ({
      id: text.id,
      name: text.name,
      handle: text.handle,
      html_text: sanitizeRichText("legal_text", version.htmlText),
      version_id: version.id,
      version: version.number,
    })),
  };
}

/** The member accepts the version they read; 409 when a newer version came meanwhile (they must read that one). */
export async function acceptLegalText(db: DbOrTx, memberId: string, id: string, versionId: string) {
  const found = await requireLegalText(db, id);
  if (found.version.id !== versionId)
    throw conflict("legal_text_changed", "The legal text has changed since; read the current version.");
  await insertAcceptance(db, memberId, versionId);
}
