import { Button, Group, Modal, NavLink, Stack, Text } from "@mantine/core";
import { IconArrowUp, IconFolder } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/PageLoader";
import { folderQuery } from "../api";
import { canEnterFolder } from "./folder-selection";

/**
 * The folder picker (§5): browses from a folder; a selected folder (`excludedIds`) cannot be entered nor chosen,
 * and activity-stream folders are not listed at all (`canEnterFolder`). `purpose` names the modal and its button:
 * moving the selection, or adding a folder to the new-files form.
 */
export function FolderPicker({
  opened,
  startId,
  excludedIds,
  onClose,
  onPick,
  purpose = "move",
}: {
  opened: boolean;
  startId: string;
  excludedIds: string[];
  onClose: () => void;
  onPick: (folderId: string) => void;
  purpose?: "move" | "add";
}) {
  const { t } = useTranslation();
  const [currentId, setCurrentId] = useState(startId);
  const query = useQuery({ ...folderQuery({ id: currentId }, { limit: 1 }), enabled: opened });
  const folder = query.data;
  const parent = folder?.folder_path.at(-2);
  const subfolders = (folder?.subfolders ?? []).filter((f) => f.type !== "activitystream_folder");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(purpose === "add" ? "files.picker.addTitle" : "files.picker.title")}
      data-testid="folder-picker"
    >
      {!folder ? (
        <PageLoader />
      ) : (
        <Stack gap="xs">
          <Text fw={600} data-testid="folder-picker-current">
            {folder.folder_path.map((p) => p.name).join(" / ")}
          </Text>
          {parent && (
            <NavLink
              label={t("files.picker.up")}
              leftSection={<IconArrowUp size={16} />}
              onClick={() => setCurrentId(parent.id)}
              data-testid="folder-picker-up"
            />
          )}
          {subfolders.length === 0 && <Text size="sm">{t("files.picker.empty")}</Text>}
          {subfolders.map((sub) => (
            <NavLink
              key={sub.id}
              label={sub.name}
              leftSection={<IconFolder size={16} />}
              disabled={!canEnterFolder(sub, excludedIds)}
              onClick={() => setCurrentId(sub.id)}
              data-testid="folder-picker-entry"
            />
          ))}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("files.picker.cancel")}
            </Button>
            <Button
              onClick={() => onPick(folder.id)}
              disabled={!folder.can.add_files || excludedIds.includes(folder.id)}
              data-testid="folder-picker-choose"
            >
              {t(purpose === "add" ? "files.picker.add" : "files.picker.choose")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
