import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useChatConnection, useChatProfile, useChats } from "../client";
import { ChatListItems } from "../components/ChatListItems";
import { ConnectionAlert } from "../components/ConnectionAlert";
import { StatusMenu } from "../components/StatusMenu";
import { useChatErrorToasts } from "../components/useChatErrorToasts";

/** /chat: headline, status menu and message, the start-new button (off while disconnected) and the chats. */
export function ChatListPage() {
  const { t } = useTranslation();
  useChatErrorToasts();
  // Asked again on every visit: chats of groups joined since the connection opened show up.
  const { chats, loaded } = useChats({ refetch: true });
  const { ready } = useChatConnection();
  const myId = useChatProfile()?.id ?? null;
  return (
    <Stack gap="sm" maw={720} data-testid="chat-list-page">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t("chat.headline")}
        </Title>
        <Group gap="xs">
          <StatusMenu />
          <Button
            component={Link}
            to="/chat/new"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={!ready}
            onClick={(event) => {
              if (!ready) event.preventDefault();
            }}
            data-testid="chat-start-new"
          >
            {t("chat.startNew")}
          </Button>
        </Group>
      </Group>
      <ConnectionAlert />
      {loaded && chats.length === 0 ? (
        <Text c="gray.7">{t("chat.noChats")}</Text>
      ) : (
        <ChatListItems chats={chats} myId={myId} />
      )}
    </Stack>
  );
}
