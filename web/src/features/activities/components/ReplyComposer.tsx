import type { Activity, ActivityReply, ReplyBody } from "@intranet/contracts";
import { Blockquote, Button, CloseButton, Group, Stack, Text } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { patchActivity, postReply, withReplyCount } from "../api";
import { AttachmentFields } from "./AttachmentFields";
import { type AttachmentUploads, attachmentIds, noUploads, uploadsPending } from "./attachment-uploads";
import { ComposerEditor, editorHtml, useComposerEditor } from "./ComposerEditor";
import { useDraftWarning } from "./DraftGuard";
import { LinkPreviewList } from "./LinkPreviewCard";
import { useAddressDetection, useLinkPreviews } from "./link-previews";
import { RichContent } from "./RichContent";

/** A question is answered; anything else is replied to. */
export const replyTypeOf = (activity: Activity) => (activity.object.type === "question" ? "answers" : "replies");

/** The quoted reply, above the composer and inside a reply that quotes one. */
export function QuotedReply({
  quoted,
  onRemove,
}: {
  quoted: NonNullable<ActivityReply["quoted_reply"]>;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Blockquote p="xs" radius="sm" data-testid="quoted-reply" style={{ minWidth: 0 }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" truncate="end">
          {t("activities.replies.quoting", { name: quoted.author?.displayName ?? t("activities.unknownAuthor") })}
        </Text>
        {onRemove && <CloseButton size="sm" aria-label={t("activities.replies.removeQuote")} onClick={onRemove} />}
      </Group>
      <RichContent html={quoted.content} testId="quoted-reply-content" />
    </Blockquote>
  );
}

/** Reply composer (administration.md §7): rich text with mentions, optionally quoting a reply. */
export function ReplyComposer({
  activity,
  quoting,
  onClearQuote,
  autoFocus = false,
}: {
  activity: Activity;
  quoting: ActivityReply | null;
  onClearQuote: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const type = replyTypeOf(activity);
  const label = type === "answers" ? t("activities.replies.answerLabel") : t("activities.replies.replyLabel");
  const { editor, isEmpty } = useComposerEditor(label);
  const [uploads, setUploads] = useState<AttachmentUploads>(noUploads);
  const links = useLinkPreviews();
  useAddressDetection(editor, links.detect);
  useDraftWarning(!isEmpty);
  useEffect(() => {
    if (editor && (autoFocus || quoting)) editor.commands.focus("end", { scrollIntoView: false });
  }, [editor, autoFocus, quoting]);
  const send = useAppMutation({
    mutationFn: (body: ReplyBody) => postReply(activity.id, type, body),
    onSuccess: (reply) => {
      void patchActivity(queryClient, activity.id, (a) => ({
        ...withReplyCount(a, reply.type, 1),
        replies: [...a.replies, reply],
      }));
      editor?.commands.clearContent(true);
      setUploads(noUploads());
      links.reset();
      onClearQuote();
      notifySaved(type === "answers" ? t("activities.replies.answerPosted") : t("activities.replies.posted"));
    },
    saveFailed: t("activities.replies.notPosted"),
  });
  // Reply save disabled while submitting, uploading (administration.md §7) or making a link preview.
  const disabled = isEmpty || send.isPending || uploadsPending(uploads) || links.crawling;
  return (
    <Stack gap="xs" data-testid="reply-composer">
      {quoting && (
        <QuotedReply
          quoted={{ id: quoting.id, author: quoting.author, content: quoting.content }}
          onRemove={onClearQuote}
        />
      )}
      <ComposerEditor editor={editor} minHeight={60} testId="reply-content-editor" />
      <LinkPreviewList links={links} />
      <AttachmentFields value={uploads} onChange={setUploads} disabled={send.isPending} />
      <Group justify="flex-end">
        <Button
          size="xs"
          leftSection={<IconSend size={14} />}
          disabled={disabled}
          loading={send.isPending}
          onClick={() => {
            if (!disabled)
              send.mutate({
                content: editorHtml(editor),
                quotedReplyId: quoting?.id ?? null,
                ...attachmentIds(uploads),
                ...(links.crawlIds.length > 0 ? { link_crawl_ids: links.crawlIds } : {}),
              });
          }}
          data-testid="post-reply"
        >
          {type === "answers" ? t("activities.replies.answer") : t("activities.replies.reply")}
        </Button>
      </Group>
    </Stack>
  );
}
