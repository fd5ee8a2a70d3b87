import { Button, Group, Modal, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/PageLoader";
import { folderQuery } from "../api";
import { FolderBrowser } from "./FolderBrowser";
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
  fromId,
}: {
  opened: boolean;
  startId: string;
  excludedIds: string[];
  onClose: () => void;
  onPick: (folderId: string) => void;
  purpose?: "move" | "add";
  /** The folder the selection is in now: moving there changes nothing, so it cannot be chosen. */
  fromId?: string;
}) {
  const { t } = useTranslation();
  const [currentId, setCurrentId] = useState(startId);
  const query = useQuery({ ...folderQuery({ id: currentId }, { limit: 1 }), enabled: opened });
  const folder = query.data;
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
          <FolderBrowser
            folder={folder}
            onOpen={setCurrentId}
            enterable={(sub) => canEnterFolder(sub, excludedIds)}
            listed={(sub) => sub.type !== "activitystream_folder"}
            testId="folder-picker"
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("files.picker.cancel")}
            </Button>
            <Button
              onClick={() => onPick(folder.id)}
              disabled={!folder.can.add_files || excludedIds.includes(folder.id) || folder.id === fromId}
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
