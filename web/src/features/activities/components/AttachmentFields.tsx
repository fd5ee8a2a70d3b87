import { Button, Group, Stack } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UploadField } from "../../../components/upload/UploadField";
import { type AttachmentUploads, MAX_ATTACHMENTS } from "./attachment-uploads";

/**
 * Images and files for a post or reply: the repo's upload fields, at most 10 of each, behind a button until
 * first asked for (every reply composer of a stream would otherwise show two drop areas).
 */
export function AttachmentFields({
  value,
  onChange,
  disabled = false,
}: {
  value: AttachmentUploads;
  onChange: (next: AttachmentUploads) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(value.images.length > 0 || value.files.length > 0);
  if (!opened && value.images.length === 0 && value.files.length === 0) {
    return (
      <Group>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPaperclip size={14} />}
          onClick={() => setOpened(true)}
          disabled={disabled}
          data-testid="add-attachments"
        >
          {t("activities.attachments.add")}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs" data-testid="attachment-fields">
      <UploadField
        directory="images"
        value={value.images}
        onChange={(images) => onChange({ ...value, images })}
        maxFiles={MAX_ATTACHMENTS}
        limitReachedText={t("activities.attachments.maxImages")}
        label={t("activities.attachments.images")}
        disabled={disabled}
      />
      <UploadField
        directory="files"
        value={value.files}
        onChange={(files) => onChange({ ...value, files })}
        maxFiles={MAX_ATTACHMENTS}
        limitReachedText={t("activities.attachments.maxFiles")}
        label={t("activities.attachments.files")}
        disabled={disabled}
        fromFiles
      />
    </Stack>
  );
}
