import type { AppDetail, AppValues } from "@intranet/contracts";
import { Anchor, Button, Group, Input, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UploadField } from "../../../components/upload/UploadField";
import type { UploadEntry } from "../../../components/upload/upload-entry";

type Field = AppDetail["fields"][number];

/** The finished upload of the field (the server publishes it with the item), if any. */
const uploadedId = (entries: UploadEntry[]) =>
  entries.find((e) => (e.state === "volatile" || e.state === "published") && e.id)?.id ?? null;

/**
 * A file or image value in the item form: the one in place (shown, removable) and the upload field replacing it.
 * The value is the upload's id as soon as it is uploaded; saving the item publishes it.
 */
export function UploadValueInput({
  field,
  value,
  onChange,
  error,
}: {
  field: Field;
  value: AppValues[string] | undefined;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(typeof value === "string" ? value : null);
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const image = field.type === "image";
  return (
    <Input.Wrapper label={field.label} required={field.required} error={error} data-testid={`field-${field.name}`}>
      <Stack gap={6}>
        {current && uploadedId(entries) === null && (
          <Group gap="sm">
            {image ? (
              <img
                src={`/api/storage/images/${current}/get/200x200`}
                alt={t("apps.item.currentImage")}
                style={{ height: 80, width: "auto" }}
              />
            ) : (
              <Anchor href={`/api/storage/files/${current}`} target="_blank" rel="noopener">
                {t("apps.item.download")}
              </Anchor>
            )}
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => {
                setCurrent(null);
                onChange(null);
              }}
            >
              {t("apps.item.removeUpload")}
            </Button>
          </Group>
        )}
        <UploadField
          directory={image ? "images" : "files"}
          value={entries}
          onChange={(next) => {
            setEntries(next);
            onChange(uploadedId(next) ?? current);
          }}
          maxFiles={1}
          {...(image ? { extensionFilter: null } : {})}
        />
      </Stack>
    </Input.Wrapper>
  );
}
