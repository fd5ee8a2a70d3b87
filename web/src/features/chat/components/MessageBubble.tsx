import type { Chat, ChatConfig, ChatMessage } from "@intranet/contracts";
import { ActionIcon, Box, Button, Group, Menu, Paper, Text } from "@mantine/core";
import { IconCheck, IconChecks, IconClock, IconDots, IconFlag } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { useReportPath } from "../../../lib/abuse-reports";
import { formatTime } from "../../../lib/dates";
import { chatErrorText } from "../chat-errors";
import type { PendingMessage } from "../chat-state";
import { type Delivery, updatePeriodEnded } from "../chat-utils";
import { useChatSync } from "../client";
import { ChatRequestError } from "../socket";
import { MarkdownText } from "./MarkdownText";
import { MessageAttachments } from "./MessageAttachments";
import { MessageEditor } from "./MessageEditor";

const time = formatTime;

export function DeliveryTicks({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const label = t(`chat.delivery.${delivery}`);
  const props = { size: 14, "aria-label": label, role: "img", "data-testid": `chat-delivery-${delivery}` } as const;
  if (delivery === "pushed") return <IconClock {...props} />;
  if (delivery === "persisted") return <IconCheck {...props} />;
  return <IconChecks {...props} color={delivery === "read" ? "var(--mantine-color-blue-8)" : undefined} />;
}

function Quote({ quoted }: { quoted: NonNullable<ChatMessage["quoted_message"]> }) {
  const { t } = useTranslation();
  return (
    <Box pl="xs" mb={4} style={{ borderLeft: "3px solid var(--mantine-color-gray-5)" }} data-testid="chat-quote">
      <Text size="xs" fw={600}>
        {quoted.from?.name ?? ""}
      </Text>
      <Text size="xs" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
        {quoted.deleted_at ? t("chat.deletedMessage") : quoted.text}
      </Text>
    </Box>
  );
}

interface BubbleProps {
  message: ChatMessage;
  own: boolean;
  group: boolean;
  chat: Chat | undefined;
  config: ChatConfig | null;
  delivery: Delivery | null;
  onQuote: (message: ChatMessage) => void;
}

/** One message: author (others' in groups), quote, text, attachments, time, edited mark and own delivery ticks. */
export function MessageBubble({ message, own, group, chat, config, delivery, onQuote }: BubbleProps) {
  const { t } = useTranslation();
  const sync = useChatSync();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleted = message.deleted_at !== null;
  // Others' messages may be reported (abuse reports on); `from` is missing on one's own.
  const reportPath = useReportPath("chat_message", message.id, message.from?.id ?? null);
  const canEdit = own && !deleted && (chat?.can.update_messages ?? false);
  const canDelete =
    own && !deleted && (chat?.can.destroy_messages ?? false) && (config?.chat_message_allow_destroy ?? true);

  const startEdit = () => {
    const ended = updatePeriodEnded(message, config);
    if (ended !== null) return setError(t("chat.actions.updatePeriodEnded", { minutes: ended }));
    setError(null);
    setEditing(true);
  };
  const saveEdit = async (text: string) => {
    setError(null);
    try {
      await sync.edit(message.id, text);
      setEditing(false);
    } catch (e) {
      if (e instanceof ChatRequestError && e.reason === "update_period_ended")
        setError(t("chat.actions.updatePeriodEnded", { minutes: config?.chat_message_allow_update ?? 0 }));
      else setError(chatErrorText(e));
    }
  };
  const confirmDelete = () =>
    openConfirm({
      title: t("chat.actions.deleteConfirm"),
      message: "",
      confirmLabel: t("chat.actions.delete"),
      cancelLabel: t("chat.actions.cancel"),
      danger: true,
      onConfirm: () =>
        void sync.remove(message.id).then(
          () => setEditing(false),
          (e: unknown) => setError(chatErrorText(e)),
        ),
    });

  return (
    <Group justify={own ? "flex-end" : "flex-start"} wrap="nowrap" data-testid="chat-message" data-seq={message.seq}>
      <Paper
        p="xs"
        radius="md"
        maw="min(80%, 640px)"
        bg={own ? "var(--mantine-color-blue-light)" : "var(--mantine-color-default)"}
        withBorder={!own}
        style={{ minWidth: 0 }}
      >
        {group && !own && message.from && (
          <Text size="xs" fw={700} data-testid="chat-message-author">
            {message.from.name}
          </Text>
        )}
        {message.quoted_message && !deleted && <Quote quoted={message.quoted_message} />}
        {deleted ? (
          <Text size="sm" fs="italic" data-testid="chat-message-deleted">
            {t("chat.deletedMessage")}
          </Text>
        ) : editing ? (
          <MessageEditor
            initial={message.text}
            onSave={(text) => void saveEdit(text)}
            onCancel={() => {
              setEditing(false);
              setError(null);
            }}
            onDelete={canDelete ? confirmDelete : null}
          />
        ) : (
          <>
            {message.text && <MarkdownText text={message.text} />}
            <MessageAttachments message={message} />
          </>
        )}
        {error && (
          <Text size="xs" c="red.9" role="alert" data-testid="chat-message-error">
            {error}
          </Text>
        )}
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {message.updated_at && !deleted && (
            <Text size="xs" c="gray.7">
              {t("chat.actions.edited")}
            </Text>
          )}
          <Text size="xs" c="gray.7">
            {time(message.created_at)}
          </Text>
          {own && delivery && <DeliveryTicks delivery={delivery} />}
          {!deleted && (
            // Focus goes back to the menu's button, except to the editor opened from it.
            <Menu position="bottom-end" returnFocus={!editing}>
              <Menu.Target>
                <ActionIcon size="xs" variant="subtle" color="gray" aria-label={t("chat.actions.menu")}>
                  <IconDots size={14} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => onQuote(message)}>{t("chat.actions.quote")}</Menu.Item>
                {canEdit && (
                  <Menu.Item onClick={startEdit} data-testid="chat-message-edit">
                    {t("chat.actions.edit")}
                  </Menu.Item>
                )}
                {reportPath && !own && (
                  <Menu.Item
                    component={Link}
                    to={reportPath}
                    leftSection={<IconFlag size={14} />}
                    data-testid="chat-message-report"
                  >
                    {t("abuse_reports.shell.report")}
                  </Menu.Item>
                )}
                {canDelete && (
                  <Menu.Item color="red" data-testid="chat-message-delete" onClick={confirmDelete}>
                    {t("chat.actions.delete")}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Paper>
    </Group>
  );
}

/** A message sent from this tab that has no id yet: shown as "pushed", or with its error and a retry. */
export function PendingBubble({ pending }: { pending: PendingMessage }) {
  const { t } = useTranslation();
  const sync = useChatSync();
  return (
    <Group justify="flex-end" data-testid="chat-message-pending" data-cid={pending.cid}>
      <Paper p="xs" radius="md" maw="min(80%, 640px)" bg="var(--mantine-color-blue-light)" style={{ minWidth: 0 }}>
        {pending.text && <MarkdownText text={pending.text} />}
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Text size="xs" c="gray.7">
            {time(pending.created_at)}
          </Text>
          <DeliveryTicks delivery="pushed" />
        </Group>
        {pending.error && (
          <Group gap={4}>
            <Text size="xs" c="red.9" role="alert">
              {t("chat.delivery.failed", { reason: chatErrorText(pending.error) })}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => sync.discard(pending.cid)}>
              {t("chat.delivery.discard")}
            </Button>
          </Group>
        )}
      </Paper>
    </Group>
  );
}
