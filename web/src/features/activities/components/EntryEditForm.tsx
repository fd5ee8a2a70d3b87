import { Button, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ComposerEditor, editorHtml, useComposerEditor } from "./ComposerEditor";
import { TagInput } from "./TagInput";

/** Inline editing of an activity (with its tags) or a reply: Save stays off while empty or saving. */
export function EntryEditForm({
  label,
  content,
  tags,
  saving,
  onSave,
  onCancel,
  testId,
}: {
  label: string;
  content: string;
  /** Left out for replies, which carry no tags. */
  tags?: string[];
  saving: boolean;
  onSave: (content: string, tags: string[]) => void;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { editor, isEmpty } = useComposerEditor(label, content);
  const [tagValues, setTagValues] = useState(tags ?? []);
  return (
    <Stack gap="xs" data-testid={testId}>
      <ComposerEditor editor={editor} minHeight={60} testId={`${testId}-editor`} />
      {tags && <TagInput value={tagValues} onChange={setTagValues} />}
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
          {t("activities.card.cancel")}
        </Button>
        <Button
          size="xs"
          disabled={isEmpty || saving}
          loading={saving}
          onClick={() => onSave(editorHtml(editor), tagValues)}
          data-testid={`${testId}-save`}
        >
          {t("activities.card.save")}
        </Button>
      </Group>
    </Stack>
  );
}
