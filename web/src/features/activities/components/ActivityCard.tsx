import type { Activity, ActivityReply, ActivityUpdate } from "@intranet/contracts";
import { Anchor, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconCalendarEvent, IconChartBar, IconHelpCircle, IconMessageCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { GroupLink } from "../../../components/GroupLink";
import { notifySaved } from "../../../components/toasts";
import { useReportPath } from "../../../lib/abuse-reports";
import { useAppMutation } from "../../../lib/mutations";
import { deleteActivity, patchActivity, updateActivity } from "../api";
import { Attachments } from "./Attachments";
import { EntryEditForm } from "./EntryEditForm";
import { EntryHeader, EntryMenu } from "./EntryParts";
import { LikeBar } from "./Likes";
import { ObjectSummary } from "./ObjectSummary";
import { PollView } from "./PollView";
import { ReplyComposer, replyTypeOf } from "./ReplyComposer";
import { ReplyItem } from "./ReplyItem";
import { RichContent } from "./RichContent";

export interface ActivityCardProps {
  activity: Activity;
  /** The activity's own page: every reply, the composer open. */
  full?: boolean;
  /** Shows the group an activity belongs to (in the network's streams and on profiles). */
  showContext?: boolean;
  /** The stream a tag link filters (`?tag=`). */
  tagPath?: string;
  highlightReplyId?: string | null;
  onDeleted?: () => void;
}

/** One activity: author, date, content, tags, likes, replies (a few or all) and the reply composer. */
export function ActivityCard({
  activity,
  full = false,
  showContext = false,
  tagPath = "/activitystreams/all",
  highlightReplyId = null,
  onDeleted,
}: ActivityCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const reportPath = useReportPath("activity", activity.id, activity.actor?.id);
  const [replying, setReplying] = useState(full);
  const [quoting, setQuoting] = useState<ActivityReply | null>(null);
  const answers = replyTypeOf(activity) === "answers";
  const count = answers ? activity.answer_count : activity.reply_count;
  const hidden = count - activity.replies.length;

  const save = useAppMutation({
    mutationFn: (body: ActivityUpdate) => updateActivity(activity.id, body),
    onSuccess: async (updated) => {
      await patchActivity(queryClient, activity.id, (a) => ({
        ...a,
        content: updated.content,
        tags: updated.tags,
        attachments: updated.attachments,
        edited: updated.edited,
        updated_at: updated.updated_at,
      }));
      setEditing(false);
      notifySaved(t("activities.card.saved"));
    },
    saveFailed: true,
  });
  const remove = useAppMutation({
    mutationFn: () => deleteActivity(activity.id),
    onSuccess: () => {
      notifySaved(t("activities.card.deleted"));
      onDeleted?.();
      void patchActivity(queryClient, activity.id, () => null);
    },
  });

  return (
    <Card withBorder padding="md" radius="md" data-testid="activity-card" style={{ overflow: "visible" }}>
      <Stack gap="sm">
        <EntryHeader
          author={activity.actor}
          createdAt={activity.created_at}
          edited={activity.edited}
          extra={
            <>
              {showContext && activity.context.type === "group" && (
                <Text size="sm" c="dimmed" truncate="end" maw="100%" data-testid="activity-context">
                  {t("activities.card.in")}{" "}
                  <GroupLink slug={activity.context.slug} size="sm">
                    {activity.context.name}
                  </GroupLink>
                </Text>
              )}
              {activity.object.type === "question" && (
                <Badge
                  size="sm"
                  variant="light"
                  leftSection={<IconHelpCircle size={12} />}
                  data-testid="question-badge"
                >
                  {t("activities.card.question")}
                </Badge>
              )}
              {activity.object.type === "survey" && (
                <Badge size="sm" variant="light" leftSection={<IconChartBar size={12} />} data-testid="poll-badge">
                  {t("activities.card.survey")}
                </Badge>
              )}
              {activity.object.type === "schedule" && (
                <Badge size="sm" variant="light" leftSection={<IconCalendarEvent size={12} />} data-testid="poll-badge">
                  {t("activities.card.schedule")}
                </Badge>
              )}
            </>
          }
          menu={
            <EntryMenu
              canUpdate={activity.can.update}
              canDestroy={activity.can.destroy}
              onEdit={() => setEditing(true)}
              onDelete={() =>
                openConfirm({
                  title: t("activities.card.deleteTitle"),
                  message: t("activities.card.deleteText"),
                  confirmLabel: t("activities.card.delete"),
                  danger: true,
                  onConfirm: () => remove.mutate(),
                })
              }
              testId="activity-menu"
              reportPath={reportPath}
            />
          }
        />
        {editing ? (
          <EntryEditForm
            label={t("activities.composer.label")}
            content={activity.content}
            tags={activity.tags.map((tag) => tag.name)}
            attachments={activity.attachments}
            saving={save.isPending}
            onSave={(content, tags, attached) => save.mutate({ content, tags, ...attached })}
            onCancel={() => setEditing(false)}
            testId="activity-edit"
          />
        ) : (
          <>
            {activity.content && <RichContent html={activity.content} testId="activity-content" />}
            <Attachments attachments={activity.attachments} />
            {activity.object.summary && <ObjectSummary summary={activity.object.summary} type={activity.object.type} />}
            {activity.poll && <PollView activity={activity} poll={activity.poll} />}
            {activity.tags.length > 0 && (
              <Group gap={6} data-testid="activity-tags">
                {activity.tags.map((tag) => (
                  <Anchor
                    key={tag.id}
                    component={Link}
                    to={`${tagPath}?tag=${encodeURIComponent(tag.name)}`}
                    size="sm"
                    aria-label={t("activities.card.tagLink", { tag: tag.name })}
                  >
                    #{tag.name}
                  </Anchor>
                ))}
              </Group>
            )}
          </>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <LikeBar activity={activity} />
          <Group gap="xs" wrap="nowrap">
            {count > 0 && (
              <Text size="sm" c="dimmed" data-testid="reply-count">
                {answers ? t("activities.replies.answers", { count }) : t("activities.replies.count", { count })}
              </Text>
            )}
            {activity.can.reply && !replying && (
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconMessageCircle size={16} />}
                onClick={() => setReplying(true)}
                data-testid="open-reply"
              >
                {answers ? t("activities.replies.answer") : t("activities.replies.reply")}
              </Button>
            )}
          </Group>
        </Group>
        {!full && hidden > 0 && (
          <Anchor component={Link} to={`/activities/${activity.id}`} size="sm" data-testid="show-all-replies">
            {answers ? t("activities.replies.showAllAnswers", { count }) : t("activities.replies.showAll", { count })}
          </Anchor>
        )}
        {activity.replies.length > 0 && (
          <Stack gap="xs" data-testid="activity-replies">
            {activity.replies.map((reply) => (
              <ReplyItem
                key={reply.id}
                activity={activity}
                reply={reply}
                highlighted={reply.id === highlightReplyId}
                onQuote={
                  activity.can.reply
                    ? (r) => {
                        setQuoting(r);
                        setReplying(true);
                      }
                    : undefined
                }
              />
            ))}
          </Stack>
        )}
        {activity.can.reply && replying && (
          <ReplyComposer
            activity={activity}
            quoting={quoting}
            onClearQuote={() => setQuoting(null)}
            autoFocus={!full}
          />
        )}
      </Stack>
    </Card>
  );
}
