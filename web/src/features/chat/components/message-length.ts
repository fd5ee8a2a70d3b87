import { CHAT_MESSAGE_MAX } from "@intranet/contracts";
import { useTranslation } from "react-i18next";
import { formatLocale } from "../../../i18n";
import { CHAT_MESSAGE_COUNT_FROM } from "../chat-utils";

/**
 * The length notes of a message's text, for the composer and the editor: a counter near the limit and, over it, why
 * it cannot be sent (said before sending: the server refuses it only as "could not be accepted").
 */
export function useMessageLength(text: string) {
  const { t, i18n } = useTranslation();
  const format = (n: number) => n.toLocaleString(formatLocale(i18n.language));
  const max = format(CHAT_MESSAGE_MAX);
  return {
    counter:
      text.length >= CHAT_MESSAGE_COUNT_FROM ? t("chat.composer.counter", { length: format(text.length), max }) : null,
    tooLong: text.length > CHAT_MESSAGE_MAX ? t("chat.composer.tooLong", { max }) : null,
  };
}
