import {
  FILES_DESCRIPTION_MAX,
  type FolderDetail,
  NEW_FILES_FOLDERS_MAX,
  type PropertyValues,
} from "@intranet/contracts";
import { ActionIcon, Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconFolder, IconX } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { UploadField } from "../../../components/upload/UploadField";
import { isUploading, type UploadEntry } from "../../../components/upload/upload-entry";
import { useAppMutation } from "../../../lib/mutations";
import { createFiles, folderPath, folderQuery, refreshFiles } from "../api";
import { FolderBreadcrumbs } from "../components/FolderBreadcrumbs";
import { FolderPicker } from "../components/FolderPicker";
import { addFolder, removeFolder, type SelectedFolder } from "../components/folder-selection";
import { ProfileFields, profileErrors, useProfileSet } from "../components/ProfileFields";
import { folderPathNames } from "../folder-names";

/** /files/new and /groups/{slug}/files/new (optional folder_id): the new-files form (§3, §5). */
export function NewFilesPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const [params] = useSearchParams();
  const folderId = params.get("folder_id");
  const query = useQuery(folderQuery(folderId ? { id: folderId } : { groupSlug: slug ?? null }, { limit: 1 }));
  return (
    <QueryState
      query={query}
      errorMessage={t("files.loadError")}
      notFound={<EmptyState title={t("files.notFound")} icon={<IconFolder />} />}
    >
      {(folder) => <NewFilesForm initialFolder={folder} />}
    </QueryState>
  );
}

export function NewFilesForm({ initialFolder }: { initialFolder: FolderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  // The default folder (the current one) first, then the further folders chosen in the picker (§5).
  const [selection, setSelection] = useState<SelectedFolder[]>([
    { id: initialFolder.id, path: initialFolder.folder_path },
  ]);
  const target = selection[0] ?? { id: initialFolder.id, path: initialFolder.folder_path };
  const [picking, setPicking] = useState(false);
  const [description, setDescription] = useState("");
  const [postToStream, setPostToStream] = useState(false);
  const [profile, setProfile] = useState<PropertyValues>({});
  const [profileErrorTexts, setProfileErrors] = useState<Record<string, React.ReactNode>>({});
  const { properties, tagParents } = useProfileSet("file_profile", target.id);
  const [missing, setMissing] = useState(false);
  const ready = entries.filter((e) => e.state === "volatile" && e.id).flatMap((e) => (e.id ? [e.id] : []));
  // Processing until every file is volatile, published or removed (§5).
  const processing = isUploading(entries);
  const save = useAppMutation({
    form: { setErrors: (errors) => setProfileErrors(profileErrors(errors, "file_profile")) },
    mutationFn: () =>
      createFiles({
        files: ready,
        folder_ids: selection.map((f) => f.id),
        description,
        post_to_stream: postToStream,
        ...(properties.length > 0 ? { file_profile: profile } : {}),
      }),
    onSuccess: async (res) => {
      notifySaved(t("files.newFiles.saved", { count: res.files.length }));
      await refreshFiles(queryClient);
      navigate(
        folderPath({
          id: target.id,
          type: target.path.length > 1 ? "folder" : "root_folder",
          group_slug: initialFolder.group_slug,
        }),
      );
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (ready.length === 0) {
      setMissing(true);
      return;
    }
    save.mutate();
  };
  return (
    <Stack gap="md" maw={760}>
      <FolderBreadcrumbs path={target.path} groupSlug={initialFolder.group_slug} />
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} noValidate data-testid="new-files-form">
          <Stack gap="md">
            <Title order={2}>{t("files.newFiles.title")}</Title>
            <UploadField
              directory="files"
              label={t("files.newFiles.files")}
              value={entries}
              onChange={(next) => {
                setEntries(next);
                setMissing(false);
              }}
            />
            {missing && (
              <Text c="red.8" size="sm" role="alert" data-testid="new-files-required">
                {t("files.newFiles.required")}
              </Text>
            )}
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t("files.newFiles.folders")}
              </Text>
              {selection.map((f, index) => (
                <Group key={f.id} gap="xs" wrap="nowrap">
                  <Text
                    size="sm"
                    data-testid={index === 0 ? "new-files-folder" : "new-files-extra-folder"}
                    style={{ overflowWrap: "anywhere" }}
                  >
                    {folderPathNames(t, f.path, initialFolder.group_slug).join(" / ")}
                  </Text>
                  {index === 0 ? (
                    <Badge size="sm" variant="light">
                      {t("files.newFiles.defaultFolder")}
                    </Badge>
                  ) : (
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t("files.newFiles.removeFolder", { name: f.path.at(-1)?.name ?? "" })}
                      onClick={() => setSelection((current) => removeFolder(current, f.id, initialFolder.id))}
                      data-testid="new-files-remove-folder"
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  )}
                </Group>
              ))}
              <Group>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setPicking(true)}
                  disabled={selection.length >= NEW_FILES_FOLDERS_MAX}
                  data-testid="new-files-pick"
                >
                  {t("files.newFiles.addFolder")}
                </Button>
              </Group>
            </Stack>
            <Textarea
              label={t("files.newFiles.description")}
              rows={3}
              maxLength={FILES_DESCRIPTION_MAX}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
            <ProfileFields
              properties={properties}
              tagParents={tagParents}
              value={profile}
              onChange={(next) => {
                setProfile(next);
                setProfileErrors({});
              }}
              errors={profileErrorTexts}
            />
            <Checkbox
              label={t("files.newFiles.postToStream")}
              checked={postToStream}
              onChange={(event) => setPostToStream(event.currentTarget.checked)}
              data-testid="new-files-post"
            />
            {processing && (
              <Alert color="blue" data-testid="new-files-processing">
                {t("files.newFiles.processing")}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={processing} data-testid="new-files-submit">
                {t("files.newFiles.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {picking && (
        <FolderPicker
          opened
          purpose="add"
          startId={initialFolder.folder_path[0]?.id ?? initialFolder.id}
          excludedIds={selection.map((f) => f.id)}
          onClose={() => setPicking(false)}
          onPick={async (id) => {
            setPicking(false);
            const picked = await queryClient.fetchQuery(folderQuery({ id }, { limit: 1 }));
            setSelection((current) =>
              addFolder(current, { id: picked.id, path: picked.folder_path }, NEW_FILES_FOLDERS_MAX),
            );
          }}
        />
      )}
    </Stack>
  );
}
