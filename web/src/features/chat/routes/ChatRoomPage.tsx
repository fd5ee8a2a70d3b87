import { type ChatId, type ChatMessage, chatId as chatIdSchema } from "@intranet/contracts";
import { ActionIcon, Alert, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { usePageTitle } from "../../../lib/page-title";
import { chatIdOf } from "../chat-utils";
import {
  useChatConfig,
  useChatConnection,
  useChatProfile,
  useChatRoom,
  useChats,
  usePending,
  useTypists,
} from "../client";
import { ChatAvatar } from "../components/ChatAvatar";
import { Composer } from "../components/Composer";
import { ConnectionAlert } from "../components/ConnectionAlert";
import { MessageList } from "../components/MessageList";
import { MuteMenu } from "../components/MuteMenu";
import { QuickSelect } from "../components/QuickSelect";
import { useChatErrorToasts } from "../components/useChatErrorToasts";
import { ChatRequestError } from "../socket";

const EMPTY_ROOM = { messages: [], hasMore: false };
/** Refusals of a room that mean the member is not in it (or it is not a chat). */
const NOT_THERE = new Set(["not_found", "forbidden", "invalid"]);

/** /chat/:kind/:id: header (back, title, typing), quick-select bar, messages and composer. */
export function ChatRoomPage() {
  const { t } = useTranslation();
  const params = useParams();
  const raw = chatIdOf(params.kind, params.id);
  const valid = chatIdSchema.safeParse(raw).success;
  if (!valid)
    return (
      <Alert color="gray" data-testid="chat-not-found">
        {t("chat.room.notFound")}
      </Alert>
    );
  return <ChatRoom key={raw} chatId={raw as ChatId} />;
}

function ChatRoom({ chatId }: { chatId: ChatId }) {
  const { t } = useTranslation();
  useChatErrorToasts();
  const { ready } = useChatConnection();
  const { chats } = useChats();
  const { room = EMPTY_ROOM, loaded, error } = useChatRoom(chatId);
  const pending = usePending(chatId);
  const typists = useTypists(chatId);
  const myId = useChatProfile()?.id ?? null;
  const config = useChatConfig();
  const [quote, setQuote] = useState<ChatMessage | null>(null);
  const chat = chats.find((c) => c.id === chatId);
  usePageTitle(chat?.name);

  if (error instanceof ChatRequestError && NOT_THERE.has(error.reason))
    return (
      <Alert color="gray" data-testid="chat-not-found">
        {t("chat.room.notFound")}
      </Alert>
    );

  const subtitle =
    typists.length === 1
      ? t("chat.room.typing", { name: typists[0]?.name })
      : typists.length > 1
        ? t("chat.room.typingMany", { count: typists.length })
        : "";

  return (
    <Stack
      gap="xs"
      h="calc(100dvh - var(--app-shell-header-height, 60px) - 2 * var(--app-shell-padding, 16px))"
      mih={360}
      data-testid="chat-room"
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          component={Link}
          to="/chat"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t("chat.room.back")}
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
        {chat && <ChatAvatar chat={chat} size={36} />}
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Title order={1} size="h4" lineClamp={1} data-testid="chat-title">
            {chat?.name ?? ""}
          </Title>
          <Text size="xs" c="gray.7" h={18} aria-live="polite" data-testid="chat-typing">
            {subtitle}
          </Text>
        </Stack>
        {chat && <MuteMenu chat={chat} />}
      </Group>
      <QuickSelect chats={chats} activeId={chatId} />
      <ConnectionAlert />
      {!loaded && ready && (
        <Group justify="center">
          <Loader size="sm" />
        </Group>
      )}
      <MessageList
        chat={chat}
        room={room}
        loaded={loaded}
        pending={pending}
        myId={myId}
        config={config}
        onQuote={setQuote}
      />
      <Composer
        chatId={chatId}
        canWrite={chat?.can.write ?? true}
        config={config}
        quote={quote}
        onCancelQuote={() => setQuote(null)}
      />
    </Stack>
  );
}
