import { CHAT_QUICK_SELECT, type Chat } from "@intranet/contracts";
import { Box, Indicator, Tooltip, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { chatBadge, chatPath } from "../chat-utils";
import { ChatAvatar } from "./ChatAvatar";

/** The room's bar of the 10 most recent chats, each its partner's or group's picture or initials. */
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
              aria-current={chat.id === activeId ? "page" : undefined}
              style={{
                borderRadius: "50%",
                outline: chat.id === activeId ? "2px solid var(--mantine-color-blue-7)" : undefined,
              }}
              data-testid="chat-quick-select-item"
            >
              {/* Named by the chat's name and unread count in words, as the chat list's rows: the initials and the
                  badge's number draw what the name says. */}
              <Indicator
                label={chatBadge(chat.state.unread_count)}
                disabled={chat.state.unread_count === 0}
                color="red"
                size={16}
                aria-hidden
              >
                <ChatAvatar chat={chat} size={36} />
              </Indicator>
              <VisuallyHidden>
                {chat.state.unread_count > 0
                  ? `${chat.name}, ${t("chat.unread", { count: chat.state.unread_count })}`
                  : chat.name}
              </VisuallyHidden>
            </UnstyledButton>
          </Tooltip>
        ))}
      </div>
    </Box>
  );
}
