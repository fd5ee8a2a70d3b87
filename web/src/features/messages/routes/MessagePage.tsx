import type { Message, MessageFolder } from "@intranet/contracts";
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title, Typography } from "@mantine/core";
import {
  IconArrowBackUp,
  IconArrowBackUpDouble,
  IconArrowForwardUp,
  IconArrowLeft,
  IconMail,
  IconMailOpened,
  IconPaperclip,
  IconTrash,
} from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { TranslationMenu } from "../../../components/translation/TranslationMenu";
import { useMachineTranslation } from "../../../components/translation/useMachineTranslation";
import { useReportPath } from "../../../lib/abuse-reports";
import { formatInstant } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { usePageTitle } from "../../../lib/page-title";
import { deleteMessage, markMessage, messageQuery, refreshMessages } from "../api";

function ConversationEntry({ message, current }: { message: Message; current: boolean }) {
  const { t } = useTranslation();
  const translation = useMachineTranslation("message", message.id);
  const subject = translation.fields?.subject ?? message.subject;
  const content = translation.fields?.content ?? message.html_content;
  const names = message.to.map((m) => m.displayName).join(", ");
  const hidden = message.to_count - message.to.length;
  const reportPath = useReportPath("message", message.id, message.author?.id);
  return (
    <Card withBorder padding="md" data-testid="conversation-message" data-current={current || undefined}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {message.author && <MemberAvatar member={message.author} size="md" />}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>
              {message.author ? (
                <Anchor component={Link} to={message.author.path}>
                  {message.author.displayName}
                </Anchor>
              ) : (
                "—"
              )}
            </Text>
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                {formatInstant(message.created_at)}
              </Text>
              {reportPath && (
                <Anchor component={Link} to={reportPath} size="sm" data-testid="message-report">
                  {t("abuse_reports.shell.report")}
                </Anchor>
              )}
            </Group>
          </Group>
          <Text size="sm" c="dimmed" data-testid="conversation-recipients">
            {t("directMessages.to")}: {message.to_all_network_members ? t("directMessages.toAll") : names}
            {hidden > 0 && ` ${t("directMessages.moreRecipients", { count: hidden })}`}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} fs={subject ? undefined : "italic"} data-testid="message-subject">
              {subject || t("directMessages.noSubject")}
            </Text>
            <TranslationMenu
              language={translation.language}
              loading={translation.loading}
              onChoose={translation.choose}
            />
          </Group>
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with an allowlist (translations too) */}
            <div dangerouslySetInnerHTML={{ __html: content }} data-testid="message-content" />
          </Typography>
          {message.attachments.length > 0 && (
            <Stack gap={2} data-testid="message-attachments">
              {message.attachments.map((a) => (
                <Anchor key={a.id} href={a.url} size="sm" target="_blank" rel="noopener">
                  <IconPaperclip size={14} style={{ verticalAlign: "middle" }} /> {a.original_filename}
                </Anchor>
              ))}
            </Stack>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

export function MessagePage() {
  const { t } = useTranslation();
  const { messageId = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useQuery(messageQuery(messageId));
  const message = detail.data;
  usePageTitle(message && (message.subject || t("directMessages.noSubject")));
  const folder: MessageFolder =
    params.get("folder") === "sent" || (message && !message.i.inbox && message.i.sent) ? "sent" : "inbox";
  const back = folder === "sent" ? "/messages/sent" : "/messages";

  // Opening an unread message marks it read, once per visit (not again after the member marks it unread).
  const marked = useRef<string | null>(null);
  // What the member last made of this message (read or not), shown until the reloaded message says the same.
  const [shownRead, setShownRead] = useState<{ id: string; read: boolean } | null>(null);
  useEffect(() => {
    if (!message || message.i.read || !message.i.inbox || marked.current === message.id) return;
    marked.current = message.id;
    setShownRead({ id: message.id, read: true });
    markMessage(message.id, true)
      .then(() => refreshMessages(queryClient))
      .catch(() => undefined);
  }, [message, queryClient]);

  const action = useAppMutation({
    mutationFn: ({ run }: { run: () => Promise<void>; done: string; leave: boolean }) => run(),
    onSuccess: async (_, { done, leave }) => {
      notifySaved(done);
      if (leave) navigate(back);
      await refreshMessages(queryClient);
    },
  });
  const busy = action.isPending;
  const act = (run: () => Promise<void>, done: string, leave = false) => {
    action.mutate({ run, done, leave });
  };

  // Any failed load shows the not-found text with the way back to the list.
  if (detail.isPending) return <QueryState query={detail} />;
  if (detail.isError || !message) {
    return (
      <Stack>
        <Button
          component={Link}
          to="/messages"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          w="fit-content"
        >
          {t("directMessages.back")}
        </Button>
        <Alert color="red">{t("errors.notFoundText")}</Alert>
      </Stack>
    );
  }

  const unread = shownRead?.id === message.id ? !shownRead.read : !message.i.read;
  return (
    <Stack gap="md" data-testid="message-detail">
      <Group gap="xs">
        <Button
          component={Link}
          to={back}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          data-testid="message-back"
        >
          {t("directMessages.back")}
        </Button>
        {message.i.inbox && (
          <Button
            variant="default"
            size="xs"
            disabled={busy}
            leftSection={unread ? <IconMailOpened size={14} /> : <IconMail size={14} />}
            onClick={() => {
              marked.current = message.id;
              void act(
                async () => {
                  await markMessage(message.id, unread);
                  setShownRead({ id: message.id, read: unread });
                },
                unread ? t("directMessages.markedRead") : t("directMessages.markedUnread"),
              );
            }}
            data-testid="message-toggle-read"
          >
            {unread ? t("directMessages.markRead") : t("directMessages.markUnread")}
          </Button>
        )}
        <Button
          variant="default"
          color="red"
          size="xs"
          disabled={busy}
          leftSection={<IconTrash size={14} />}
          onClick={() => act(() => deleteMessage(folder, message.id), t("directMessages.deleted"), true)}
          data-testid="message-delete"
        >
          {t("directMessages.delete")}
        </Button>
        {message.can.reply && (
          <Button
            component={Link}
            to={`/messages/new?reply=${message.id}`}
            variant="default"
            size="xs"
            leftSection={<IconArrowBackUp size={14} />}
            data-testid="message-reply"
          >
            {t("directMessages.reply")}
          </Button>
        )}
        {message.can.reply_all && (
          <Button
            component={Link}
            to={`/messages/new?reply_all=${message.id}`}
            variant="default"
            size="xs"
            leftSection={<IconArrowBackUpDouble size={14} />}
            data-testid="message-reply-all"
          >
            {t("directMessages.replyAll")}
          </Button>
        )}
        {message.can.forward && (
          <Button
            component={Link}
            to={`/messages/new?forward=${message.id}`}
            variant="default"
            size="xs"
            leftSection={<IconArrowForwardUp size={14} />}
            data-testid="message-forward"
          >
            {t("directMessages.forward")}
          </Button>
        )}
      </Group>
      <Title order={2}>{message.subject || t("directMessages.noSubject")}</Title>
      <Stack gap="sm" data-testid="conversation">
        {message.conversation.map((m) => (
          <ConversationEntry key={m.id} message={m} current={m.id === message.id} />
        ))}
      </Stack>
    </Stack>
  );
}
