import { type FolderExport as Export, folderExportsApi } from "@intranet/contracts";
import { Alert, Anchor, Button, Group, Modal, Progress, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconDownload, IconFileExport, IconFileSpreadsheet, IconFileZip } from "@tabler/icons-react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/route-client";
import { formatFileSize } from "../../../components/format-file-size";
import { QueryState } from "../../../components/QueryState";
import { formatInstant } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";

/** How often a running export is asked about (§4: progress while initialized / in progress). */
export const EXPORT_POLL_MS = 2000;

const running = (e: Export | null | undefined) => e?.status === "initialized" || e?.status === "in_progress";

export const folderExportQuery = (folderId: string) =>
  queryOptions({
    queryKey: ["files", "export", folderId],
    queryFn: ({ signal }) => api(folderExportsApi.latestExport, { params: { id: folderId } }, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (running(query.state.data?.export) ? EXPORT_POLL_MS : false),
  });

/** The folder menu's "Export" (only with `can.export`): opens the export of the folder in a modal. */
export function FolderExportButton({ folderId }: { folderId: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // The whole screen on a phone (390 px): the file links and buttons keep their full width.
  const narrow = useMediaQuery("(max-width: 48em)");
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileExport size={16} />}
        onClick={() => setOpened(true)}
        data-testid="folder-export"
      >
        {t("files.export.open")}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("files.export.title")}
        size="lg"
        fullScreen={narrow}
      >
        {opened && <FolderExport folderId={folderId} />}
      </Modal>
    </>
  );
}

/**
 * A folder's export (communication §3, §4): progress while it is generated (asked every 2 s), the created date
 * and the files (zip and inventory) once finished, and a new export on demand. Errors are toasts.
 */
export function FolderExport({ folderId }: { folderId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(folderExportQuery(folderId));
  const start = useAppMutation({
    mutationFn: () => api(folderExportsApi.startExport, { params: { id: folderId } }),
    fallback: t("files.export.startFailed"),
    onSuccess: (answer) => queryClient.setQueryData(folderExportQuery(folderId).queryKey, answer),
  });
  if (!query.isSuccess) return <QueryState query={query} errorMessage={t("files.export.loadError")} />;
  const current = query.data.export;
  const generate = (label: string) => (
    <Button
      leftSection={<IconFileExport size={16} />}
      loading={start.isPending}
      onClick={() => start.mutate()}
      data-testid="folder-export-start"
    >
      {label}
    </Button>
  );
  return (
    <Stack gap="md" data-testid="folder-export-panel">
      {!current && (
        <>
          <Text size="sm" data-testid="folder-export-none">
            {t("files.export.none")}
          </Text>
          <Group>{generate(t("files.export.generate"))}</Group>
        </>
      )}
      {current && running(current) && (
        <Stack gap="xs" data-testid="folder-export-progress">
          <Text size="sm">
            {current.status === "initialized"
              ? t("files.export.status.initialized")
              : t("files.export.status.in_progress")}
          </Text>
          <Progress value={current.status === "initialized" ? 25 : 70} animated aria-label={t("files.export.title")} />
        </Stack>
      )}
      {current?.status === "failed" && (
        <>
          <Alert color="red" data-testid="folder-export-failed">
            {t("files.export.failed")}
          </Alert>
          <Group>{generate(t("files.export.generateNew"))}</Group>
        </>
      )}
      {current?.status === "finished" && (
        <>
          <Text size="sm" data-testid="folder-export-created">
            {t("files.export.createdAt", { date: formatInstant(current.createdAt) })}
          </Text>
          <Stack gap="xs" data-testid="folder-export-files">
            {current.files.map((f) => (
              <Group key={f.id} gap="sm" wrap="nowrap" justify="space-between" data-testid="folder-export-file">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  {f.extension === "zip" ? <IconFileZip size={18} /> : <IconFileSpreadsheet size={18} />}
                  <Anchor
                    href={f.fileUrl}
                    target="_blank"
                    rel="noopener"
                    size="sm"
                    style={{ overflowWrap: "anywhere" }}
                  >
                    {t(f.extension === "zip" ? "files.export.zip" : "files.export.inventory")}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                    {formatFileSize(f.size)}
                  </Text>
                </Group>
                <Button
                  component="a"
                  href={f.downloadUrl}
                  size="xs"
                  variant="subtle"
                  leftSection={<IconDownload size={14} />}
                  aria-label={t("files.export.downloadNamed", { name: f.name })}
                >
                  {t("files.export.download")}
                </Button>
              </Group>
            ))}
          </Stack>
          <Group>{generate(t("files.export.generateNew"))}</Group>
        </>
      )}
    </Stack>
  );
}
