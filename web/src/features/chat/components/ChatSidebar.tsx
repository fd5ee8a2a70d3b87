import { CHAT_SIDEBAR_MIN_WIDTH } from "@intranet/contracts";
import { ScrollArea, Stack, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useNetwork } from "../../../api/network";
import { loadTranslations } from "../../../i18n/namespaces";
import { isOnPath } from "../../manifest";
import { useChatProfile, useChats } from "../client";
import loadTexts from "../i18n";
import { ChatListItems } from "./ChatListItems";

/**
 * The chat list as a right-hand panel from 1884 px wide, for members who may chat, outside the chat screens
 * (which show the list themselves). `onShown` tells the layout whether to open its aside.
 */
export function ChatSidebar({ onShown }: { onShown: (shown: boolean) => void }) {
  // The preload says so at once; for a member who may not chat nothing of the chat starts.
  const mayChat = useNetwork().current_member?.can.chat ?? false;
  useEffect(() => {
    if (!mayChat) onShown(false);
  }, [mayChat, onShown]);
  return mayChat ? <ChatList onShown={onShown} /> : null;
}

function ChatList({ onShown }: { onShown: (shown: boolean) => void }) {
  const { t } = useTranslation();
  const wide = useMediaQuery(`(min-width: ${CHAT_SIDEBAR_MIN_WIDTH}px)`) ?? false;
  // The socket's chat profile has the last word once it has come.
  const profile = useChatProfile();
  const canChat = profile?.can.chat !== false;
  const { chats } = useChats();
  const myId = profile?.id ?? null;
  const { pathname } = useLocation();
  const [texts, setTexts] = useState(false);
  const shown = wide && canChat && texts && !isOnPath(pathname, ["/chat"]);

  useEffect(() => {
    if (wide && canChat) void loadTranslations(loadTexts).then(() => setTexts(true));
  }, [wide, canChat]);
  useEffect(() => onShown(shown), [shown, onShown]);

  if (!shown) return null;
  return (
    <Stack gap="xs" p="sm" h="100%" data-testid="chat-sidebar">
      <Title order={2} size="h4">
        {t("chat.headline")}
      </Title>
      <ScrollArea style={{ flex: 1 }}>
        <ChatListItems chats={chats} myId={myId} />
      </ScrollArea>
    </Stack>
  );
}
