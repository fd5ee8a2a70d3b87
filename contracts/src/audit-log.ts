import { z } from "zod";
import { AUDIT_EVENT_TYPES, type AuditEventType, auditEventType } from "./administration.js";
import { id } from "./common.js";
import { DATE_PRESETS, type DatePreset, resolveDateRange } from "./date-ranges.js";

/**
 * The audit log (administration §2 "/administration/audit_log", §3 "Audit filter", §5, §9): the filter travels as
 * base64 JSON in the `filter` query parameter of the page and of the events call; invalid dates fall back to the
 * default window (three months back to today), empty values are dropped.
 */
export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_DETAILS_MAX = 200;
/** The longest `filter` parameter accepted (a filter naming every event type is about 400 characters). */
export const AUDIT_FILTER_PARAM_MAX = 4000;

export type AuditFilter = {
  event_types?: AuditEventType[];
  date_option: DatePreset;
  start_date: string;
  end_date: string;
  details?: string;
  actor_id?: string;
  membership_id?: string;
};

/** The runtime's base64 (browsers and Node alike; the contracts compile without the DOM's types). */
const runtime = globalThis as unknown as {
  btoa: (binary: string) => string;
  atob: (b64: string) => string;
  TextEncoder: new () => { encode: (text: string) => Uint8Array };
  TextDecoder: new () => { decode: (bytes: Uint8Array) => string };
};
const utf8ToBase64 = (text: string) =>
  runtime.btoa(Array.from(new runtime.TextEncoder().encode(text), (b) => String.fromCharCode(b)).join(""));
const base64ToUtf8 = (b64: string) =>
  new runtime.TextDecoder().decode(Uint8Array.from(runtime.atob(b64), (c: string) => c.charCodeAt(0)));

/** The `filter` parameter of a filter: base64 of its JSON, empty values left out. */
export function encodeAuditFilter(filter: Partial<AuditFilter>): string {
  const kept = Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0)),
  );
  return utf8ToBase64(JSON.stringify(kept));
}

const field = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> | undefined => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The filter a `filter` parameter names, each field taken only when valid (a broken parameter is no filter at all),
 * its dates resolved against `today` (an invalid or missing range: the default window).
 */
export function decodeAuditFilter(param: string | null | undefined, today: string): AuditFilter {
  let raw: Record<string, unknown> = {};
  try {
    const value: unknown = param ? JSON.parse(base64ToUtf8(param)) : {};
    if (value && typeof value === "object" && !Array.isArray(value)) raw = value as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const types = field(z.array(z.string()), raw.event_types)?.filter((t): t is AuditEventType =>
    (AUDIT_EVENT_TYPES as readonly string[]).includes(t),
  );
  // A NUL cannot be searched for (PostgreSQL text holds none): such a details text is no filter.
  const details = field(
    z
      .string()
      .trim()
      .max(AUDIT_DETAILS_MAX)
      .refine((v) => !v.includes("\u0000")),
    raw.details,
  );
  const date = z.string().date();
  const range = resolveDateRange(
    {
      date_option:
        field(z.enum(DATE_PRESETS), raw.date_option) ?? (raw.start_date || raw.end_date ? "custom" : undefined),
      start_date: field(date, raw.start_date),
      end_date: field(date, raw.end_date),
    },
    today,
  );
  const filter: AuditFilter = { ...range };
  if (types && types.length > 0) filter.event_types = [...new Set(types)];
  if (details) filter.details = details;
  const actor = field(id, raw.actor_id);
  if (actor) filter.actor_id = actor;
  const member = field(id, raw.membership_id);
  if (member) filter.membership_id = member;
  return filter;
}

export const auditLogQuery = z.object({
  filter: z.string().max(AUDIT_FILTER_PARAM_MAX).optional(),
  /** The `next_cursor` of the previous page. */
  cursor: z
    .string()
    .regex(/^[0-9]{1,17}-[0-9a-f]{24}$/, "is invalid")
    .optional(),
});

const person = z.object({ id, name: z.string() }).nullable();

/** One row: who (actor) did what (event type) to what (subject, details), concerning whom (member), when. */
export const auditLogEvent = z.object({
  id,
  event_type: auditEventType,
  created_at: z.string(),
  actor: person,
  member: person,
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEvent = z.infer<typeof auditLogEvent>;

export const auditLog = z.object({
  events: z.array(auditLogEvent),
  next_cursor: z.string().nullable(),
  /** The filter as applied: dates resolved, invalid values dropped; the screen shows it in its form. */
  filter: z.object({
    event_types: z.array(auditEventType).optional(),
    date_option: z.enum(DATE_PRESETS),
    start_date: z.string(),
    end_date: z.string(),
    details: z.string().optional(),
    actor_id: id.optional(),
    membership_id: id.optional(),
    actor_name: z.string().optional(),
    membership_name: z.string().optional(),
  }),
});
export type AuditLog = z.infer<typeof auditLog>;
