import type { LegalText, LegalTextEntry, LegalTextVersion, PublicLegalText } from "@intranet/contracts";
import { sanitizeRichText } from "../../lib/rich-text.js";
import type { LegalTextRow, LegalTextVersionRow } from "./administration.schema.js";

export const legalTextPath = (handle: string) => `/legal/${encodeURIComponent(handle)}`;

export function presentLegalTextEntry(text: LegalTextRow): LegalTextEntry {
  return {
    id: text.id,
    name: text.name,
    handle: text.handle,
    statement: text.statement,
    read_only: text.readOnly,
    path: legalTextPath(text.handle),
    created_at: text.createdAt.toISOString(),
    updated_at: text.updatedAt.toISOString(),
  };
}

export function presentLegalTextVersion(v: LegalTextVersionRow, authorName: string | null): LegalTextVersion {
  return {
    id: v.id,
    number: v.number,
    name: v.name,
    statement: v.statement,
    html_text: sanitizeRichText("legal_text", v.htmlText),
    author_name: authorName,
    created_at: v.createdAt.toISOString(),
  };
}

/** The text with its current version and every version (newest first), their authors' names by id. */
export function presentLegalText(
  text: LegalTextRow,
  current: LegalTextVersionRow,
  versions: LegalTextVersionRow[],
  authorNames: Map<string, string>,
): LegalText {
  const html = sanitizeRichText("legal_text", current.htmlText);
  return {
    ...presentLegalTextEntry(text),
    text: html,
    html_text: html,
    versions: versions.map((v) =>
      presentLegalTextVersion(v, v.authorId ? (authorNames.get(v.authorId) ?? null) : null),
    ),
  };
}

export function presentPublicLegalText(text: LegalTextRow, current: LegalTextVersionRow): PublicLegalText {
  return {
    name: text.name,
    handle: text.handle,
    statement: text.statement,
    html_text: sanitizeRichText("legal_text", current.htmlText),
    version: current.number,
    updated_at: current.createdAt.toISOString(),
  };
}
