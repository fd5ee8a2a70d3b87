import { CHAT_MARK_READ_AFTER_MS, type Chat, type ChatConfig, type ChatMessage } from "@intranet/contracts";
import { ActionIcon, Box, Button, Center, Divider, Loader, Stack, Text } from "@mantine/core";
import { IconArrowDown } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { dayOf, formatLongDate } from "../../../lib/dates";
import type { ChatRoom, PendingMessage } from "../chat-state";
import { deliveryOf } from "../chat-utils";
import { useChatSync } from "../client";
import { MessageBubble, PendingBubble } from "./MessageBubble";

const NEAR_BOTTOM_PX = 48;

interface MessageListProps {
  chat: Chat | undefined;
  room: ChatRoom;
  /** The history has come (or failed): an empty room says so. */
  loaded: boolean;
  pending: PendingMessage[];
  myId: string | null;
  config: ChatConfig | null;
  onQuote: (message: ChatMessage) => void;
}

/**
 * The room's messages, oldest first, with date separators. Scrolling to the top loads older ones (the position
 * stays put); new ones scroll into view only while the reader is at the bottom; a second at the bottom marks read.
 */
export function MessageList({ chat, room, loaded, pending, myId, config, onQuote }: MessageListProps) {
  const { t } = useTranslation();
  const sync = useChatSync();
  const older = useMutation({ mutationFn: sync.loadOlder.bind(sync) });
  const box = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [stuck, setStuck] = useState(true);
  const heightBefore = useRef<number | null>(null);
  const chatId = chat?.id;
  const firstSeq = room.messages[0]?.seq;
  const lastKey = `${room.messages.at(-1)?.id ?? ""}:${pending.length}`;

  // Older messages were put above: keep what the reader looked at in place.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || heightBefore.current === null || firstSeq === undefined) return;
    el.scrollTop += el.scrollHeight - heightBefore.current;
    heightBefore.current = null;
  }, [firstSeq]);

  // New messages: follow them only while at the bottom.
  useLayoutEffect(() => {
    const el = box.current;
    if (el && atBottom.current && lastKey) el.scrollTop = el.scrollHeight;
  }, [lastKey]);

  const loadOlder = () => {
    if (!chatId || !room.hasMore || older.isPending) return;
    heightBefore.current = box.current?.scrollHeight ?? null;
    older.mutate(chatId);
  };
  const loadOlderRef = useRef(loadOlder);
  loadOlderRef.current = loadOlder;

  useEffect(() => {
    const el = top.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadOlderRef.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // A second in view at the bottom marks the chat read.
  useEffect(() => {
    if (!chatId || !stuck || !chat || chat.state.unread_count === 0) return;
    const timer = setTimeout(() => {
      if (document.visibilityState !== "hidden") void sync.markRead(chat.id);
    }, CHAT_MARK_READ_AFTER_MS);
    return () => clearTimeout(timer);
  }, [chatId, chat, stuck, sync]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    atBottom.current = bottom;
    setStuck(bottom);
  };

  const group = chat?.partner === null;
  let previousDay = "";
  return (
    <Box
      ref={box}
      onScroll={onScroll}
      style={{ flex: 1, minHeight: 0, overflowY: "auto" }}
      px="xs"
      data-testid="chat-messages"
      role="log"
      aria-live="polite"
    >
      <div ref={top} />
      {room.hasMore && (
        <Center py="xs">
          {older.isPending ? (
            <Loader size="sm" />
          ) : (
            <Button size="compact-xs" variant="subtle" onClick={loadOlder} data-testid="chat-load-older">
              {t("chat.room.loadOlder")}
            </Button>
          )}
        </Center>
      )}
      {loaded && room.messages.length === 0 && pending.length === 0 && (
        <Text ta="center" c="gray.7" py="lg">
          {t("chat.room.noMessages")}
        </Text>
      )}
      <Stack gap={6} pb="xs">
        {room.messages.map((message) => {
          const day = dayOf(message.created_at);
          const separator = day !== previousDay;
          previousDay = day;
          const own = message.from?.id === myId;
          return (
            <Fragment key={message.id}>
              {separator && (
                <Divider
                  label={
                    <Text size="xs" c="gray.7">
                      {formatLongDate(message.created_at)}
                    </Text>
                  }
                  labelPosition="center"
                  data-testid="chat-date-separator"
                />
              )}
              <MessageBubble
                message={message}
                own={own}
                group={group}
                chat={chat}
                config={config}
                delivery={own ? deliveryOf(message, chat, room.messages) : null}
                onQuote={onQuote}
              />
            </Fragment>
          );
        })}
        {pending.map((p) => (
          <PendingBubble key={p.cid} pending={p} />
        ))}
      </Stack>
      {!stuck && (
        <ActionIcon
          pos="sticky"
          bottom={8}
          ml="auto"
          radius="xl"
          size="lg"
          aria-label={t("chat.room.jumpToLatest")}
          onClick={() => {
            const el = box.current;
            if (el) el.scrollTop = el.scrollHeight;
          }}
          data-testid="chat-jump-latest"
        >
          <IconArrowDown size={18} />
        </ActionIcon>
      )}
    </Box>
  );
}
