import { codeOfMessage, type FieldErrorCode, fieldErrorCodes, isLimitedFieldErrorCode } from "@intranet/contracts";
import { isApiError } from "../api/client";
import { formatLocale, i18n } from "../i18n";
import { isKnownApiErrorCode } from "../i18n/locales/field-errors";

/**
 * The text of a field error code from the server or from validating with a contract (contracts/src/field-errors.ts);
 * with the limit a too short, long, small or big value missed, the text names it in the interface's number format.
 */
export function translateFieldCode(code: string, limit?: number): string {
  const known = (fieldErrorCodes as string[]).includes(code) ? (code as FieldErrorCode) : "invalid";
  if (limit === undefined || !isLimitedFieldErrorCode(known)) return i18n.t(`fieldErrors.${known}`);
  return i18n.t(`fieldErrors.${known}_limit`, {
    limit: new Intl.NumberFormat(formatLocale(i18n.language)).format(limit),
  });
}

/** The translated first message for a field of a failed form submit, if the server named that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  // A message without a code (an older answer, a zod message in a contract) is translated through its code.
  const message = error.fieldError(field);
  const code = error.fieldCode(field) ?? (message === undefined ? undefined : (codeOfMessage(message) ?? "invalid"));
  return code === undefined ? undefined : translateFieldCode(code, error.fieldLimit(field));
}

/** Every field error of a failed submit, translated, keyed as the form names its fields. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const result: Record<string, string> = {};
  for (const field of new Set([...Object.keys(error.fieldErrors), ...Object.keys(error.fieldCodes)])) {
    const text = fieldError(error, field);
    if (text !== undefined) result[field.replace(/^user\./, "")] = text;
  }
  return result;
}

/** What a person reads about a failed call: its code translated, never the server's English message. */
export function errorText(error: unknown, fallback?: string): string {
  if (!isApiError(error)) return fallback ?? i18n.t("errors.generic");
  if (error.status === 0) return i18n.t("errors.network");
  if (isKnownApiErrorCode(error.code)) return i18n.t(`apiErrors.${error.code}`);
  if (error.status === 403) return i18n.t("apiErrors.forbidden");
  if (error.status === 404) return i18n.t("apiErrors.not_found");
  return fallback ?? i18n.t("errors.generic");
}
