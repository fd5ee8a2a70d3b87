import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useChatConnection } from "../client";

/** The chat's connection alerts: connecting (first time), reconnecting (after having been connected), failed. */
export function ConnectionAlert() {
  const { t } = useTranslation();
  const connection = useChatConnection();
  if (connection.ready) return null;
  const text =
    connection.state === "connecting"
      ? connection.opens > 0
        ? t("chat.connection.reconnecting")
        : t("chat.connection.connecting")
      : connection.opens > 0
        ? t("chat.connection.reconnecting")
        : connection.state === "connected"
          ? t("chat.connection.connecting")
          : t("chat.connection.failed");
  return (
    <Alert
      color={connection.opens === 0 && connection.state === "disconnected" ? "red" : "blue"}
      role="status"
      data-testid="chat-connection"
    >
      {text}
    </Alert>
  );
}
