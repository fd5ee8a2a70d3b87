import { errorText } from "../../components/field-errors";
import { i18n } from "../../i18n";
import { ChatRequestError } from "./socket";

/** What a person reads about a failed chat action: its reason translated, never the server's English text. */
export function chatErrorText(error: unknown): string {
  if (error instanceof ChatRequestError) return i18n.t(`chat.errors.${error.reason}`);
  return errorText(error);
}
