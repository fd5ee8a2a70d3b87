import { type FileDetail, shortenFileName } from "@intranet/contracts";
import { Alert, Anchor, Button, Group, Image, Modal, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload, IconFile, IconLock, IconLockOpen, IconPencil, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { DatePicker } from "../../../components/DatePicker";
import { EmptyState } from "../../../components/EmptyState";
import { formatFileSize } from "../../../components/format-file-size";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { UploadField } from "../../../components/upload/UploadField";
import type { UploadEntry } from "../../../components/upload/upload-entry";
import { dayjs, endOfDay, formatDate, formatInstant, todayIn } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { usePageTitle } from "../../../lib/page-title";
import { GroupContentLayout } from "../../groups";
import { DocumentActions } from "../../office";
import { addVersion, deleteFiles, fileQuery, lockFile, refreshFiles, trackView, unlockFile } from "../api";
import { EditFileForm } from "../components/EditFileForm";
import { FileApprovalPanel } from "../components/FileApprovalPanel";
import { FolderBreadcrumbs } from "../components/FolderBreadcrumbs";
import { ProfileOf } from "../components/ProfileFields";

/** /files/{id}: the file page. */
export function FilePage() {
  const { fileId = "" } = useParams();
  return <FileView id={fileId} />;
}

/** /groups/{slug}/files/{id}: the same under the group's header. */
export function GroupFilePage() {
  const { fileId = "" } = useParams();
  return <GroupContentLayout>{() => <FileView id={fileId} />}</GroupContentLayout>;
}

function FileView({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useQuery(fileQuery(id));
  usePageTitle(query.data?.name);
  return (
    <QueryState query={query} notFound={<EmptyState title={t("files.fileNotFound")} icon={<IconFile />} />}>
      {(file) => <FileDetails file={file} />}
    </QueryState>
  );
}

const TEXT_TYPES = /^text\/|^application\/(json|xml)$/;

/** Images, pdf and text types are previewed (§9); everything else offers the download. */
function Preview({ file }: { file: FileDetail }) {
  const { t } = useTranslation();
  const text = useQuery({
    queryKey: ["files", "text", file.id, file.version.major],
    queryFn: async () => (await fetch(file.url, { credentials: "same-origin" })).text(),
    enabled: TEXT_TYPES.test(file.content_type) && file.size < 512 * 1024,
  });
  if (file.content_type.startsWith("image/")) {
    return <Image src={file.url} alt={file.name} maw="100%" fit="contain" mah={600} data-testid="file-preview" />;
  }
  // A frame of the file's own address (served inline as a PDF only): the page's policy allows no <object>.
  if (file.content_type === "application/pdf") {
    return (
      <iframe
        src={file.url}
        title={file.name}
        width="100%"
        height={600}
        style={{ border: 0, display: "block" }}
        data-testid="file-preview"
      />
    );
  }
  if (text.data !== undefined) {
    return (
      <Paper withBorder p="sm" data-testid="file-preview" style={{ overflow: "auto", maxHeight: 600 }}>
        <pre style={{ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{text.data}</pre>
      </Paper>
    );
  }
  return <Text size="sm">{t("files.filePage.noPreview")}</Text>;
}

function FileDetails({ file }: { file: FileDetail }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [version, setVersion] = useState<UploadEntry[]>([]);
  const [editing, setEditing] = useState(false);
  const [prompting, setPrompting] = useState(false);
  const [until, setUntil] = useState<string | null>(dayjs(todayIn()).add(file.lock_days, "day").format("YYYY-MM-DD"));
  const folderBase = file.group_slug ? `/groups/${file.group_slug}/files` : "/files";
  const refresh = () => refreshFiles(queryClient);
  const newVersion = useAppMutation({
    mutationFn: (uploadId: string) => addVersion(file.id, uploadId),
    onSuccess: async (answer) => {
      notifySaved(t(answer.pending ? "files.approval.versionPending" : "files.filePage.versionAdded"));
      setVersion([]);
      await refresh();
    },
  });
  const lock = useAppMutation({
    mutationFn: () => lockFile(file.id, { locked_until: endOfDay(until ?? todayIn()) }),
    onSuccess: async () => {
      notifySaved(t("files.filePage.locked"));
      await refresh();
    },
  });
  const unlock = useAppMutation({
    mutationFn: () => unlockFile(file.id),
    onSuccess: async () => {
      notifySaved(t("files.filePage.unlocked"));
      await refresh();
    },
  });
  // Once deleted, the file's own queries leave the cache when its page has gone, without being asked again (404s).
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (!deleted.current) return;
      queryClient.removeQueries({ queryKey: fileQuery(file.id).queryKey });
      queryClient.removeQueries({ queryKey: ["files", "text", file.id] });
    },
    [queryClient, file.id],
  );
  const remove = useAppMutation({
    mutationFn: () => deleteFiles([file.id]),
    onSuccess: async () => {
      notifySaved(t("files.deleted"));
      deleted.current = true;
      const parent = file.folder_path.at(-1);
      navigate(file.folder_path.length > 1 && parent ? `${folderBase}/folders/${parent.id}` : folderBase);
      await queryClient.invalidateQueries({ queryKey: ["files"], predicate: (q) => q.queryKey[2] !== file.id });
    },
  });
  // Opening the file marks it read (`track_view`); a failure only leaves it unread.
  useEffect(() => {
    trackView(file.id).catch(() => undefined);
  }, [file.id]);
  const uploaded = version.find((e) => e.state === "volatile" && e.id);
  const mine = file.locked_by && file.can.lock;
  return (
    <Stack gap="md" maw={1000} data-testid="file-page">
      <FolderBreadcrumbs path={file.folder_path} groupSlug={file.group_slug} fileName={shortenFileName(file.name)} />
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} title={file.name} style={{ overflowWrap: "anywhere" }}>
            {shortenFileName(file.name)}
          </Title>
          <Text size="sm">
            {[
              formatFileSize(file.size, i18n.language),
              t("files.filePage.version", { major: file.version.major }),
              t("files.filePage.by", { name: file.author_name }),
              formatDate(file.updated_at),
            ].join(" · ")}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <DocumentActions fileId={file.id} showReviewChanges={file.review_status !== null} />
          {/* "Downloading a lockable file offers a lock prompt" (communication.md): only while it is unlocked. */}
          {file.can.lock && !file.locked_until ? (
            <Button
              leftSection={<IconDownload size={16} />}
              onClick={() => setPrompting(true)}
              data-testid="file-download"
            >
              {t("files.filePage.download")}
            </Button>
          ) : (
            <Button
              component="a"
              href={file.download_url}
              leftSection={<IconDownload size={16} />}
              data-testid="file-download"
            >
              {t("files.filePage.download")}
            </Button>
          )}
          {file.can.update && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
              data-testid="file-edit"
            >
              {t("files.filePage.edit")}
            </Button>
          )}
          {file.can.destroy && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              data-testid="file-delete"
              onClick={() =>
                openConfirm({
                  message: t("files.filePage.deleteConfirm", { name: file.name }),
                  danger: true,
                  confirmLabel: t("files.delete"),
                  onConfirm: () => remove.mutate(),
                })
              }
            >
              {t("files.delete")}
            </Button>
          )}
        </Group>
      </Group>
      <FileApprovalPanel file={file} />
      {file.locked_until && (
        <Alert color={mine ? "blue" : "orange"} icon={<IconLock size={16} />} data-testid="file-locked">
          {mine
            ? t("files.filePage.lockedByYou", { date: formatInstant(file.locked_until) })
            : t("files.filePage.lockedByOther", {
                name: file.locked_by?.displayName ?? "",
                date: formatInstant(file.locked_until),
              })}
        </Alert>
      )}
      <Modal
        opened={prompting}
        onClose={() => setPrompting(false)}
        title={t("files.filePage.lockPrompt.title")}
        data-testid="file-lock-prompt"
      >
        <Stack gap="sm">
          <Text size="sm">{t("files.filePage.lockPrompt.text")}</Text>
          <DatePicker
            label={t("files.filePage.lockUntil")}
            value={until}
            futureOnly
            onChange={setUntil}
            data-testid="file-lock-prompt-until"
          />
          <Group justify="flex-end" gap="xs" wrap="wrap">
            {/* Both are links to the bytes: the browser downloads while the lock request goes out. */}
            <Button
              component="a"
              href={file.download_url}
              variant="default"
              onClick={() => setPrompting(false)}
              data-testid="file-download-only"
            >
              {t("files.filePage.lockPrompt.downloadOnly")}
            </Button>
            <Button
              component="a"
              href={file.download_url}
              leftSection={<IconLock size={16} />}
              onClick={(event) => {
                if (!until) {
                  event.preventDefault();
                  return;
                }
                lock.mutate();
                setPrompting(false);
              }}
              data-testid="file-lock-download"
            >
              {t("files.filePage.lockPrompt.lockAndDownload")}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {editing && <EditFileForm file={file} onDone={() => setEditing(false)} />}
      {file.description && <Text style={{ whiteSpace: "pre-line" }}>{file.description}</Text>}
      <ProfileOf name="file_profile" folderId={file.folder_id} value={file.profile} />
      <Preview file={file} />
      {file.can.lock && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          {file.locked_until ? (
            <Button
              variant="default"
              leftSection={<IconLockOpen size={16} />}
              loading={unlock.isPending}
              onClick={() => unlock.mutate()}
              data-testid="file-unlock"
            >
              {t("files.filePage.unlock")}
            </Button>
          ) : (
            <>
              <DatePicker
                label={t("files.filePage.lockUntil")}
                value={until}
                futureOnly
                onChange={setUntil}
                data-testid="file-lock-until"
              />
              <Button
                variant="default"
                leftSection={<IconLock size={16} />}
                loading={lock.isPending}
                disabled={!until}
                onClick={() => lock.mutate()}
                data-testid="file-lock"
              >
                {t("files.filePage.lock")}
              </Button>
            </>
          )}
        </Group>
      )}
      <Stack gap="xs">
        <Title order={3}>{t("files.filePage.versions")}</Title>
        <Table.ScrollContainer minWidth={300}>
          <Table data-testid="file-versions">
            <Table.Tbody>
              {file.versions.map((v) => (
                <Table.Tr key={v.id} data-testid="file-version">
                  <Table.Td>
                    <Anchor href={v.download_url}>{t("files.filePage.version", { major: v.major })}</Anchor>
                  </Table.Td>
                  <Table.Td>{formatFileSize(v.size, i18n.language)}</Table.Td>
                  <Table.Td visibleFrom="sm">{v.author?.displayName ?? ""}</Table.Td>
                  <Table.Td>{formatDate(v.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {file.can.new_version && (
          <Stack gap="xs">
            <UploadField
              directory="files"
              maxFiles={1}
              label={t("files.filePage.newVersion")}
              value={version}
              onChange={setVersion}
            />
            {uploaded?.id && (
              <Group justify="flex-end">
                <Button
                  loading={newVersion.isPending}
                  onClick={() => uploaded.id && newVersion.mutate(uploaded.id)}
                  data-testid="file-version-submit"
                >
                  {t("files.filePage.newVersion")}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
