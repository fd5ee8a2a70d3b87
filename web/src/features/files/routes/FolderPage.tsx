import type { FileSort, FolderDetail, ProfileSortKey } from "@intranet/contracts";
import { Button, Checkbox, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconFileCheck, IconFolder, IconFolderPlus, IconPencil, IconSearch, IconUpload } from "@tabler/icons-react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { Pagination } from "../../../components/Pagination";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { usePageTitle } from "../../../lib/page-title";
import { GroupContentLayout } from "../../groups";
import { deleteFiles, deleteFolders, folderQuery, moveFiles, moveFolders, refreshFiles } from "../api";
import { FolderBreadcrumbs } from "../components/FolderBreadcrumbs";
import { FolderExportButton } from "../components/FolderExport";
import { FolderPicker } from "../components/FolderPicker";
import { FileRow, FolderRow, type Selection, ZipButton } from "../components/FolderRows";
import { ProfileOf, useProfileProperties } from "../components/ProfileFields";
import { ProfileFilters, type ProfileFilterValues, profileSortKeys } from "../components/ProfileFilters";
import { folderName } from "../folder-names";

/** Files search debounce (§9). */
export const FILES_SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 100;
const SORTS: FileSort[] = ["name", "size", "author", "updated_at"];

/** /files and /files/folders/{id}: the network's folders. */
export function FolderPage() {
  const { id } = useParams();
  return <FolderView key={id ?? "root"} folderId={id ?? null} groupSlug={null} />;
}

/** /groups/{slug}/files and /groups/{slug}/files/folders/{id}: a group's folders under its header. */
export function GroupFolderPage() {
  const { id, slug = "" } = useParams();
  return (
    <GroupContentLayout>
      {() => <FolderView key={id ?? "root"} folderId={id ?? null} groupSlug={slug} />}
    </GroupContentLayout>
  );
}

export function FolderView({ folderId, groupSlug }: { folderId: string | null; groupSlug: string | null }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [q] = useDebouncedValue(typed.trim(), FILES_SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<`${FileSort | ProfileSortKey}:${"asc" | "desc"}`>("name:asc");
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<ProfileFilterValues>({});
  const [filtering] = useDebouncedValue(filters, FILES_SEARCH_DEBOUNCE_MS);
  const [by, direction] = sort.split(":") as [FileSort | ProfileSortKey, "asc" | "desc"];
  const listing = { ...filtering, q: q || undefined, sort: by, direction, page, limit: PAGE_SIZE };
  // The network's root is not shared with external guests (it answers them 404): they are told so without asking.
  const guestAtNetworkRoot = useNetwork().current_member?.is_external === true && !folderId && !groupSlug;
  const query = useQuery({
    ...folderQuery(folderId ? { id: folderId } : { groupSlug }, listing),
    placeholderData: keepPreviousData,
    enabled: !guestAtNetworkRoot,
  });
  const properties = useProfileProperties("file_profile", folderId ?? query.data?.id ?? null);
  usePageTitle(query.data?.type === "root_folder" ? null : query.data?.name);
  const notShared = (
    <EmptyState title={t("files.networkNotShared")} icon={<IconFolder />}>
      <Button component={Link} to="/groups" variant="light">
        {t("files.yourGroups")}
      </Button>
    </EmptyState>
  );
  if (guestAtNetworkRoot) return notShared;
  if (!query.isSuccess) {
    return (
      <QueryState
        query={query}
        errorMessage={t("files.loadError")}
        notFound={
          // The network's root answers 404 to whom it is not shared: say so, and where to go.
          folderId === null && groupSlug === null ? (
            notShared
          ) : (
            <EmptyState title={t("files.notFound")} icon={<IconFolder />} />
          )
        }
      />
    );
  }
  const folder = query.data;
  const base = groupSlug ? `/groups/${groupSlug}/files` : "/files";
  const title = folderName(t, folder);
  return (
    <Stack gap="md" maw={1100} data-testid="folder-page">
      <FolderBreadcrumbs path={folder.folder_path} groupSlug={groupSlug} />
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} style={{ overflowWrap: "anywhere" }}>
            {title}
          </Title>
          {folder.description && <Text size="sm">{folder.description}</Text>}
          <ProfileOf name="folder_profile" folderId={folder.id} value={folder.profile} />
        </Stack>
        <Group gap="xs" wrap="wrap">
          <ZipButton selection={{ files: [], folders: [folder.id] }} testId="folder-zip" />
          {folder.can.export && <FolderExportButton folderId={folder.id} />}
          {folder.can.update && (
            <Button
              component={Link}
              to={`${base}/folders/${folder.id}/edit`}
              variant="default"
              leftSection={<IconPencil size={16} />}
              data-testid="folder-edit"
            >
              {t("files.editFolder")}
            </Button>
          )}
          {folder.can.approve && (
            <Button
              component={Link}
              to={`${base}/approval`}
              variant="default"
              leftSection={<IconFileCheck size={16} />}
              data-testid="folder-approval"
            >
              {t("files.approval.link")}
            </Button>
          )}
          {folder.can.create_subfolders && (
            <Button
              component={Link}
              to={`${base}/folders/new?folder_id=${folder.id}`}
              variant="default"
              leftSection={<IconFolderPlus size={16} />}
              data-testid="folder-new"
            >
              {t("files.newFolder")}
            </Button>
          )}
          {folder.can.add_files && (
            <Button
              component={Link}
              to={`${base}/new?folder_id=${folder.id}`}
              leftSection={<IconUpload size={16} />}
              data-testid="files-upload"
            >
              {t("files.uploadFiles")}
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          style={{ flex: "1 1 220px" }}
          label={t("files.search")}
          leftSection={<IconSearch size={16} />}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setPage(1);
          }}
          data-testid="files-search"
        />
        <Select
          style={{ flex: "0 1 240px" }}
          label={t("files.sort.label")}
          allowDeselect={false}
          value={sort}
          onChange={(value) => value && setSort(value as typeof sort)}
          data={[
            ...SORTS.map((s) => ({ key: s, label: t(`files.sort.${s}`) })),
            ...profileSortKeys(properties),
          ].flatMap((s) =>
            (["asc", "desc"] as const).map((d) => ({
              value: `${s.key}:${d}`,
              label: `${s.label} (${t(`files.sort.${d}`)})`,
            })),
          )}
          data-testid="files-sort"
        />
      </Group>
      <ProfileFilters
        properties={properties}
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <FolderContents
        folder={folder}
        base={base}
        groupSlug={groupSlug}
        searching={q !== "" || Object.keys(filtering).length > 0}
      />
      <Pagination page={page} totalPages={Math.ceil(folder.matching_files_count / PAGE_SIZE)} onChange={setPage} />
    </Stack>
  );
}

function FolderContents({
  folder,
  base,
  groupSlug,
  searching,
}: {
  folder: FolderDetail;
  base: string;
  groupSlug: string | null;
  searching: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<Selection>({ files: [], folders: [] });
  const [picking, setPicking] = useState(false);
  const subfolders = searching ? [] : folder.subfolders;
  const count = selection.files.length + selection.folders.length;
  const selectable = subfolders.length + folder.files.length;
  // Everything may be selected for a zip; moving and deleting only when every selected item allows it.
  const destroyable = new Set([...subfolders, ...folder.files].filter((e) => e.can.destroy).map((e) => e.id));
  const manageable = [...selection.files, ...selection.folders].every((id) => destroyable.has(id));
  const clear = () => setSelection({ files: [], folders: [] });
  const done = async (message: string) => {
    notifySaved(message);
    clear();
    await refreshFiles(queryClient);
  };
  const remove = useAppMutation({
    mutationFn: async () => {
      if (selection.files.length) await deleteFiles(selection.files);
      if (selection.folders.length) await deleteFolders(selection.folders);
    },
    onSuccess: () => done(t("files.deleted")),
  });
  const move = useAppMutation({
    mutationFn: async (target: string) => {
      if (selection.files.length) await moveFiles({ file_ids: selection.files, target_folder_id: target });
      if (selection.folders.length) await moveFolders({ folder_ids: selection.folders, target_folder_id: target });
    },
    onSuccess: () => done(t("files.moved")),
  });
  if (subfolders.length === 0 && folder.files.length === 0) {
    return searching ? (
      <EmptyState title={t("files.noMatch")} icon={<IconSearch />} />
    ) : (
      <EmptyState title={t("files.empty")} description={t("files.emptyText")} icon={<IconFolder />} />
    );
  }
  const toggle = (kind: keyof Selection, id: string, on: boolean) =>
    setSelection((s) => ({ ...s, [kind]: on ? [...s[kind], id] : s[kind].filter((x) => x !== id) }));
  const allSelected = selectable > 0 && count === selectable;
  return (
    <Stack gap="xs">
      {count > 0 && (
        <Group gap="xs" data-testid="files-bulk">
          <Text size="sm">{t("files.selected", { count })}</Text>
          <ZipButton selection={selection} currentFolderId={folder.id} size="xs" testId="files-zip" />
          {manageable && (
            <Button size="xs" variant="default" onClick={() => setPicking(true)} data-testid="files-move">
              {t("files.move")}
            </Button>
          )}
          {manageable && (
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={remove.isPending}
              data-testid="files-delete"
              onClick={() =>
                openConfirm({
                  message: t("files.deleteConfirm", { count }),
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
      )}
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" highlightOnHover data-testid="files-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  aria-label={t("files.selectAll")}
                  checked={allSelected}
                  disabled={selectable === 0}
                  onChange={(event) =>
                    event.currentTarget.checked
                      ? setSelection({
                          folders: subfolders.map((f) => f.id),
                          files: folder.files.map((f) => f.id),
                        })
                      : clear()
                  }
                />
              </Table.Th>
              <Table.Th>{t("files.columns.name")}</Table.Th>
              <Table.Th visibleFrom="sm">{t("files.columns.size")}</Table.Th>
              <Table.Th visibleFrom="md">{t("files.columns.author")}</Table.Th>
              <Table.Th visibleFrom="sm">{t("files.columns.updated")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subfolders.map((sub) => (
              <FolderRow
                key={sub.id}
                folder={sub}
                base={base}
                checked={selection.folders.includes(sub.id)}
                onToggle={(on) => toggle("folders", sub.id, on)}
              />
            ))}
            {folder.files.map((file) => (
              <FileRow
                key={file.id}
                file={file}
                href={groupSlug ? `${base}/${file.id}` : file.path}
                locale={i18n.language}
                checked={selection.files.includes(file.id)}
                onToggle={(on) => toggle("files", file.id, on)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {picking && (
        <FolderPicker
          opened
          startId={folder.id}
          fromId={folder.id}
          excludedIds={selection.folders}
          onClose={() => setPicking(false)}
          onPick={(target) => {
            setPicking(false);
            move.mutate(target);
          }}
        />
      )}
    </Stack>
  );
}
