import {
  type Group,
  type GroupAccess,
  type GroupCategory,
  type GroupCreateBody,
  type GroupUpdateBody,
  groupCreateBody,
  groupUpdateBody,
} from "@intranet/contracts";
import {
  Alert,
  Button,
  Checkbox,
  Paper,
  Radio,
  Group as Row,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { isApiError } from "../../../api/client";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { errorText } from "../../../components/field-errors";
import { QueryState } from "../../../components/QueryState";
import { notifySaved, notifySaveFailed } from "../../../components/toasts";
import { UploadField } from "../../../components/upload/UploadField";
import {
  entryFromStoredFile,
  isUploading,
  submitUploads,
  type UploadEntry,
} from "../../../components/upload/upload-entry";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { usePageTitle } from "../../../lib/page-title";
import { createGroup, deleteGroup, groupQuery, newGroupQuery, refreshGroups, setArchived, updateGroup } from "../api";
import { accessOptions } from "../group-form-rules";

type FormValues = {
  name: string;
  teaser: string;
  access: GroupAccess;
  moderated_join: boolean;
  members_can_invite: boolean;
  chat: boolean;
  sensitive: boolean;
  externally_visible: boolean;
};

const fromGroup = (g: Group): FormValues => ({
  name: g.name,
  teaser: g.teaser ?? "",
  access: g.access,
  moderated_join: g.moderated_join,
  members_can_invite: g.members_can_invite,
  chat: g.chat === "enabled",
  sensitive: g.sensitive,
  externally_visible: g.externally_visible,
});

const blank: FormValues = {
  name: "",
  teaser: "",
  access: "open",
  moderated_join: false,
  members_can_invite: false,
  chat: true,
  sensitive: false,
  externally_visible: false,
};

function GroupForm({
  group,
  category,
  canCreateHidden,
}: {
  group: Group | null;
  category: GroupCategory | null;
  canCreateHidden: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const body = (v: FormValues, imageId: string | null) => {
    const fields = {
      name: v.name.trim(),
      teaser: v.teaser.trim() || null,
      access: v.access,
      moderated_join: v.moderated_join,
      members_can_invite: v.members_can_invite,
      chat: v.chat ? ("enabled" as const) : ("disabled" as const),
      sensitive: v.sensitive,
      externally_visible: v.externally_visible,
      profile_image_id: imageId,
    };
    return group ? { group: fields } : { group: { ...fields, group_category_id: category?.id ?? "" } };
  };
  const form = useForm<FormValues>({
    initialValues: group ? fromGroup(group) : blank,
    // The category comes from the page, not from a field: the server reports a wrong one.
    validate: contractValidator(
      group ? groupUpdateBody : groupCreateBody,
      (v: FormValues) => body(v, null),
      (path) => (path === "group_category_id" ? undefined : path),
    ),
  });
  const values = form.values;
  const [pristine, setPristine] = useState(true);
  const [images, setImages] = useState<UploadEntry[]>(
    group?.profile_image
      ? [
          entryFromStoredFile({
            id: group.profile_image.id,
            name: t("groups.form.currentImage"),
            type: "image/*",
            extension: "",
            // Not known for a stored picture: the list shows no size for it.
            size: 0,
            state: "published",
            external_id: null,
            url: group.profile_image.url,
            preview_url: group.profile_image.url,
          }),
        ]
      : [],
  );
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setPristine(false);
    // Moderated join exists only for closed groups (§4).
    const closedOnly = key === "access" && value !== "closed" ? { moderated_join: false } : {};
    // A sensitive group cannot be open (§4): an open one becomes closed rather than leaving a choice that blocks saving.
    const notOpen = key === "sensitive" && value === true && form.values.access === "open" ? { access: "closed" } : {};
    form.setValues({ [key]: value, ...closedOnly, ...notOpen } as Partial<FormValues>);
  };
  const archived = group?.archived === true;
  const name = values.name.trim() || group?.name || "";

  const save = useAppMutation({
    mutationFn: async (v: FormValues) => {
      // A removed picture is only detached: the upload may belong to another administrator.
      const remaining = await submitUploads(
        "images",
        images.filter((entry) => entry.state !== "removed"),
      );
      const imageId = remaining[0]?.id ?? null;
      if (group) return updateGroup(group.slug, body(v, imageId) as GroupUpdateBody);
      return createGroup(body(v, imageId) as GroupCreateBody);
    },
    onSuccess: async (saved) => {
      notifySaved(t(group ? "groups.form.saved" : "groups.form.created", { name: saved.name }));
      await refreshGroups(queryClient);
      navigate(`/groups/${saved.slug}`);
    },
    // The toast names the group (§ group form); field errors show at the fields.
    form,
    inline: true,
    onError: (error) => {
      const message = isApiError(error) && !Object.keys(error.fieldErrors).length ? errorText(error) : undefined;
      notifySaveFailed(message ?? t("groups.form.saveFailed", { name }));
    },
  });

  const archive = useAppMutation({
    mutationFn: () => setArchived(group?.slug ?? "", !archived),
    onSuccess: async (res) => {
      notifySaved(t(res.archived ? "groups.form.archivedToast" : "groups.form.unarchivedToast", { name }));
      await refreshGroups(queryClient);
      // The server names where to go next (the group's page).
      navigate(res.redirect);
    },
  });
  const remove = useAppMutation({
    mutationFn: () => deleteGroup(group?.slug ?? ""),
    onSuccess: async (res) => {
      notifySaved(t("groups.form.deleted", { name }));
      await refreshGroups(queryClient);
      navigate(res.redirect);
    },
  });

  const options = accessOptions({
    canCreateHidden: canCreateHidden || group?.access === "hidden",
    sensitive: values.sensitive,
    activeMainGroup: group?.active_main_group ?? false,
  });
  const accessInvalid = !options.find((o) => o.value === values.access && !o.disabled);
  const invalid = values.name.trim() === "" || accessInvalid;
  const disabled = archived || save.isPending;
  const err = (field: string) => form.errors[field];

  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <form onSubmit={form.onSubmit((v) => save.mutate(v))}>
        <Stack gap="md">
          {archived && (
            <Alert color="gray" data-testid="group-form-archived">
              {t("groups.form.archivedNote")}
            </Alert>
          )}
          <TextInput
            label={t("groups.form.name")}
            required
            value={values.name}
            onChange={(e) => set("name", e.currentTarget.value)}
            error={err("name")}
            disabled={disabled}
            data-testid="group-form-name"
          />
          <Textarea
            label={t("groups.form.teaser")}
            value={values.teaser}
            onChange={(e) => set("teaser", e.currentTarget.value)}
            autosize
            minRows={2}
            disabled={disabled}
            error={err("teaser")}
          />
          <Radio.Group
            label={t("groups.form.access")}
            value={values.access}
            onChange={(v) => set("access", v as GroupAccess)}
            error={err("access")}
          >
            <Stack gap={6} mt={6}>
              {options.map((o) => (
                <Radio
                  key={o.value}
                  value={o.value}
                  label={t(`groups.access.${o.value}`)}
                  description={t(`groups.form.accessHint.${o.value}`)}
                  disabled={disabled || o.disabled}
                  data-testid={`group-form-access-${o.value}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Checkbox
            label={t("groups.form.moderatedJoin")}
            checked={values.moderated_join}
            onChange={(e) => set("moderated_join", e.currentTarget.checked)}
            disabled={disabled || values.access !== "closed"}
            error={err("moderated_join")}
            data-testid="group-form-moderated"
          />
          <Switch
            label={t("groups.form.sensitive")}
            checked={values.sensitive}
            onChange={(e) => set("sensitive", e.currentTarget.checked)}
            disabled={disabled}
          />
          <Switch
            label={t("groups.form.membersCanInvite")}
            checked={values.members_can_invite}
            onChange={(e) => set("members_can_invite", e.currentTarget.checked)}
            disabled={disabled}
          />
          <Switch
            label={t("groups.form.chat")}
            checked={values.chat}
            onChange={(e) => set("chat", e.currentTarget.checked)}
            disabled={disabled}
          />
          <Switch
            label={t("groups.form.externallyVisible")}
            checked={values.externally_visible}
            onChange={(e) => set("externally_visible", e.currentTarget.checked)}
            disabled={disabled}
          />
          <UploadField
            directory="images"
            label={t("groups.form.image")}
            value={images}
            onChange={(entries) => {
              setPristine(false);
              setImages(entries);
            }}
            maxFiles={1}
            disabled={disabled}
          />
          {err("profile_image_id") && <Alert color="red">{err("profile_image_id")}</Alert>}
          <Row justify="space-between">
            <Row gap="xs">
              {group?.can.archive && (
                <Button
                  variant="default"
                  loading={archive.isPending}
                  onClick={() => archive.mutate()}
                  data-testid="group-form-archive"
                >
                  {archived ? t("groups.form.unarchive") : t("groups.form.archive")}
                </Button>
              )}
              {group?.can.destroy && (
                <Button
                  color="red"
                  variant="light"
                  loading={remove.isPending}
                  data-testid="group-form-delete"
                  onClick={() =>
                    openConfirm({
                      message: t("groups.form.deleteConfirm", { name: group.name }),
                      danger: true,
                      onConfirm: () => remove.mutate(),
                    })
                  }
                >
                  {t("groups.form.delete")}
                </Button>
              )}
            </Row>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={pristine || invalid || disabled || isUploading(images)}
              data-testid="group-form-save"
            >
              {group ? t("common.save") : t("groups.form.create")}
            </Button>
          </Row>
        </Stack>
      </form>
    </Paper>
  );
}

/** /groups/new/{categorySlug}: needs the category's create permission. */
export function NewGroupPage() {
  const { t } = useTranslation();
  const { categorySlug = "" } = useParams();
  const query = useQuery(newGroupQuery(categorySlug));
  const named = query.data?.group_category.name;
  usePageTitle(named && t("groups.form.newTitle", { category: named }));
  if (!query.isSuccess)
    return <QueryState query={query} notFound={<EmptyState title={t("groups.directory.categoryNotFound")} />} />;
  const { group_category: category, can } = query.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t("groups.form.newTitle", { category: category.name })}
      </Title>
      {can.create ? (
        <GroupForm group={null} category={category} canCreateHidden={can.create_hidden} />
      ) : (
        <Alert color="red">{t("groups.form.noPermission")}</Alert>
      )}
    </Stack>
  );
}

/** /groups/{slug}/edit: only with can.update (or can.archive to unarchive). */
export function EditGroupPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const query = useQuery(groupQuery(slug));
  if (!query.isSuccess) return <QueryState query={query} notFound={<EmptyState title={t("groups.home.notFound")} />} />;
  const group = query.data;
  if (!group.can.update && !group.can.archive) return <EmptyState title={t("errors.notFoundTitle")} />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t("groups.form.editTitle", { name: group.name })}
      </Title>
      <GroupForm
        key={`${group.id}-${group.archived}`}
        group={group}
        category={null}
        canCreateHidden={group.can.create_hidden}
      />
    </Stack>
  );
}
