import type { FolderDetail, FolderSummary } from "@intranet/contracts";
import { NavLink, Stack, Text } from "@mantine/core";
import { IconArrowUp, IconFolder } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { folderName, folderPathNames } from "../folder-names";

/**
 * The pickers' navigation (folder picker and file picker): where one is, up to the parent, and the subfolders to
 * enter. Which subfolders are listed and which may be entered is the picker's rule (`listed`, `enterable`); the
 * test ids start with `testId` (`folder-picker-current`, `-up`, `-entry`).
 */
export function FolderBrowser({
  folder,
  onOpen,
  enterable,
  listed = () => true,
  testId,
}: {
  folder: FolderDetail;
  onOpen: (folderId: string) => void;
  enterable: (sub: FolderSummary) => boolean;
  listed?: (sub: FolderSummary) => boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const parent = folder.folder_path.at(-2);
  const subfolders = folder.subfolders.filter(listed);
  return (
    <Stack gap={0}>
      <Text fw={600} mb="xs" data-testid={`${testId}-current`}>
        {folderPathNames(t, folder.folder_path, folder.group_slug).join(" / ")}
      </Text>
      {parent && (
        <NavLink
          component="button"
          type="button"
          label={t("files.picker.up")}
          leftSection={<IconArrowUp size={16} />}
          onClick={() => onOpen(parent.id)}
          data-testid={`${testId}-up`}
        />
      )}
      {subfolders.length === 0 && <Text size="sm">{t("files.picker.empty")}</Text>}
      {subfolders.map((sub) => (
        <NavLink
          component="button"
          type="button"
          key={sub.id}
          label={folderName(t, sub)}
          leftSection={<IconFolder size={16} />}
          disabled={!enterable(sub)}
          onClick={() => onOpen(sub.id)}
          data-testid={`${testId}-entry`}
        />
      ))}
    </Stack>
  );
}
