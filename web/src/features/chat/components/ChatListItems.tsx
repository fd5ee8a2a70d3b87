import type { Chat } from "@intranet/contracts";
import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconBellOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatRecent } from "../../../lib/dates";
import { isMuted } from "../chat-state";
import { chatBadge, chatPath } from "../chat-utils";
import { ChatAvatar } from "./ChatAvatar";

// Today's messages by their time, older ones by their date.
const timeOf = (iso: string | null | undefined) => (iso ? formatRecent(iso) : "");

/** One chat of the list: avatar, name, last message, time, unread badge ('+' above 99) and a muted icon. */
export function ChatListItem({ chat, active = false, myId }: { chat: Chat; active?: boolean; myId: string | null }) {
  const { t } = useTranslation();
  const last = chat.last_message;
  const preview = !last
    ? ""
    : last.deleted_at
      ? t("chat.deletedMessage")
      : last.text.trim() || (last.files.length + last.images.length > 0 ? t("chat.attachmentOnly") : "");
  const author = last && last.from?.id === myId ? `${t("chat.you")}: ` : "";
  return (
    <UnstyledButton
      component={Link}
      to={chatPath(chat.id)}
      data-testid="chat-list-item"
      aria-current={active ? "page" : undefined}
      p="xs"
      style={{
        display: "block",
        borderRadius: "var(--mantine-radius-sm)",
        background: active ? "var(--mantine-color-default-hover)" : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ChatAvatar chat={chat} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={4} wrap="nowrap" justify="space-between">
            <Text fw={600} size="sm" truncate="end" data-testid="chat-name">
              {chat.name}
            </Text>
            <Text size="xs" c="gray.7" style={{ flex: "none" }} data-testid="chat-time">
              {timeOf(last?.created_at ?? chat.last_interacted_at)}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap" justify="space-between">
            <Text size="sm" c="gray.7" truncate="end" data-testid="chat-preview">
              {author}
              {preview}
            </Text>
            <Group gap={4} wrap="nowrap" style={{ flex: "none" }}>
              {isMuted(chat) && (
                <IconBellOff size={14} aria-label={t("chat.muted")} role="img" data-testid="chat-muted" />
              )}
              {chat.state.unread_count > 0 && (
                <>
                  <Badge
                    size="sm"
                    color="red"
                    circle={chat.state.unread_count < 10}
                    aria-hidden
                    data-testid="chat-unread"
                  >
                    {chatBadge(chat.state.unread_count)}
                  </Badge>
                  <VisuallyHidden>{t("chat.unread", { count: chat.state.unread_count })}</VisuallyHidden>
                </>
              )}
            </Group>
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

export function ChatListItems({ chats, activeId, myId }: { chats: Chat[]; activeId?: string; myId: string | null }) {
  return (
    <Stack gap={2} data-testid="chat-list">
      {chats.map((chat) => (
        <ChatListItem key={chat.id} chat={chat} active={chat.id === activeId} myId={myId} />
      ))}
    </Stack>
  );
}
