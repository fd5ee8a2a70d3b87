import { type NewActivity, newActivity } from "@intranet/contracts";
import { Button, Card, Group, Input, SegmentedControl, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconSend } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { notifySaved } from "../../../components/toasts";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { type ActivitySource, createActivity, prependActivity } from "../api";
import { ComposerEditor, editorHtml, useComposerEditor } from "./ComposerEditor";
import { useDraftWarning } from "./DraftGuard";
import { TagInput } from "./TagInput";

/** Where a new post goes: a network stream by slug, or a group's stream by the group's id. */
export type PostTarget = { stream: string } | { group_id: string };

interface ComposerValues {
  object_type: "note" | "question";
  tags: string[];
}

/** A tag's item error (`tags.2`, shortened to `2` by the validator) shows under the tag field. */
const fieldOf = (path: string) => (/^\d+$/.test(path) ? "tags" : path);

/** The composer on top of a stream: a note or a question, rich text with @ mentions, tags. */
export function ActivityComposer({ target, source }: { target: PostTarget; source: ActivitySource }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { editor, isEmpty } = useComposerEditor(t("activities.composer.label"));
  const toBody = (v: ComposerValues): NewActivity => ({
    ...target,
    object_type: v.object_type,
    content: editorHtml(editor),
    tags: v.tags,
  });
  const form = useForm<ComposerValues>({
    initialValues: { object_type: "note", tags: [] },
    validate: contractValidator(newActivity, toBody, fieldOf),
  });
  useDraftWarning(!isEmpty);
  const post = useAppMutation({
    mutationFn: (body: NewActivity) => createActivity(body),
    onSuccess: (activity) => {
      // Other lists it belongs to (a filter, a profile) load again when next shown; this one shows it at once.
      void queryClient.invalidateQueries({ queryKey: ["activities", "list"], refetchType: "none" });
      prependActivity(queryClient, source, activity);
      editor?.commands.clearContent(true);
      form.reset();
      notifySaved(t("activities.composer.posted"));
    },
    form,
    saveFailed: t("activities.composer.notPosted"),
  });
  const question = form.values.object_type === "question";
  const disabled = isEmpty || post.isPending;
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
              ]}
              {...form.getInputProps("object_type")}
              data-testid="activity-type"
            />
          </Group>
          <Input.Wrapper
            label={question ? t("activities.composer.questionContent") : t("activities.composer.content")}
            error={form.errors.content}
          >
            <ComposerEditor editor={editor} testId="activity-content-editor" />
          </Input.Wrapper>
          <TagInput
            value={form.values.tags}
            onChange={(tags) => form.setFieldValue("tags", tags)}
            error={form.errors.tags as string | undefined}
          />
          <Group justify="flex-end">
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
