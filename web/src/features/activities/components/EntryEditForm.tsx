import type { ActivityAttachments } from "@intranet/contracts";
import { Button, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AttachmentFields } from "./AttachmentFields";
import { type AttachmentUploads, attachmentIds, uploadsFromAttachments, uploadsPending } from "./attachment-uploads";
import { ComposerEditor, editorHtml, useComposerEditor } from "./ComposerEditor";
import { TagInput } from "./TagInput";

/** Inline editing of an activity (with its tags) or a reply: Save stays off while empty or saving. */
export function EntryEditForm({
  label,
  content,
  tags,
  attachments,
  saving,
  onSave,
  onCancel,
  testId,
}: {
  label: string;
  content: string;
  /** Left out for replies, which carry no tags. */
  tags?: string[];
  /** A reply's images and files, which its edit may change; left out for activities. */
  attachments?: ActivityAttachments;
  saving: boolean;
  onSave: (content: string, tags: string[], attached: { image_ids?: string[]; file_ids?: string[] }) => void;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { editor, isEmpty } = useComposerEditor(label, content);
  const [tagValues, setTagValues] = useState(tags ?? []);
  const [uploads, setUploads] = useState<AttachmentUploads | null>(() =>
    attachments ? uploadsFromAttachments(attachments) : null,
  );
  const uploading = uploads !== null && uploadsPending(uploads);
  return (
    <Stack gap="xs" data-testid={testId}>
      <ComposerEditor editor={editor} minHeight={60} testId={`${testId}-editor`} />
      {tags && <TagInput value={tagValues} onChange={setTagValues} />}
      {uploads && <AttachmentFields value={uploads} onChange={setUploads} disabled={saving} />}
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
          {t("activities.card.cancel")}
        </Button>
        <Button
          size="xs"
          disabled={isEmpty || saving || uploading}
          loading={saving}
          onClick={() => onSave(editorHtml(editor), tagValues, uploads ? attachmentIds(uploads) : {})}
          data-testid={`${testId}-save`}
        >
          {t("activities.card.save")}
        </Button>
      </Group>
    </Stack>
  );
}
