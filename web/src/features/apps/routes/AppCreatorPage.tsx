import {
  APP_FIELD_TYPES,
  APP_ITEM_LAYOUT_TYPES,
  type AppBody,
  type AppDetail,
  type AppFieldType,
  layoutColumns,
} from "@intranet/contracts";
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { notifySaved } from "../../../components/toasts";
import { formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { createApp, deleteApp, refreshApps, updateApp } from "../api";
import { AppGroupLine } from "../components/AppGroupLine";
import {
  type Column,
  draftOf,
  type FieldDraft,
  keyOf,
  newFieldDraft,
  optionsOf,
  type Tab,
  TemplateInputs,
} from "../components/creator-parts";
import { TabEditor } from "../components/TabEditor";

type CreatorProps = { app: AppDetail | null; groupId: string | null; groupSlug: string | null };

/** The app creator's form, new or editing (its pages, with who may use them: AppCreatorRoutes.tsx). */
export function Creator({ app, groupId, groupSlug }: CreatorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(app?.name ?? "");
  const [slug, setSlug] = useState(app?.slug ?? "");
  const [description, setDescription] = useState(app?.description ?? "");
  const [showInUserbar, setShowInUserbar] = useState(app?.show_in_userbar ?? false);
  const [fields, setFields] = useState<FieldDraft[]>(
    app?.fields.map(draftOf) ?? [
      draftOf({ name: "title", label: "Title", type: "text", required: true, admin_only: false, options: [] }),
    ],
  );
  // A new app starts as a list: a wall needs a selection field for its columns, which a new app has not yet.
  const [view, setView] = useState(app?.collection_layout.view ?? "list");
  const [column, setColumn] = useState<string | null>(app?.collection_layout.column_property ?? null);
  const [layoutType, setLayoutType] = useState(app?.item_layout.type ?? "auto");
  const [tabs, setTabs] = useState<Tab[]>(
    app?.item_layout.tabs.length
      ? app.item_layout.tabs
      : [{ name: "", layout: "a", columns: { a: [], b: [], c: [], d: [] } }],
  );
  const [mail, setMail] = useState(app?.integrations.email ?? null);
  const [teaser, setTeaser] = useState<string | null>(app?.integrations.activity?.teaser ?? null);
  const [errors, setErrors] = useState<Record<string, ReactNode>>({});

  const body = (): AppBody => ({
    name,
    slug: slug.trim() || null,
    description: description || null,
    show_in_userbar: showInUserbar,
    ...(app ? {} : { group_id: groupId }),
    fields: fields.map((f) => ({
      name: f.name,
      label: f.label,
      type: f.type,
      required: f.required,
      admin_only: f.admin_only,
      options: f.type === "selection" ? optionsOf(f) : [],
    })),
    collection_layout: { view, column_property: column },
    item_layout: { type: layoutType, tabs: layoutType === "custom" ? tabs : [] },
    integrations: { email: mail, activity: teaser === null ? null : { teaser } },
  });
  const save = useAppMutation({
    mutationFn: () => (app ? updateApp(app.slug, body()) : createApp(body())),
    saveFailed: true,
    // The server names the integration's fields with or without their group (`activity.teaser`).
    form: formErrorTarget({ setErrors }, (path) => path.replace(/^integrations\./, "")),
    onSuccess: (saved) => {
      void refreshApps(queryClient);
      notifySaved(t("apps.creator.saved"));
      navigate(`/apps/${saved.slug}/items`);
    },
  });
  const remove = useAppMutation({
    mutationFn: () => deleteApp(app?.slug ?? ""),
    onSuccess: () => {
      void refreshApps(queryClient);
      navigate("/apps");
    },
  });

  const patchField = (key: number, patch: Partial<FieldDraft>) =>
    setFields((all) => all.map((f) => (f.key === key ? { ...f, ...patch } : f)));
  const named = fields.filter((f) => f.name);
  const selections = named.filter((f) => f.type === "selection");
  const memberFields = named.filter((f) => f.type === "member");
  const used = new Set(
    tabs.flatMap((tab) => layoutColumns(tab.layout).flatMap((c) => tab.columns[c].map((x) => x.field))),
  );
  const patchTab = (index: number, patch: Partial<Tab>) =>
    setTabs((all) => all.map((tab, i) => (i === index ? { ...tab, ...patch } : tab)));
  const setCells = (index: number, c: Column, cells: Tab["columns"][Column]) =>
    setTabs((all) => all.map((tab, i) => (i === index ? { ...tab, columns: { ...tab.columns, [c]: cells } } : tab)));

  return (
    <form
      // The server's translated field errors mark what is missing, as on the app's other forms.
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="lg" maw={860} data-testid="app-creator">
        <Title order={1} size="h2">
          {app ? t("apps.creator.editTitle") : t("apps.creator.newTitle")}
        </Title>
        {!app && groupId && <AppGroupLine groupId={groupId} groupSlug={groupSlug} />}
        <TextInput
          label={t("apps.creator.name")}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          data-testid="app-name"
        />
        <TextInput
          label={t("apps.creator.slug")}
          description={t("apps.creator.slugHint")}
          value={slug}
          onChange={(e) => setSlug(e.currentTarget.value)}
          error={errors.slug}
        />
        <Textarea
          label={t("apps.creator.description")}
          autosize
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Switch
          label={t("apps.creator.showInUserbar")}
          checked={showInUserbar}
          onChange={(e) => setShowInUserbar(e.currentTarget.checked)}
          data-testid="app-userbar"
        />

        <Fieldset legend={t("apps.creator.fields")}>
          <Stack gap="sm">
            {fields.map((f, index) => (
              <Paper key={f.key} withBorder p="sm" data-testid="creator-field">
                <Group align="flex-end" wrap="wrap" gap="sm">
                  <TextInput
                    label={t("apps.creator.fieldLabel")}
                    required
                    value={f.label}
                    onChange={(e) => {
                      const label = e.currentTarget.value;
                      patchField(
                        f.key,
                        app?.fields.some((x) => x.name === f.name)
                          ? { label }
                          : { label, name: keyOf(label, `field_${index + 1}`) },
                      );
                    }}
                    error={errors[`fields.${index}.label`] ?? errors[`fields.${index}.name`]}
                    data-testid="field-label"
                  />
                  <Select
                    label={t("apps.creator.fieldType")}
                    data={APP_FIELD_TYPES.map((type) => ({ value: type, label: t(`apps.creator.types.${type}`) }))}
                    value={f.type}
                    allowDeselect={false}
                    onChange={(v) => v && patchField(f.key, { type: v as AppFieldType })}
                    data-testid="field-type"
                  />
                  <Checkbox
                    label={t("apps.creator.required")}
                    checked={f.required}
                    onChange={(e) => patchField(f.key, { required: e.currentTarget.checked })}
                  />
                  <Checkbox
                    label={t("apps.creator.adminOnly")}
                    checked={f.admin_only}
                    onChange={(e) => patchField(f.key, { admin_only: e.currentTarget.checked })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("apps.creator.removeField")}
                    disabled={fields.length <= 1}
                    onClick={() => setFields((all) => all.filter((x) => x.key !== f.key))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
                {f.type === "selection" && (
                  <Textarea
                    mt="xs"
                    label={t("apps.creator.options")}
                    autosize
                    minRows={2}
                    value={f.options}
                    onChange={(e) => patchField(f.key, { options: e.currentTarget.value })}
                    error={errors[`fields.${index}.options`]}
                    data-testid="field-options"
                  />
                )}
              </Paper>
            ))}
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} />}
                onClick={() => setFields((all) => [...all, newFieldDraft()])}
                data-testid="add-field"
              >
                {t("apps.creator.addField")}
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset legend={t("apps.creator.collection")}>
          <Group>
            <Select
              label={t("apps.creator.view")}
              data={[
                { value: "wall", label: t("apps.items.wall") },
                { value: "list", label: t("apps.items.list") },
              ]}
              value={view}
              allowDeselect={false}
              onChange={(v) => v && setView(v as "wall" | "list")}
            />
            <Select
              label={t("apps.creator.columnProperty")}
              data={[
                { value: "", label: t("apps.creator.noColumn") },
                ...selections.map((f) => ({ value: f.name, label: f.label || f.name })),
              ]}
              value={column ?? ""}
              onChange={(v) => {
                setColumn(v ? v : null);
                // Columns are the wall's: choosing them shows it.
                if (v) setView("wall");
              }}
              error={errors.column_property}
              data-testid="column-property"
            />
          </Group>
        </Fieldset>

        <Fieldset legend={t("apps.creator.itemLayout")}>
          <Stack gap="sm">
            <Select
              label={t("apps.creator.layoutType")}
              data={APP_ITEM_LAYOUT_TYPES.map((type) => ({
                value: type,
                label: t(`apps.creator.layoutTypes.${type}`),
              }))}
              value={layoutType}
              allowDeselect={false}
              onChange={(v) => v && setLayoutType(v as typeof layoutType)}
              data-testid="layout-type"
            />
            {layoutType === "custom" &&
              tabs.map((tab, index) => (
                <TabEditor
                  // biome-ignore lint/suspicious/noArrayIndexKey: a tab is its place in the list
                  key={index}
                  tab={tab}
                  removable={tabs.length > 1}
                  fields={named}
                  used={used}
                  onPatch={(patch) => patchTab(index, patch)}
                  onRemove={() => setTabs((all) => all.filter((_, i) => i !== index))}
                  onCells={(c, cells) => setCells(index, c, cells)}
                />
              ))}
            {layoutType === "custom" && (
              <Group>
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} />}
                  onClick={() =>
                    setTabs((all) => [...all, { name: "", layout: "a", columns: { a: [], b: [], c: [], d: [] } }])
                  }
                  data-testid="add-tab"
                >
                  {t("apps.creator.addTab")}
                </Button>
              </Group>
            )}
          </Stack>
        </Fieldset>

        <Fieldset legend={t("apps.creator.integrations")}>
          <Stack gap="sm">
            <Switch
              label={t("apps.creator.mail")}
              checked={mail !== null}
              disabled={memberFields.length === 0}
              onChange={(e) =>
                setMail(
                  e.currentTarget.checked
                    ? { field: memberFields[0]?.name ?? "", on_assign: null, on_unassign: null }
                    : null,
                )
              }
              data-testid="mail-on"
            />
            {mail && (
              <>
                <Select
                  label={t("apps.creator.mailField")}
                  data={memberFields.map((f) => ({ value: f.name, label: f.label || f.name }))}
                  value={mail.field}
                  allowDeselect={false}
                  onChange={(v) => v && setMail({ ...mail, field: v })}
                />
                <TemplateInputs
                  label={t("apps.creator.onAssign")}
                  value={mail.on_assign}
                  onChange={(on_assign) => setMail({ ...mail, on_assign })}
                  testId="mail-assign"
                />
                <TemplateInputs
                  label={t("apps.creator.onUnassign")}
                  value={mail.on_unassign}
                  onChange={(on_unassign) => setMail({ ...mail, on_unassign })}
                  testId="mail-unassign"
                />
                <Text size="xs" c="dimmed">
                  {t("apps.creator.templateHint")}
                </Text>
              </>
            )}
            <Switch
              label={t("apps.creator.activity")}
              checked={teaser !== null}
              onChange={(e) => setTeaser(e.currentTarget.checked ? "" : null)}
              data-testid="activity-on"
            />
            {teaser !== null && (
              <Textarea
                label={t("apps.creator.teaser")}
                required
                error={errors["activity.teaser"]}
                data-testid="activity-teaser"
                autosize
                value={teaser}
                onChange={(e) => setTeaser(e.currentTarget.value)}
              />
            )}
          </Stack>
        </Fieldset>

        <Group justify="space-between">
          <Button type="submit" loading={save.isPending} disabled={!name.trim()} data-testid="app-save">
            {t("apps.creator.save")}
          </Button>
          {app?.can.manage && (
            <Button
              color="red"
              variant="subtle"
              onClick={() =>
                openConfirm({ message: t("apps.creator.deleteConfirm"), onConfirm: () => remove.mutate() })
              }
            >
              {t("apps.creator.delete")}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
