import { CHAT_IMAGE_SIZE, type Chat } from "@intranet/contracts";
import { Avatar, Indicator, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { useChatConfig, usePresence } from "../client";

const INITIALS = { placeholder: { color: "var(--mantine-color-text)" } };

/**
 * The partner's picture in a direct chat (with a dot while they are online or busy, unless the network hides
 * online status), the group's picture in a group chat; their initials where there is none.
 */
export function ChatAvatar({ chat, size = 40 }: { chat: Chat; size?: number }) {
  const { t } = useTranslation();
  const shown = useChatConfig()?.show_online_status ?? false;
  const presence = usePresence();
  if (!chat.partner)
    return (
      <Avatar
        src={chat.image_id ? `/api/storage/images/${chat.image_id}/get/${CHAT_IMAGE_SIZE}x${CHAT_IMAGE_SIZE}` : null}
        name={chat.name}
        alt={chat.name}
        color="initials"
        size={size}
        radius="md"
        styles={INITIALS}
      />
    );
  const status = !shown
    ? null
    : presence.busy.includes(chat.partner.id)
      ? "busy"
      : presence.online.includes(chat.partner.id)
        ? "online"
        : null;
  return (
    <Indicator
      disabled={status === null}
      color={status === "busy" ? "red.8" : "green.8"}
      position="bottom-end"
      offset={4}
      size={10}
      withBorder
      data-testid={status ? `chat-presence-${status}` : undefined}
    >
      <MemberAvatar member={chat.partner} size={size} radius="xl" />
      {status && <VisuallyHidden>{t(`chat.status.${status}`)}</VisuallyHidden>}
    </Indicator>
  );
}
