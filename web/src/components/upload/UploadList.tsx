import { ActionIcon, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatLocale } from "../../i18n";
import { formatFileSize } from "../format-file-size";
import { barColor, type UploadEntry } from "./upload-entry";

interface UploadListProps {
  entries: UploadEntry[];
  onRemove?: (entry: UploadEntry) => void;
}

export function UploadList({ entries, onRemove }: UploadListProps) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <Stack gap={6} component="ul" aria-label={t("upload.uploads")} p={0} m={0} style={{ listStyle: "none" }}>
      {entries.map((entry) => {
        const color = barColor(entry.state);
        return (
          <Paper
            component="li"
            key={entry.clientId}
            withBorder
            p="xs"
            data-testid="upload-entry"
            data-state={entry.state}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate="end" title={entry.name}>
                {entry.name}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {entry.size > 0 && `${formatFileSize(entry.size, formatLocale(i18n.language))} · `}
                  {t(`upload.state.${entry.state}`)}
                </Text>
                {onRemove && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t("upload.remove", { name: entry.name })}
                    onClick={() => onRemove(entry)}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                )}
              </Group>
            </Group>
            <Progress
              mt={6}
              size="sm"
              value={entry.state === "uploading" ? entry.progress : 100}
              color={color}
              animated={entry.state === "uploading"}
              aria-label={entry.name}
              data-testid="upload-progress"
              data-color={color}
            />
            {entry.error && (
              <Text size="xs" c="red" mt={4} role="alert">
                {entry.error}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
