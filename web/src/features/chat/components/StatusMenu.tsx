import { CHAT_STATUS_TEXT_MAX, type ChatStatusType } from "@intranet/contracts";
import { Button, Group, Menu, Modal, Text, Textarea } from "@mantine/core";
import { IconCircleFilled, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cleanStatusText } from "../chat-utils";
import { useChatConnection, useChatProfile, useChatSync } from "../client";

const COLORS: Record<ChatStatusType, string> = { online: "green.8", busy: "red.8", invisible: "gray.6" };

/**
 * The status menu: online, busy, invisible. Invisible saves at once; online and busy open the status message
 * with a default text when it is empty. The message is at most 100 characters, newlines become spaces.
 */
export function StatusMenu() {
  const { t } = useTranslation();
  const sync = useChatSync();
  const profile = useChatProfile();
  const { ready } = useChatConnection();
  const [editing, setEditing] = useState<{ status: ChatStatusType; text: string } | null>(null);
  const status = profile?.status ?? "online";

  const choose = (next: ChatStatusType) => {
    if (next === "invisible") return void sync.setStatus("invisible", profile?.status_text ?? "").catch(() => {});
    const current = profile?.status_text ?? "";
    const fallback = next === "busy" ? t("chat.status.defaultBusy") : t("chat.status.defaultOnline");
    setEditing({ status: next, text: current.trim() ? current : fallback });
  };

  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button
            variant="default"
            size="xs"
            disabled={!ready || !profile}
            leftSection={
              <IconCircleFilled
                size={10}
                style={{ color: `var(--mantine-color-${COLORS[status].replace(".", "-")})` }}
              />
            }
            data-testid="chat-status-menu"
          >
            {t(`chat.status.${status}`)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {(["online", "busy", "invisible"] as const).map((s) => (
            <Menu.Item key={s} onClick={() => choose(s)} data-testid={`chat-status-${s}`}>
              {t(`chat.status.${s}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconPencil size={14} />}
            onClick={() => setEditing({ status, text: profile?.status_text ?? "" })}
            data-testid="chat-status-edit"
          >
            {t("chat.status.edit")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {profile?.status_text && (
        <Text size="sm" c="gray.7" truncate="end" data-testid="chat-status-text">
          {profile.status_text}
        </Text>
      )}
      {editing && (
        <StatusModal
          initial={editing.text}
          onClose={() => setEditing(null)}
          onSave={async (text) => {
            await sync.setStatus(editing.status, text);
            setEditing(null);
          }}
        />
      )}
    </>
  );
}

export function StatusModal({
  initial,
  onSave,
  onClose,
}: {
  initial: string;
  onSave: (text: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(cleanStatusText(initial, CHAT_STATUS_TEXT_MAX));
  const [saving, setSaving] = useState(false);
  return (
    <Modal opened onClose={onClose} title={t("chat.status.title")}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSaving(true);
          onSave(cleanStatusText(text, CHAT_STATUS_TEXT_MAX).trim())
            .catch(() => {})
            .finally(() => setSaving(false));
        }}
      >
        <Textarea
          label={t("chat.status.label")}
          value={text}
          onChange={(event) => setText(cleanStatusText(event.currentTarget.value, CHAT_STATUS_TEXT_MAX))}
          autosize
          minRows={2}
          data-autofocus
          data-testid="chat-status-input"
        />
        <Group justify="space-between" mt="sm">
          <Text size="xs" c="gray.7" data-testid="chat-status-counter">
            {t("chat.status.counter", { count: text.length, max: CHAT_STATUS_TEXT_MAX })}
          </Text>
          <Button type="submit" loading={saving} data-testid="chat-status-save">
            {t("chat.status.save")}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
