import { type FileEntry, shortenFileName } from "@intranet/contracts";
import { Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { networkQuery } from "../../../api/network";
import { formatFileSize } from "../../../components/format-file-size";
import { PageLoader } from "../../../components/PageLoader";
import { formatDate } from "../../../lib/dates";
import { folderQuery } from "../api";
import { FolderBrowser } from "./FolderBrowser";
import {
  canBrowseForFiles,
  FILE_PICKER_DEBOUNCE_MS,
  type FilePickerLimits,
  fileChoice,
  toggleFile,
} from "./file-selection";

/** A page of the open folder's files; more are reached by searching. */
const FILES_SHOWN = 100;
const NETWORK = "network";

export interface FilePickerProps extends Omit<FilePickerLimits, "takenIds"> {
  /** Files already in the field; none when absent. */
  takenIds?: readonly string[];
  opened: boolean;
  onClose: () => void;
  /** The ticked files, in the order they were ticked. */
  onPick: (files: FileEntry[]) => void;
}

/**
 * The file picker modal (communication §2 "Folder and file picker modals"): browses the network's files and those
 * of the member's groups with the folder picker's navigation, lists the open folder's files (name shortened, size,
 * date) with the listing's search, and hands back the ticked files. A file already in the field, of a type the
 * field refuses, or beyond its room cannot be ticked (`fileChoice`).
 */
export function FilePicker({ opened, onClose, onPick, room, takenIds, accepts }: FilePickerProps) {
  const { t, i18n } = useTranslation();
  const network = useQuery({ ...networkQuery, enabled: false }).data;
  const internal = network ? !network.current_member?.is_external : false;
  const roots = [
    ...(internal ? [{ value: NETWORK, label: t("files.shell.networkFiles") }] : []),
    ...(network?.my_groups ?? []).map((g) => ({ value: g.slug, label: g.name })),
  ];
  const [root, setRoot] = useState(roots[0]?.value ?? NETWORK);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [typed, setTyped] = useState("");
  const [q] = useDebouncedValue(typed.trim(), FILE_PICKER_DEBOUNCE_MS);
  const [selection, setSelection] = useState<FileEntry[]>([]);
  const limits: FilePickerLimits = { room, takenIds: takenIds ?? [], accepts };

  const ref = currentId ? { id: currentId } : { groupSlug: root === NETWORK ? null : root };
  const query = useQuery({
    ...folderQuery(ref, { q: q || undefined, limit: FILES_SHOWN }),
    enabled: opened && roots.length > 0,
    placeholderData: keepPreviousData,
  });
  const folder = query.data;

  const open = (id: string | null) => {
    setCurrentId(id);
    setTyped("");
  };
  const choose = (files: FileEntry[]) => {
    setSelection([]);
    onPick(files);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("files.filePicker.title")} size="lg" data-testid="file-picker">
      <Stack gap="sm">
        {roots.length === 0 ? (
          <Text size="sm">{t("files.filePicker.noFolders")}</Text>
        ) : (
          <>
            <Group grow align="flex-end">
              <Select
                label={t("files.filePicker.root")}
                data={roots}
                value={root}
                allowDeselect={false}
                onChange={(value) => {
                  if (!value) return;
                  setRoot(value);
                  open(null);
                }}
                data-testid="file-picker-root"
              />
              <TextInput
                label={t("files.filePicker.search")}
                leftSection={<IconSearch size={16} />}
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                data-testid="file-picker-search"
              />
            </Group>
            {!folder ? (
              query.isError ? (
                <Text size="sm">{t("files.notFound")}</Text>
              ) : (
                <PageLoader />
              )
            ) : (
              <>
                <FolderBrowser folder={folder} onOpen={open} enterable={canBrowseForFiles} testId="file-picker" />
                <Stack gap="xs" data-testid="file-picker-files">
                  {folder.files.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {t(q ? "files.filePicker.noMatch" : "files.filePicker.noFiles")}
                    </Text>
                  )}
                  {folder.files.map((file) => {
                    const choice = fileChoice(file, selection, limits);
                    const checked = selection.some((f) => f.id === file.id);
                    const facts = [formatFileSize(file.size, i18n.language), formatDate(file.updated_at)];
                    if (choice === "taken") facts.push(t("files.filePicker.taken"));
                    if (choice === "refused") facts.push(t("files.filePicker.refused"));
                    return (
                      <Checkbox
                        key={file.id}
                        label={<span title={file.name}>{shortenFileName(file.name)}</span>}
                        description={facts.join(" · ")}
                        checked={checked || choice === "taken"}
                        disabled={choice !== "ok"}
                        onChange={() => setSelection((current) => toggleFile(current, file, limits))}
                        data-testid="file-picker-file"
                      />
                    );
                  })}
                  {folder.matching_files_count > folder.files.length && (
                    <Text size="sm" c="dimmed">
                      {t("files.filePicker.more", { count: folder.matching_files_count - folder.files.length })}
                    </Text>
                  )}
                </Stack>
              </>
            )}
          </>
        )}
        <Text size="sm" c="dimmed" data-testid="file-picker-room">
          {selection.length >= room
            ? t("files.filePicker.full", { count: room })
            : t("files.filePicker.selected", { count: selection.length })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("files.picker.cancel")}
          </Button>
          <Button onClick={() => choose(selection)} disabled={selection.length === 0} data-testid="file-picker-choose">
            {t("files.filePicker.add", { count: selection.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export default FilePicker;
