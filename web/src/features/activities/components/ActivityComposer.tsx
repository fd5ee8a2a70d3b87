import { type NewActivity, newActivity } from "@intranet/contracts";
import { Button, Card, Group, Input, SegmentedControl, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCircleCheck, IconSend } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { dateZone } from "../../../lib/dates";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { type ActivitySource, createActivity, prependActivity } from "../api";
import { AttachmentFields } from "./AttachmentFields";
import { type AttachmentUploads, attachmentIds, noUploads, uploadsPending } from "./attachment-uploads";
import { ComposerEditor, editorHtml, useComposerEditor } from "./ComposerEditor";
import { useDraftWarning } from "./DraftGuard";
import { LinkPreviewList } from "./LinkPreviewCard";
import { useAddressDetection, useLinkPreviews } from "./link-previews";
import {
  ClosingField,
  type ComposerValues,
  emptyPoll,
  pollBody,
  pollFieldOf,
  ScheduleEditor,
  SurveyEditor,
} from "./PollEditors";
import { TagInput } from "./TagInput";

/** Where a new post goes: a network stream by slug, or a group's stream by the group's id. */
export type PostTarget = { stream: string } | { group_id: string };

/** A tag's item error (`tags.2`, shortened to `2` by the validator) shows under the tag field; a poll's under its fields. */
const fieldOf = (path: string) => (/^\d+$/.test(path) ? "tags" : (pollFieldOf(path) ?? path));

const CONTENT_LABEL = {
  note: "activities.composer.content",
  question: "activities.composer.questionContent",
  survey: "activities.composer.surveyContent",
  schedule: "activities.composer.scheduleContent",
} as const;

/** The composer on top of a stream: a note, question, poll or schedule, rich text with @ mentions, tags. */
export function ActivityComposer({ target, source }: { target: PostTarget; source: ActivitySource }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const zone = useNetwork().current_member?.time_zone ?? dateZone();
  // The form comes first, as the editor's name follows the kind of post; its check, run on submit, builds the body
  // with `toBody` below (which needs the editor).
  const form = useForm<ComposerValues>({
    initialValues: { object_type: "note", tags: [], ...emptyPoll() },
    validate: contractValidator(newActivity, (v: ComposerValues) => toBody(v), fieldOf),
  });
  const type = form.values.object_type;
  // The editor's name is the label above it, which follows the kind of post.
  const label = t(CONTENT_LABEL[type]);
  const { editor, isEmpty } = useComposerEditor(label);
  const [uploads, setUploads] = useState<AttachmentUploads>(noUploads);
  // Said beside the Post button until the next post is begun, not in a toast over the stream, where the new
  // post and its Reply button show.
  const [published, setPublished] = useState(false);
  const links = useLinkPreviews();
  useAddressDetection(editor, links.detect);
  const toBody = (v: ComposerValues): NewActivity => ({
    ...target,
    object_type: v.object_type,
    content: editorHtml(editor),
    tags: v.tags,
    ...attachmentIds(uploads),
    ...(links.crawlIds.length > 0 ? { link_crawl_ids: links.crawlIds } : {}),
    ...(v.object_type === "survey" || v.object_type === "schedule" ? { poll: pollBody(v.object_type, v, zone) } : {}),
  });
  useDraftWarning(!isEmpty);
  useEffect(() => {
    if (!isEmpty) setPublished(false);
  }, [isEmpty]);
  const post = useAppMutation({
    mutationFn: (body: NewActivity) => createActivity(body),
    onSuccess: (activity) => {
      // Other lists it belongs to (a filter, a profile) load again when next shown; this one shows it at once.
      void queryClient.invalidateQueries({ queryKey: ["activities", "list"], refetchType: "none" });
      prependActivity(queryClient, source, activity);
      editor?.commands.clearContent(true);
      form.reset();
      setUploads(noUploads());
      links.reset();
      setPublished(true);
    },
    form: formErrorTarget(form, fieldOf),
    saveFailed: t("activities.composer.notPosted"),
  });
  // Post waits for every upload and link preview to finish (the ids come with the finished ones).
  const disabled = isEmpty || post.isPending || uploadsPending(uploads) || links.crawling;
  const submit = form.onSubmit((values) => {
    if (!disabled) post.mutate(toBody(values));
  });

  return (
    <Card withBorder padding="md" radius="md" data-testid="activity-composer">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{t("activities.composer.label")}</Text>
            <SegmentedControl
              size="xs"
              aria-label={t("activities.composer.type")}
              data={[
                { value: "note", label: t("activities.composer.note") },
                { value: "question", label: t("activities.composer.question") },
                { value: "survey", label: t("activities.composer.survey") },
                { value: "schedule", label: t("activities.composer.schedule") },
              ]}
              {...form.getInputProps("object_type")}
              data-testid="activity-type"
            />
          </Group>
          <Input.Wrapper label={label} error={form.errors.content}>
            <ComposerEditor editor={editor} testId="activity-content-editor" />
          </Input.Wrapper>
          {type === "survey" && <SurveyEditor form={form} />}
          {type === "schedule" && <ScheduleEditor form={form} />}
          {(type === "survey" || type === "schedule") && <ClosingField form={form} />}
          <TagInput
            value={form.values.tags}
            onChange={(tags) => form.setFieldValue("tags", tags)}
            error={form.errors.tags as string | undefined}
          />
          <LinkPreviewList links={links} />
          <AttachmentFields value={uploads} onChange={setUploads} disabled={post.isPending} />
          {(form.errors.image_ids || form.errors.file_ids || form.errors.link_crawl_ids) && (
            <Text size="sm" c="red" data-testid="attachment-error">
              {form.errors.image_ids ?? form.errors.file_ids ?? form.errors.link_crawl_ids}
            </Text>
          )}
          <Group justify="flex-end" gap="sm" wrap="nowrap">
            <Text size="sm" role="status" style={{ minWidth: 0 }} data-testid="activity-published">
              {published && (
                <>
                  <IconCircleCheck size={16} color="var(--mantine-color-green-8)" style={{ verticalAlign: "-3px" }} />{" "}
                  {t("activities.composer.posted")}
                </>
              )}
            </Text>
            <Button
              type="submit"
              leftSection={<IconSend size={16} />}
              disabled={disabled}
              loading={post.isPending}
              data-testid="post-activity"
            >
              {t("activities.composer.post")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
