import type { Message, MessageFolder } from "@intranet/contracts";
import { Badge, Checkbox } from "@mantine/core";
import { IconArrowBackUp, IconMessages, IconPaperclip } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AppLink } from "../../../components/AppLink";
import { HoverTooltip } from "../../../components/HoverTooltip";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { formatInstant } from "../../../lib/dates";
import classes from "./MessageRow.module.css";

/** The avatar of a message with no one to show (a sent message whose recipients are gone). */
const NOBODY = { displayName: "?", images: { medium: null, large: null, "40x40@2": null } };

/** A row's small icon, named by its label (and told by a tooltip on hover). */
function RowIcon({ icon: Icon, label, testId }: { icon: typeof IconPaperclip; label: string; testId: string }) {
  return (
    <HoverTooltip label={label}>
      <Icon size={16} aria-label={label} data-testid={testId} />
    </HoverTooltip>
  );
}

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
    <div className={classes.row} data-testid="message-row" data-unread={unread || undefined}>
      <Checkbox
        aria-label={t("directMessages.selectMessage")}
        checked={selected}
        onChange={onToggle}
        data-testid="message-checkbox"
      />
      <AppLink to={href} className={classes.link} data-testid="message-link">
        <MemberAvatar member={person ?? NOBODY} size="md" />
        <div className={classes.body}>
          <div className={classes.head}>
            <div className={classes.name} data-testid="message-name">
              {person?.displayName ?? (message.to_all_network_members ? t("directMessages.toAll") : "—")}
              {further > 0 && (
                <span className={classes.more} data-testid="message-more-recipients">
                  {t("directMessages.moreRecipients", { count: further })}
                </span>
              )}
            </div>
            <div className={classes.meta}>
              {message.has_attachments && (
                <RowIcon
                  icon={IconPaperclip}
                  label={t("directMessages.hasAttachments")}
                  testId="message-attachment-icon"
                />
              )}
              {message.has_replies && (
                <RowIcon icon={IconArrowBackUp} label={t("directMessages.replied")} testId="message-replied-icon" />
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
              <span className={classes.date} data-testid="message-date">
                {formatInstant(message.created_at)}
              </span>
            </div>
          </div>
          <div className={classes.subject} data-none={!message.subject || undefined} data-testid="message-subject">
            {message.subject || t("directMessages.noSubject")}
          </div>
          <div className={classes.preview} data-testid="message-preview">
            {message.plain_content}
          </div>
        </div>
      </AppLink>
    </div>
  );
}
