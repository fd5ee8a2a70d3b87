import type { FieldErrorCode, LimitedFieldErrorCode } from "@intranet/contracts";

/**
 * Texts for the codes a 422 gives each field (contracts/src/field-errors.ts) and for the error
 * codes of failed calls; a code added in contracts fails to compile here until every language has it.
 * A code with a limit has a second text naming it (`too_long_limit`: "at most {{limit}} characters").
 */
export type FieldErrorTexts = Record<FieldErrorCode | `${LimitedFieldErrorCode}_limit`, string>;

/** Failed calls by their `error` code; any other code reads as the generic error. */
const API_ERROR_CODES = [
  "forbidden",
  "not_found",
  "rate_limited",
  "payload_too_large",
  "validation_failed",
  "conflict",
  "attendee_limit_reached",
  "participation_locked",
  "room_occupied",
  "end_lt_start",
  "group_archived",
  "last_admin",
  "translation_failed",
  "extension_refused",
  "not_an_image",
  "finalized",
  "read_only",
  "legal_text_changed",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
export const isKnownApiErrorCode = (code: string): code is ApiErrorCode =>
  (API_ERROR_CODES as readonly string[]).includes(code);
export type ApiErrorTexts = Record<ApiErrorCode, string>;

// Each language's texts are a module of their own, so a language's chunk carries only its own.
export { apiErrorsDe, fieldErrorsDe } from "./field-errors.de";
export { apiErrorsEn, fieldErrorsEn } from "./field-errors.en";
export { apiErrorsEs, fieldErrorsEs } from "./field-errors.es";
export { apiErrorsFr, fieldErrorsFr } from "./field-errors.fr";
