import { z } from "zod";
import { type FieldErrorCode, fieldErrorCodes } from "./field-errors.js";

/** 24-character lower-case hex id, time-ordered like an ObjectId. */
export const id = z.string().regex(/^[0-9a-f]{24}$/, "invalid id");
export type Id = z.infer<typeof id>;

export const fieldErrorCode = z.enum(fieldErrorCodes as [FieldErrorCode, ...FieldErrorCode[]]);

/** `errors` keeps the spec's `{ field: [message] }`; `codes` names each message's code in the same order. */
export const fieldErrorCodesMap = z.record(z.string(), z.array(fieldErrorCode));
export type FieldErrorCodes = z.infer<typeof fieldErrorCodesMap>;

/** The one error shape of every failure. */
export const errorResponse = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** The code of each field message, for the client to translate (see field-errors.ts). */
  codes: fieldErrorCodesMap.optional(),
  /** The limit a too short, long, small or big field missed (characters or value), where the check knows it. */
  limits: z.record(z.string(), z.number()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const idParams = z.object({ id });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const pageMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const languages = ["en", "de", "de_DU", "es", "fr"] as const;
export const language = z.enum(languages);
export type Language = z.infer<typeof language>;

export const imageRef = z.object({ id, token: z.string().optional() });

/** A required e-mail address: left empty it is `required`, as every other required field says, not `invalid_email`. */
export const requiredEmail = z.string().trim().min(1, "required").pipe(z.email("invalid_email").max(254));

/** A lone UTF-16 surrogate: half a character, which no UTF-8 encoder or database column takes. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text a request may carry: no NUL byte (PostgreSQL refuses it) and no lone surrogate. */
export const isSafeText = (value: string) => !value.includes("\u0000") && !LONE_SURROGATE.test(value);

/**
 * The path of every string (or object key) in a parsed request part that is not safe text. The server
 * checks every route's params, query and body with it before validation, so no field can forget it.
 */
export function unsafeTextPaths(value: unknown, path: string[] = [], out: string[][] = []): string[][] {
  if (typeof value === "string") {
    if (!isSafeText(value)) out.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      unsafeTextPaths(item, [...path, String(i)], out);
    });
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (isSafeText(key)) unsafeTextPaths(item, [...path, key], out);
      else out.push(path);
    }
  }
  return out;
}

/**
 * The years a date in a request may name: wide enough for any appointment, birthday or deadline, and far
 * from where date arithmetic and PostgreSQL's range give out (0000-01-01, 9999-12-31 plus a month).
 */
export const DATE_YEARS = { min: 1900, max: 2999 } as const;

/** Whether an ISO 8601 date or date-time (YYYY-MM-DD…) falls within DATE_YEARS. */
export function withinDateYears(value: string): boolean {
  const year = Number(/^(\d{4})-/.exec(value)?.[1]);
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
}

/** A calendar day, YYYY-MM-DD, within DATE_YEARS. */
export const isoDate = () => z.string().date("is not a valid date").refine(withinDateYears, "is not a valid date");

/** An ISO 8601 date-time with an offset (2026-03-15T10:00:00+01:00), within DATE_YEARS. */
export const isoDateTime = () =>
  z.string().datetime({ offset: true, message: "is not a valid date" }).refine(withinDateYears, "is not a valid date");
