import type { ChatAction } from "@intranet/contracts";
import { useEffect } from "react";
import { notifyError } from "../../../components/toasts";
import { chatErrorText } from "../chat-errors";
import { onChatError } from "../socket";

/** Actions whose failure a person should hear of; sends, markers and typing notices retry or do not matter. */
const TOLD: ReadonlySet<ChatAction> = new Set(["mute", "unmute", "set_status", "create_chat", "delete_message"]);

/** Shows the error event of a failed action as a toast (its reason translated), while a chat screen is open. */
export function useChatErrorToasts() {
  useEffect(
    () =>
      onChatError((error) => {
        if (TOLD.has(error.action)) notifyError(chatErrorText(error));
      }),
    [],
  );
}
