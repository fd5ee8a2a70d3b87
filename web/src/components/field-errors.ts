import { isApiError } from "../api/client";
import { i18n } from "../i18n";
import type { Messages } from "../i18n/locales/en";

// The server answers field errors with zod codes or short English phrases; known ones are translated.
const KNOWN: Record<string, keyof Messages["fieldErrors"]> = {
  required: "required",
  too_short: "tooShort",
  invalid_email: "invalidEmail",
  "does not match": "doesNotMatch",
  "is invalid": "isInvalid",
  "has already been taken": "taken",
  "is invalid or has expired": "expired",
};

export function translateFieldError(message: string): string {
  const key = KNOWN[message];
  return key ? i18n.t(`fieldErrors.${key}`) : message;
}

/** The translated first message for a field of a failed form submit, if the server named that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const message = error.fieldError(field);
  return message === undefined ? undefined : translateFieldError(message);
}
