import { codeOfMessage, type ErrorResponse, type FieldErrorCodes } from "@intranet/contracts";

/** Every failure the API reports; the error handler turns it into the one error shape. */
export class AppError extends Error {
  /** Response headers that go with the error (Retry-After on a 429). */
  headers?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }

  toJSON(): ErrorResponse {
    if (!this.errors) return { error: this.code, message: this.message };
    return { error: this.code, message: this.message, errors: this.errors, codes: codesOf(this.errors) };
  }
}

export const badRequest = (code: string, message: string) => new AppError(400, code, message);
export const unauthorized = (message = "You need to sign in first.") => new AppError(401, "unauthorized", message);
export const forbidden = (message = "You are not allowed to do this.") => new AppError(403, "forbidden", message);
export const notFound = (message = "Not found.") => new AppError(404, "not_found", message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const tooLarge = (message = "The request is too large.") => new AppError(413, "payload_too_large", message);
/** 429; `retryAfterS` goes out as Retry-After, the seconds until the limit lets the client try again. */
export function rateLimited(retryAfterS: number, message = "Too many attempts. Please wait and try again.") {
  const err = new AppError(429, "rate_limited", message);
  err.headers = { "retry-after": String(Math.max(1, Math.ceil(retryAfterS))) };
  return err;
}

/** 422 with field messages, as forms expect them. */
export function invalid(errors: Record<string, string[]>, message = "Please check the highlighted fields.") {
  return new AppError(422, "validation_failed", message, errors);
}

/** Each field message's code, so clients translate instead of showing the English message. */
function codesOf(errors: Record<string, string[]>): FieldErrorCodes {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => codeOfMessage(m) ?? "invalid")]),
  );
}
