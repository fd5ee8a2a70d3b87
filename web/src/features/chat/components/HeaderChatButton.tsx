import { ActionIcon, Indicator } from "@mantine/core";
import { IconMessageCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { chatBadge } from "../chat-utils";
import { unreadTotal, useChatProfile, useChats } from "../client";

/**
 * The header's chat button with the unread total; only for members whose preload says can.chat. For anyone else
 * nothing of the chat starts (no chat profile or list is asked over the socket).
 */
export function HeaderChatButton() {
  return useNetwork().current_member?.can.chat ? <ChatButton /> : null;
}

function ChatButton() {
  const { t } = useTranslation();
  // The socket's chat profile has the last word once it has come.
  const canChat = useChatProfile()?.can.chat !== false;
  const { chats } = useChats();
  if (!canChat) return null;
  const total = unreadTotal(chats);
  return (
    <Indicator label={chatBadge(total)} disabled={total === 0} color="red" size={16} offset={4}>
      <ActionIcon
        component={Link}
        to="/chat"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={total > 0 ? t("chat.shell.button", { count: total }) : t("chat.shell.buttonNone")}
        data-testid="header-chat-button"
      >
        <IconMessageCircle size={20} stroke={1.6} />
      </ActionIcon>
    </Indicator>
  );
}
