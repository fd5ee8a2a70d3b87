import {
  FILES_DESCRIPTION_MAX,
  FOLDER_NAME_MAX,
  type FolderDetail,
  folderBody,
  type PropertyValues,
} from "@intranet/contracts";
import { Button, Group, Paper, Stack, Switch, Tabs, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconFolder } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { LazyPropertySetEditor } from "../../property-sets";
import { createFolder, folderPath, folderQuery, refreshFiles, updateFolder } from "../api";
import { FolderBreadcrumbs } from "../components/FolderBreadcrumbs";
import { ProfileFields, profileErrors, useProfileSet } from "../components/ProfileFields";

type Values = { name: string; description: string; profile: PropertyValues; requires_approval: boolean };
/** The profile goes only where the folder profile has fields (the server ignores it while profiles are off). */
const toBody = (v: Values, withProfile: boolean) => ({
  folder: {
    name: v.name,
    description: v.description,
    requires_approval: v.requires_approval,
    ...(withProfile ? { profile: v.profile } : {}),
  },
});

/** /files/folders/new?folder_id (and the group variant): a subfolder of the given folder, the root by default. */
export function NewFolderPage() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const parentId = params.get("folder_id");
  const query = useQuery(folderQuery(parentId ? { id: parentId } : { groupSlug: slug ?? null }, { limit: 1 }));
  return (
    <FolderQuery query={query}>
      {(parent) => (
        <FolderForm parent={parent} initial={{ name: "", description: "", profile: {}, requires_approval: false }} />
      )}
    </FolderQuery>
  );
}

/**
 * /files/folders/{id}/edit: name, description and profile values; for whoever may update the folder, its own file
 * and folder profiles too (property sets in the folder's context, inherited by its subfolders), each in a tab when
 * the network has that profile on.
 */
export function EditFolderPage() {
  const { id = "" } = useParams();
  const query = useQuery(folderQuery({ id }, { limit: 1 }));
  return <FolderQuery query={query}>{(folder) => <EditFolderTabs folder={folder} />}</FolderQuery>;
}

const SET_NAMES = ["file_profile", "folder_profile"] as const;

export function EditFolderTabs({ folder }: { folder: FolderDetail }) {
  const { t } = useTranslation();
  const { config } = useNetwork();
  const form = (
    <FolderForm
      editing={folder}
      initial={{
        name: folder.name,
        description: folder.description,
        profile: folder.profile,
        requires_approval: folder.requires_approval,
      }}
    />
  );
  // A folder's own profiles are its managers' (the network's or the group's administrators), as `approve` says.
  const sets = folder.can.approve
    ? SET_NAMES.filter((name) => (name === "file_profile" ? config.file_profiles : config.folder_profiles).enabled)
    : [];
  if (sets.length === 0) return form;
  const parentContext = folder.parent_folder_id ? { type: "folder" as const, id: folder.parent_folder_id } : undefined;
  return (
    <Tabs defaultValue="folder" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="folder" data-testid="folder-tab-folder">
          {t("files.folderForm.tabFolder")}
        </Tabs.Tab>
        {sets.map((name) => (
          <Tabs.Tab key={name} value={name} data-testid={`folder-tab-${name}`}>
            {t(`files.folderForm.tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="folder">{form}</Tabs.Panel>
      {sets.map((name) => (
        <Tabs.Panel key={name} value={name}>
          <Suspense fallback={<PageLoader />}>
            <LazyPropertySetEditor
              name={name}
              context={{ type: "folder", id: folder.id }}
              parentContext={parentContext}
              title={t(`files.folderForm.setTitles.${name}`, { name: folder.name })}
            />
          </Suspense>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function FolderQuery({
  query,
  children,
}: {
  query: ReturnType<typeof useQuery<FolderDetail>>;
  children: (folder: FolderDetail) => React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={query}
      errorMessage={t("files.loadError")}
      notFound={<EmptyState title={t("files.notFound")} icon={<IconFolder />} />}
    >
      {children}
    </QueryState>
  );
}

function FolderForm({ parent, editing, initial }: { parent?: FolderDetail; editing?: FolderDetail; initial: Values }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const context = (editing ?? parent) as FolderDetail;
  // A new folder's fields are those its parent's chain defines; an edited folder's its own.
  const { properties, tagParents } = useProfileSet("folder_profile", context.id);
  const withProfile = properties.length > 0;
  const form = useForm<Values>({
    initialValues: initial,
    validate: contractValidator(folderBody, (v: Values) => toBody(v, withProfile)),
  });
  const save = useAppMutation({
    mutationFn: (v: Values) => {
      const { folder } = toBody(v, withProfile);
      return editing ? updateFolder(editing.id, folder) : createFolder(context.id, folder);
    },
    onSuccess: async (saved) => {
      notifySaved(t("files.folderForm.saved"));
      await refreshFiles(queryClient);
      navigate(folderPath(saved));
    },
    form: formErrorTarget(form),
  });
  return (
    <Stack gap="md" maw={760}>
      <FolderBreadcrumbs path={context.folder_path} groupSlug={context.group_slug} />
      <Paper withBorder radius="md" p="md">
        <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
          <Stack gap="md">
            <Title order={2}>{t(editing ? "files.folderForm.editTitle" : "files.folderForm.newTitle")}</Title>
            <TextInput
              label={t("files.folderForm.name")}
              required
              maxLength={FOLDER_NAME_MAX}
              data-testid="folder-name"
              {...form.getInputProps("name")}
            />
            <Textarea
              label={t("files.folderForm.description")}
              rows={3}
              maxLength={FILES_DESCRIPTION_MAX}
              {...form.getInputProps("description")}
            />
            <ProfileFields
              properties={properties}
              tagParents={tagParents}
              value={form.values.profile}
              onChange={(profile) => form.setFieldValue("profile", profile)}
              errors={profileErrors(form.errors, "profile")}
            />
            <Switch
              label={t("files.approval.requiresApproval")}
              description={t("files.approval.requiresApprovalHint")}
              data-testid="folder-requires-approval"
              {...form.getInputProps("requires_approval", { type: "checkbox" })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate(-1)}>
                {t("files.folderForm.cancel")}
              </Button>
              <Button
                type="submit"
                loading={save.isPending}
                disabled={!form.isDirty() || form.values.name.trim() === ""}
                data-testid="folder-save"
              >
                {t("files.folderForm.save")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
