import type { Activity, ActivityReply, ReplyBody } from "@intranet/contracts";
import { Badge, Button, Group, Paper, Stack } from "@mantine/core";
import { IconCircleCheck, IconQuote } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { openConfirm } from "../../../components/confirm";
import { notifySaved } from "../../../components/toasts";
import { useReportPath } from "../../../lib/abuse-reports";
import { useAppMutation } from "../../../lib/mutations";
import { deleteReply, patchActivity, setAccepted, updateReply, withReplyCount } from "../api";
import { Attachments } from "./Attachments";
import { EntryEditForm } from "./EntryEditForm";
import { EntryHeader, EntryMenu } from "./EntryParts";
import { QuotedReply } from "./ReplyComposer";
import { RichContent } from "./RichContent";

/** The element a reply's deep link scrolls to. */
export const replyElementId = (id: string) => `reply-${id}`;

/** One reply or answer: quote, accept (the question's author), edit and delete by the server's `can`. */
export function ReplyItem({
  activity,
  reply,
  highlighted = false,
  onQuote,
}: {
  activity: Activity;
  reply: ActivityReply;
  highlighted?: boolean;
  onQuote?: (reply: ActivityReply) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const reportPath = useReportPath("reply", reply.id, reply.author?.id);
  const patch = (change: (r: ActivityReply) => ActivityReply | null) =>
    void patchActivity(queryClient, activity.id, (a) => ({
      ...a,
      replies: a.replies.flatMap((r) => {
        if (r.id !== reply.id) return [r];
        const next = change(r);
        return next ? [next] : [];
      }),
    }));

  const save = useAppMutation({
    mutationFn: (body: ReplyBody) => updateReply(reply, body),
    onSuccess: (updated) => {
      patch(() => updated);
      setEditing(false);
      notifySaved(t("activities.card.saved"));
    },
    saveFailed: true,
  });
  const remove = useAppMutation({
    mutationFn: () => deleteReply(reply),
    onSuccess: () => {
      void patchActivity(queryClient, activity.id, (a) => ({
        ...withReplyCount(a, reply.type, -1),
        replies: a.replies.filter((r) => r.id !== reply.id),
        accepted_answer_id: a.accepted_answer_id === reply.id ? null : a.accepted_answer_id,
      }));
      notifySaved(t("activities.replies.deleted"));
    },
  });
  const accept = useAppMutation({
    mutationFn: (on: boolean) => setAccepted(reply, on),
    onSuccess: (updated, on) => {
      // Only the marks change here; the answers on screen stay as they are (a stream shows a few of them).
      void patchActivity(queryClient, activity.id, (a) => ({
        ...a,
        accepted_answer_id: updated.accepted_answer_id,
        replies: a.replies.map((r) => ({ ...r, accepted: r.id === updated.accepted_answer_id })),
      }));
      notifySaved(on ? t("activities.replies.acceptedToast") : t("activities.replies.unacceptedToast"));
    },
  });

  return (
    <Paper
      id={replyElementId(reply.id)}
      withBorder={reply.accepted}
      p="xs"
      radius="sm"
      // yellow-0 keeps the dimmed date readable at AA (4.8:1; yellow-light gives 4.49).
      bg={
        highlighted
          ? "light-dark(var(--mantine-color-yellow-0), var(--mantine-color-yellow-light))"
          : "var(--mantine-color-default-hover)"
      }
      style={{ transition: "background-color 600ms ease", scrollMarginTop: 80, minWidth: 0 }}
      data-testid="activity-reply"
      data-highlighted={highlighted || undefined}
    >
      <Stack gap={6}>
        <EntryHeader
          author={reply.author}
          createdAt={reply.created_at}
          edited={reply.edited}
          size="sm"
          extra={
            reply.accepted && (
              <Badge color="teal.9" size="sm" leftSection={<IconCircleCheck size={12} />} data-testid="accepted-answer">
                {t("activities.replies.accepted")}
              </Badge>
            )
          }
          menu={
            <EntryMenu
              canUpdate={reply.can.update}
              canDestroy={reply.can.destroy}
              onEdit={() => setEditing(true)}
              onDelete={() =>
                openConfirm({
                  title: t("activities.replies.deleteTitle"),
                  message: t("activities.replies.deleteText"),
                  confirmLabel: t("activities.card.delete"),
                  danger: true,
                  onConfirm: () => remove.mutate(),
                })
              }
              testId="reply-menu"
              reportPath={reportPath}
            />
          }
        />
        {reply.quoted_reply && <QuotedReply quoted={reply.quoted_reply} />}
        {editing ? (
          <EntryEditForm
            label={t("activities.replies.replyLabel")}
            content={reply.content}
            attachments={reply.attachments}
            saving={save.isPending}
            onSave={(content, _tags, attached) =>
              save.mutate({ content, quotedReplyId: reply.quoted_reply?.id ?? null, ...attached })
            }
            onCancel={() => setEditing(false)}
            testId="reply-edit"
          />
        ) : (
          <>
            <RichContent html={reply.content} testId="reply-content" />
            <Attachments attachments={reply.attachments} />
          </>
        )}
        {(onQuote || reply.can.accept) && !editing && (
          <Group gap="xs">
            {onQuote && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                leftSection={<IconQuote size={14} />}
                onClick={() => onQuote(reply)}
                data-testid="quote-reply"
              >
                {t("activities.replies.quote")}
              </Button>
            )}
            {reply.can.accept && (
              <Button
                size="compact-xs"
                // teal-9 text on the reply's gray-0 reads at 4.8:1 (green's light variant gave 3.8, teal-6 2.4).
                variant="subtle"
                color="teal"
                c="teal.9"
                leftSection={<IconCircleCheck size={14} />}
                disabled={accept.isPending}
                onClick={() => accept.mutate(!reply.accepted)}
                data-testid="accept-answer"
              >
                {reply.accepted ? t("activities.replies.unaccept") : t("activities.replies.accept")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
