import { codeOfMessage, type FieldErrorCode, fieldErrorCodes } from "@intranet/contracts";
import { isApiError } from "../api/client";
import { i18n } from "../i18n";
import { isKnownApiErrorCode } from "../i18n/locales/field-errors";

/** The text of a field error code from the server or from validating with a contract (contracts/src/field-errors.ts). */
export function translateFieldCode(code: string): string {
  const known = (fieldErrorCodes as string[]).includes(code) ? (code as FieldErrorCode) : "invalid";
  return i18n.t(`fieldErrors.${known}`);
}

/** A message without a code (an older answer, a zod message in a contract) is translated through its code. */
export function translateFieldError(message: string): string {
  return translateFieldCode(codeOfMessage(message) ?? "invalid");
}

/** The translated first message for a field of a failed form submit, if the server named that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const code = error.fieldCode(field);
  if (code !== undefined) return translateFieldCode(code);
  const message = error.fieldError(field);
  return message === undefined ? undefined : translateFieldError(message);
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
