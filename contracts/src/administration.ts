import { z } from "zod";
import { id } from "./common.js";

/** Network administration (administration.md §2 "Administration routes", "Userbar", §3 "Legal text", "Imprint", §9). */

/** GET /api/v1/userbars/administration: whose administration (§7: group, group_category, network). */
export const administrationContextTypes = ["network", "group", "group_category"] as const;
export const administrationUserbarQuery = z.object({
  context_type: z.enum(administrationContextTypes).default("network"),
  context_id: z.string().max(100).optional(),
});

/** One link of the administration userbar. `label` is a text key of the web's (the server knows no screen language). */
export const administrationUserbarLink = z.object({
  label: z.string(),
  path: z.string(),
  /** A count of things waiting there, or null where the screen counts nothing. */
  unreads: z.number().int().nonnegative().nullable(),
  target: z.enum(["_self", "_blank"]),
  /** Active only on exactly `path`, not on paths below it. */
  exact: z.boolean(),
  /** Further path prefixes on which the link shows as active. */
  alternative_paths: z.array(z.string()),
});
export type AdministrationUserbarLink = z.infer<typeof administrationUserbarLink>;

export const administrationUserbarSection = z.object({
  /** The section's key, and `title` a text key of the web's. */
  key: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  links: z.array(administrationUserbarLink),
});
export type AdministrationUserbarSection = z.infer<typeof administrationUserbarSection>;
export const administrationUserbar = z.object({ sections: z.array(administrationUserbarSection) });
export type AdministrationUserbar = z.infer<typeof administrationUserbar>;

/**
 * Audit event types: §9's, then the administrative changes of the administration issue (written by the module that
 * makes each change, in its transaction).
 */
export const AUDIT_EVENT_TYPES = [
  "GroupJoin",
  "GroupLeave",
  "MembershipDestroy",
  "GroupAdminPermissionCreate",
  "GroupAdminPermissionDestroy",
  "PolicySettingUpdate",
  "FilePublish",
  "FileDestroy",
  "FileMove",
  "LegalTextCreate",
  "LegalTextUpdate",
  "LegalTextDestroy",
  "ImprintUpdate",
  "NavigationUpdate",
  "AppNavigationUpdate",
  "GroupCategoryOrderUpdate",
  "AppointmentCategoriesUpdate",
  "TagRename",
  "TagMerge",
  "TagDestroy",
  "ThemeCreate",
  "ThemeUpdate",
  "ThemeDestroy",
  "ThemeActivate",
  // Widget bars and mailings (issue 34)
  "WidgetbarUpdate",
  "NewsletterSettingsUpdate",
  // Channels (issue 33)
  "ChannelCreate",
  "ChannelSubscriptionsAssign",
  "ChannelAdminAdd",
  "ChannelAdminRemove",
  "GroupCategoryAdminPermissionCreate",
  "GroupCategoryAdminPermissionDestroy",
] as const;
export const auditEventType = z.enum(AUDIT_EVENT_TYPES);
export type AuditEventType = z.infer<typeof auditEventType>;

/**
 * What a legal text's statement asks of members: `consent` texts (terms of use) must be accepted by every member,
 * each new version again; `information` texts (a privacy notice) are only published.
 */
export const LEGAL_TEXT_STATEMENTS = ["consent", "information"] as const;
export const legalTextStatement = z.enum(LEGAL_TEXT_STATEMENTS);
export type LegalTextStatement = z.infer<typeof legalTextStatement>;

export const LEGAL_TEXT_NAME_MAX = 120;
export const LEGAL_TEXT_HANDLE_MAX = 100;
export const LEGAL_TEXT_MAX = 200_000;
export const IMPRINT_MAX = 50_000;

/** §5: letters, digits and hyphens only, lower case (the web derives it from the name: `legalTextHandle`). */
export const LEGAL_TEXT_HANDLE = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

/** §5: the handle made from a name: other characters than letters, digits, hyphen and space dropped, spaces to hyphens, lower case. */
export function legalTextHandle(name: string): string {
  return name
    .replace(/[^\p{L}\p{N}\- ]/gu, "")
    .trim()
    .replace(/ +/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, LEGAL_TEXT_HANDLE_MAX);
}

export const legalTextHandleParams = z.object({
  handle: z.string().regex(LEGAL_TEXT_HANDLE).max(LEGAL_TEXT_HANDLE_MAX),
});

const legalTextEditable = {
  name: z.string().trim().min(1, "required").max(LEGAL_TEXT_NAME_MAX),
  statement: legalTextStatement,
  /** Rich text (HTML from the editor), sanitized by the server's `legal_text` allowlist. */
  text: z
    .string()
    .max(LEGAL_TEXT_MAX)
    .refine((html) => html.replace(/<[^>]*>/g, "").trim() !== "", "required"),
};
export const legalTextCreateFields = z.object({
  ...legalTextEditable,
  handle: z.string().trim().min(1, "required").max(LEGAL_TEXT_HANDLE_MAX).regex(LEGAL_TEXT_HANDLE, "is invalid"),
});
/** The handle is fixed once the text exists (§5: disabled on edit); an update does not carry it. */
export const legalTextUpdateFields = z.object(legalTextEditable);
export const legalTextCreateBody = z.object({ legal_text: legalTextCreateFields });
export const legalTextUpdateBody = z.object({ legal_text: legalTextUpdateFields });
export type LegalTextCreateBody = z.input<typeof legalTextCreateBody>;
export type LegalTextUpdateBody = z.input<typeof legalTextUpdateBody>;

export const legalTextVersion = z.object({
  id,
  number: z.number().int().positive(),
  name: z.string(),
  statement: legalTextStatement,
  /** Sanitized HTML of that version. */
  html_text: z.string(),
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type LegalTextVersion = z.infer<typeof legalTextVersion>;

/** The legal texts table: name, its public link, last updated. */
export const legalTextEntry = z.object({
  id,
  name: z.string(),
  handle: z.string(),
  statement: legalTextStatement,
  read_only: z.boolean(),
  path: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LegalTextEntry = z.infer<typeof legalTextEntry>;
export const legalTextList = z.object({ legal_texts: z.array(legalTextEntry) });

/** §3 Legal text: the current version's text, and every version newest first. */
export const legalText = legalTextEntry.extend({
  /** The current version's text as stored (sanitized HTML, what the editor edits) and as shown. */
  text: z.string(),
  html_text: z.string(),
  versions: z.array(legalTextVersion),
});
export type LegalText = z.infer<typeof legalText>;

/** The public /legal pages: the texts and the current version of one. */
export const publicLegalTextList = z.object({
  legal_texts: z.array(z.object({ name: z.string(), handle: z.string(), path: z.string(), updated_at: z.string() })),
});
export const publicLegalText = z.object({
  name: z.string(),
  handle: z.string(),
  statement: legalTextStatement,
  html_text: z.string(),
  version: z.number().int().positive(),
  updated_at: z.string(),
});
export type PublicLegalText = z.infer<typeof publicLegalText>;

/** The consent texts whose current version the member has not accepted yet, oldest first. */
export const pendingLegalTexts = z.object({
  legal_texts: z.array(
    z.object({ id, name: z.string(), handle: z.string(), html_text: z.string(), version_id: id, version: z.number() }),
  ),
});
export type PendingLegalTexts = z.infer<typeof pendingLegalTexts>;
export const legalTextAcceptanceBody = z.object({ version_id: id });

/** §3 Imprint: the web imprint (`imprint_attributes.content`) and the mail imprint, both rich text. */
export const imprintSettings = z.object({
  imprint_attributes: z.object({ content: z.string() }),
  mail_imprint: z.string(),
  /** Whether the screen notes that the mail imprint also closes the newsletter (only where a newsletter is sent). */
  show_newsletter_info: z.boolean(),
});
export type ImprintSettings = z.infer<typeof imprintSettings>;
export const imprintUpdateBody = z.object({
  imprint: z.object({
    imprint_attributes: z.object({ content: z.string().max(IMPRINT_MAX) }),
    mail_imprint: z.string().max(IMPRINT_MAX),
  }),
});
export type ImprintUpdateBody = z.input<typeof imprintUpdateBody>;
/** The public /imprint: the web imprint (empty when none is set). */
export const publicImprint = z.object({ html: z.string() });
