// The folder listing's rows (a subfolder, a file) and its zip download button.
import { type FileEntry, type FolderSummary, shortenFileName } from "@intranet/contracts";
import { Anchor, Badge, Button, Checkbox, Group, Table } from "@mantine/core";
import { IconFile, IconFileZip, IconFolder } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatFileSize } from "../../../components/format-file-size";
import { notifyError } from "../../../components/toasts";
import { formatDate } from "../../../lib/dates";
import { downloadArchive, useArchivesAvailable } from "../api";
import { folderName } from "../folder-names";

/** The files and folders ticked in the listing, by id. */
export type Selection = { files: string[]; folders: string[] };

/** Files search debounce (§9). */
export function FolderRow({
  folder,
  base,
  checked,
  onToggle,
}: {
  folder: FolderSummary;
  base: string;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const name = folderName(t, folder);
  return (
    <Table.Tr data-testid="folder-row">
      <Table.Td>
        <Checkbox
          aria-label={t("files.selectItem", { name })}
          checked={checked}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <IconFolder size={18} aria-label={t("files.folder")} />
          <Anchor component={Link} to={`${base}/folders/${folder.id}`} style={{ overflowWrap: "anywhere" }}>
            {name}
          </Anchor>
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="sm" />
      <Table.Td visibleFrom="md" />
      <Table.Td visibleFrom="sm">{formatDate(folder.updated_at)}</Table.Td>
    </Table.Tr>
  );
}

export function FileRow({
  file,
  href,
  locale,
  checked,
  onToggle,
}: {
  file: FileEntry;
  href: string;
  locale: string;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="file-row">
      <Table.Td>
        <Checkbox
          aria-label={t("files.selectItem", { name: file.name })}
          checked={checked}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <IconFile size={18} aria-label={t("files.file")} />
          <Anchor component={Link} to={href} title={file.name} style={{ overflowWrap: "anywhere" }}>
            {shortenFileName(file.name)}
          </Anchor>
          {file.unread && (
            <Badge size="xs" color="teal.9" data-testid="file-unread">
              {t("files.unread")}
            </Badge>
          )}
          {file.finalized_at && (
            <Badge size="xs" color="teal" variant="light" data-testid="file-finalized-badge">
              {t("files.approval.finalized")}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="sm">{formatFileSize(file.size, locale)}</Table.Td>
      <Table.Td visibleFrom="md">{file.author_name}</Table.Td>
      <Table.Td visibleFrom="sm">{formatDate(file.updated_at)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * "Download as zip" (communication §7 "Files"): a token for the files and folders, then the browser's own form
 * POST to the archive route, so the zip streams to disk and never through a fetch.
 */
export function ZipButton({
  selection,
  currentFolderId,
  size = "sm",
  testId,
}: {
  selection: Selection;
  currentFolderId?: string;
  size?: "xs" | "sm";
  testId: string;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const available = useArchivesAvailable();
  if (!available) return null;
  const download = async () => {
    setPending(true);
    try {
      await downloadArchive({
        file_ids: selection.files,
        folder_ids: selection.folders,
        current_folder_id: currentFolderId,
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size={size}
      variant="default"
      leftSection={<IconFileZip size={16} aria-hidden />}
      loading={pending}
      onClick={download}
      data-testid={testId}
    >
      {t("files.downloadZip")}
    </Button>
  );
}
