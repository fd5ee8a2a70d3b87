import type { Message, MessageFolder } from "@intranet/contracts";
import { Badge, Checkbox, Group, Text, UnstyledButton } from "@mantine/core";
import { IconArrowBackUp, IconMessages, IconPaperclip } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HoverTooltip } from "../../../components/HoverTooltip";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { formatInstant } from "../../../lib/dates";

interface MessageRowProps {
  message: Message;
  folder: MessageFolder;
  selected: boolean;
  onToggle: () => void;
}

/** One list row as §2 draws it; the inbox shows the author, the sent folder the first recipient. */
export function MessageRow({ message, folder, selected, onToggle }: MessageRowProps) {
  const { t } = useTranslation();
  const person = folder === "inbox" ? message.author : (message.to[0] ?? null);
  const further = folder === "sent" ? Math.max(0, message.to_count - 1) : 0;
  const unread = !message.i.read;
  const href = folder === "sent" ? `/messages/${message.id}?folder=sent` : `/messages/${message.id}`;

  return (
    <Group
      wrap="nowrap"
      gap="sm"
      py="xs"
      px="xs"
      style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
      // blue-0 in the light scheme keeps the row's dimmed date and preview at AA (4.5:1; blue-light gives 4.1).
      bg={unread ? "light-dark(var(--mantine-color-blue-0), var(--mantine-color-blue-light))" : undefined}
      data-testid="message-row"
      data-unread={unread || undefined}
    >
      <Checkbox
        aria-label={t("directMessages.selectMessage")}
        checked={selected}
        onChange={onToggle}
        data-testid="message-checkbox"
      />
      <UnstyledButton component={Link} to={href} style={{ flex: 1, minWidth: 0 }} data-testid="message-link">
        <Group wrap="nowrap" gap="sm" align="flex-start">
          {person ? (
            <MemberAvatar member={person} size="md" />
          ) : (
            <MemberAvatar
              member={{ displayName: "?", images: { medium: null, large: null, "40x40@2": null } }}
              size="md"
            />
          )}
          <div style={{ flex: 1, minWidth: 0 }}>
            {/* On a phone the icons and the date move under a name that would keep less than 9rem. */}
            <Group justify="space-between" gap="xs" style={{ rowGap: 0 }}>
              <Text fw={unread ? 700 : 500} truncate style={{ flex: "1 1 9rem" }} data-testid="message-name">
                {person?.displayName ?? (message.to_all_network_members ? t("directMessages.toAll") : "—")}
                {further > 0 && (
                  <Text span c="dimmed" size="sm" ml={6} data-testid="message-more-recipients">
                    {t("directMessages.moreRecipients", { count: further })}
                  </Text>
                )}
              </Text>
              <Group gap={6} wrap="nowrap" ml="auto">
                {message.has_attachments && (
                  <HoverTooltip label={t("directMessages.hasAttachments")}>
                    <IconPaperclip
                      size={16}
                      aria-label={t("directMessages.hasAttachments")}
                      data-testid="message-attachment-icon"
                    />
                  </HoverTooltip>
                )}
                {message.has_replies && (
                  <HoverTooltip label={t("directMessages.replied")}>
                    <IconArrowBackUp
                      size={16}
                      aria-label={t("directMessages.replied")}
                      data-testid="message-replied-icon"
                    />
                  </HoverTooltip>
                )}
                <HoverTooltip label={t("directMessages.conversationLength", { count: message.conversation_length })}>
                  <Badge
                    variant="light"
                    color="gray"
                    leftSection={<IconMessages size={12} />}
                    data-testid="message-conversation-length"
                  >
                    {message.conversation_length}
                  </Badge>
                </HoverTooltip>
                <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }} data-testid="message-date">
                  {formatInstant(message.created_at)}
                </Text>
              </Group>
            </Group>
            <Text
              size="sm"
              fw={unread ? 700 : 400}
              fs={message.subject ? undefined : "italic"}
              truncate
              data-testid="message-subject"
            >
              {message.subject || t("directMessages.noSubject")}
            </Text>
            <Text size="sm" c="dimmed" truncate data-testid="message-preview">
              {message.plain_content}
            </Text>
          </div>
        </Group>
      </UnstyledButton>
    </Group>
  );
}
