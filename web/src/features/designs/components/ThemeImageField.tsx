import { Button, Group, Image, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { UploadField } from "../../../components/upload/UploadField";
import { submitUploads, type UploadEntry } from "../../../components/upload/upload-entry";

/** An image of a theme: the one in place (if kept) and a new upload replacing it. */
export interface ThemeImageValue {
  current: { id: string; url: string } | null;
  entries: UploadEntry[];
}

export const imageValue = (current: { id: string; url: string } | null): ThemeImageValue => ({ current, entries: [] });

/** The image id to save: a new upload, published through the uploads' image rules, else the one in place. */
export async function savedImageId(value: ThemeImageValue): Promise<string | null> {
  const [published] = await submitUploads("images", value.entries);
  return published?.id ?? value.current?.id ?? null;
}

interface ThemeImageFieldProps {
  label: string;
  value: ThemeImageValue;
  onChange: (value: ThemeImageValue) => void;
  previewHeight: number;
  error?: string;
}

export function ThemeImageField({ label, value, onChange, previewHeight, error }: ThemeImageFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {value.current && (
        <Group gap="sm">
          <Image
            src={value.current.url}
            alt={t("designs.form.currentImage")}
            h={previewHeight}
            w="auto"
            fit="contain"
          />
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange({ ...value, current: null })}>
            {t("designs.form.removeImage")}
          </Button>
        </Group>
      )}
      <UploadField
        directory="images"
        label={label}
        value={value.entries}
        onChange={(entries) => onChange({ ...value, entries })}
        maxFiles={1}
        extensionFilter={null}
      />
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
