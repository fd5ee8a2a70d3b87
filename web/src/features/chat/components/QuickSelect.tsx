import { CHAT_QUICK_SELECT, type Chat } from "@intranet/contracts";
import { Box, Indicator, Tooltip, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { chatBadge, chatPath } from "../chat-utils";
import { ChatAvatar } from "./ChatAvatar";

/** The room's bar of the 10 most recent chats. */
export function QuickSelect({ chats, activeId }: { chats: Chat[]; activeId: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t("chat.room.quickSelect")}
      data-testid="chat-quick-select"
      style={{ overflowX: "auto" }}
    >
      <div style={{ display: "flex", gap: 6, padding: 4 }}>
        {chats.slice(0, CHAT_QUICK_SELECT).map((chat) => (
          <Tooltip key={chat.id} label={chat.name} withArrow>
            <UnstyledButton
              component={Link}
              to={chatPath(chat.id)}
              // Its name holds what it shows: the unread count (its avatar draws no initials).
              aria-label={
                chat.state.unread_count > 0
                  ? `${chat.name}, ${t("chat.unread", { count: chat.state.unread_count })}`
                  : chat.name
              }
              aria-current={chat.id === activeId ? "page" : undefined}
              style={{
                borderRadius: "50%",
                outline: chat.id === activeId ? "2px solid var(--mantine-color-blue-7)" : undefined,
              }}
            >
              <Indicator
                label={chatBadge(chat.state.unread_count)}
                disabled={chat.state.unread_count === 0}
                color="red"
                size={16}
              >
                <ChatAvatar chat={chat} size={36} initials={false} />
              </Indicator>
            </UnstyledButton>
          </Tooltip>
        ))}
      </div>
    </Box>
  );
}
