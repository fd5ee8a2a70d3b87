import { type ActivityAttachments, webAddressesIn } from "@intranet/contracts";
import { Button, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { htmlToPlainText } from "../../../lib/html-text";
import { AttachmentFields } from "./AttachmentFields";
import {
  type AttachmentUploads,
  editedAttachmentIds,
  uploadsFromAttachments,
  uploadsPending,
} from "./attachment-uploads";
import { ComposerEditor, editorHtml, useComposerEditor } from "./ComposerEditor";
import { LinkPreviewList } from "./LinkPreviewCard";
import { useAddressDetection, useLinkPreviews } from "./link-previews";
import { TagInput } from "./TagInput";

/** What an edit attaches, replacing the set: images, files and link previews (kept ones by their crawl id). */
export type EditedAttachments = { image_ids: string[]; file_ids: string[]; link_crawl_ids: string[] };

/**
 * Inline editing of an activity (with its tags) or a reply, with its images, files and link previews: each
 * may be removed or added. Save stays off while empty, saving, uploading or making a link preview.
 */
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
  /** The images, files and links the entry carries now. */
  attachments: ActivityAttachments;
  saving: boolean;
  onSave: (content: string, tags: string[], attached: EditedAttachments) => void;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { editor, isEmpty } = useComposerEditor(label, content);
  const [tagValues, setTagValues] = useState(tags ?? []);
  const [uploads, setUploads] = useState<AttachmentUploads>(() => uploadsFromAttachments(attachments));
  const [written] = useState(() => webAddressesIn(htmlToPlainText(content)));
  const links = useLinkPreviews(attachments.links, written);
  useAddressDetection(editor, links.detect);
  const busy = uploadsPending(uploads) || links.crawling;
  return (
    <Stack gap="xs" data-testid={testId}>
      <ComposerEditor editor={editor} minHeight={60} testId={`${testId}-editor`} />
      {tags && <TagInput value={tagValues} onChange={setTagValues} />}
      <LinkPreviewList links={links} />
      <AttachmentFields value={uploads} onChange={setUploads} disabled={saving} />
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
          {t("activities.card.cancel")}
        </Button>
        <Button
          size="xs"
          disabled={isEmpty || saving || busy}
          loading={saving}
          onClick={() =>
            onSave(editorHtml(editor), tagValues, { ...editedAttachmentIds(uploads), link_crawl_ids: links.crawlIds })
          }
          data-testid={`${testId}-save`}
        >
          {t("activities.card.save")}
        </Button>
      </Group>
    </Stack>
  );
}
