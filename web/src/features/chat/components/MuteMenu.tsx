import { CHAT_MUTED_FOREVER, type Chat } from "@intranet/contracts";
import { ActionIcon, Menu } from "@mantine/core";
import { IconBell, IconBellOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatInstant } from "../../../lib/dates";
import { isMuted } from "../chat-state";
import { useChatSync } from "../client";

/** Mute for an hour, the rest of the day, the rest of the week or forever; unmute. */
export function MuteMenu({ chat }: { chat: Chat }) {
  const { t } = useTranslation();
  const sync = useChatSync();
  const muted = isMuted(chat);
  const until = chat.state.muted_until;
  const label = !muted
    ? t("chat.mute.menu")
    : until === CHAT_MUTED_FOREVER
      ? t("chat.mute.mutedForever")
      : t("chat.mute.mutedUntil", { date: formatInstant(until ?? "") });
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} data-testid="chat-mute-menu">
          {muted ? <IconBellOff size={20} /> : <IconBell size={20} />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {(["hour", "day", "week", "forever"] as const).map((u) => (
          <Menu.Item key={u} onClick={() => void sync.mute(chat.id, u).catch(() => {})} data-testid={`chat-mute-${u}`}>
            {t(`chat.mute.${u}`)}
          </Menu.Item>
        ))}
        {muted && (
          <Menu.Item onClick={() => void sync.unmute(chat.id).catch(() => {})} data-testid="chat-unmute">
            {t("chat.mute.unmute")}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
