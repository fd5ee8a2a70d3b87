import {
  parseWidgetbarIdentifier,
  WIDGET_COUNT_MAX,
  WIDGET_PROFILE_FIELDS,
  WIDGET_RENDERERS,
  WIDGET_SCOPES,
  WIDGET_TYPES,
  type Widget,
  type WidgetType,
} from "@intranet/contracts";
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type UseFormReturnType, useForm } from "@mantine/form";
import { IconArrowLeft, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { SortableList } from "../../../components/SortableList";
import { notifyError, notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { AdminOnly } from "../../administration";
import { refreshWidgetbars, saveWidgetbar, widgetbarQuery, widgetCalendarsQuery } from "../api";
import { type EditorWidget, newWidget, nextExclusive, toBody, toEditorWidgets } from "../editor-widgets";
import { barName, indexPath, refused } from "./WidgetbarsIndexPage";

type Form = UseFormReturnType<{ widgets: EditorWidget[] }>;

/** /administration/widgetbars/{identifier}/edit: a network bar, for network administrators. */
export function WidgetbarEditPage() {
  const { identifier = "" } = useParams();
  return (
    <AdminOnly>
      <WidgetbarEditor slug={null} identifier={identifier} />
    </AdminOnly>
  );
}

/** /groups/{slug}/administration/widgetbars/{identifier}/edit: a group's bar, for its administrators. */
export function GroupWidgetbarEditPage() {
  const { slug = "", identifier = "" } = useParams();
  // The server answers 403/404 to anyone but the group's administrators: the editor shows the not-found page then.
  return <WidgetbarEditor slug={slug} identifier={identifier} />;
}

function WidgetbarEditor({ slug, identifier }: { slug: string | null; identifier: string }) {
  const { t } = useTranslation();
  const bar = useQuery(widgetbarQuery(slug, identifier));
  const refusal = bar.isError && refused(bar.error);
  useEffect(() => {
    if (bar.isError && !refusal) notifyError(t("widgetbars.editor.loadFailed"));
  }, [bar.isError, refusal, t]);
  if (refusal) return <QueryState query={bar} forbiddenAsNotFound />;
  return (
    <Paper withBorder radius="md" p="md" maw={960}>
      <Stack gap="md">
        <Anchor component={Link} to={indexPath(slug)} size="sm" data-testid="widgetbar-back">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} />
            {t("widgetbars.editor.back")}
          </Group>
        </Anchor>
        <Title order={1} size="h2">
          {t("widgetbars.editor.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {barName(t, parseWidgetbarIdentifier(identifier)?.slug ?? "")}
        </Text>
        {bar.isPending ? (
          <Text role="status" data-testid="widgetbar-loading">
            {t("widgetbars.editor.loading")}
          </Text>
        ) : bar.data ? (
          <EditorForm slug={slug} identifier={identifier} widgets={bar.data.widgets} />
        ) : (
          <Text role="alert" c="red.8">
            {t("widgetbars.editor.loadFailed")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function EditorForm({ slug, identifier, widgets }: { slug: string | null; identifier: string; widgets: Widget[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [type, setType] = useState<WidgetType>("text");
  const form = useForm<{ widgets: EditorWidget[] }>({ initialValues: { widgets: toEditorWidgets(widgets) } });
  const save = useAppMutation({
    mutationFn: (list: EditorWidget[]) => saveWidgetbar(slug, identifier, toBody(list)),
    onSuccess: async (saved) => {
      notifySaved();
      const next = toEditorWidgets(saved.widgets);
      form.setValues({ widgets: next });
      form.resetDirty({ widgets: next });
      await refreshWidgetbars(queryClient);
    },
    form,
    saveFailed: true,
  });
  const list = form.getValues().widgets;
  const typeOptions = WIDGET_TYPES.map((value) => ({ value, label: t(`widgetbars.types.${value}`) }));
  return (
    <Stack gap="md" data-testid="widgetbar-editor">
      {list.length === 0 && <Text c="dimmed">{t("widgetbars.editor.empty")}</Text>}
      <SortableList
        items={list}
        idOf={(w) => w.key}
        onReorder={(reordered) => form.setFieldValue("widgets", reordered)}
        labels={{ drag: t("widgetbars.editor.drag"), up: t("widgetbars.editor.up"), down: t("widgetbars.editor.down") }}
        testId="widget-items"
      >
        {(widget, index) => <WidgetFields form={form} index={index} widget={widget} slug={slug} />}
      </SortableList>
      <Group justify="space-between" align="flex-end">
        <Group gap="xs" align="flex-end">
          <Select
            label={t("widgetbars.editor.addType")}
            data={typeOptions}
            value={type}
            onChange={(v) => v && setType(v as WidgetType)}
            allowDeselect={false}
            data-testid="widget-add-type"
            w={200}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem("widgets", newWidget(type))}
            data-testid="widget-add"
          >
            {t("widgetbars.editor.add")}
          </Button>
        </Group>
        <Button
          onClick={() => save.mutate(form.getValues().widgets)}
          loading={save.isPending}
          disabled={!form.isDirty()}
          data-testid="widgetbar-save"
        >
          {t("widgetbars.editor.save")}
        </Button>
      </Group>
    </Stack>
  );
}

const HAS_COUNT = new Set<WidgetType>([
  "admin_members",
  "appointments",
  "birthday",
  "newest_members",
  "online_members",
  "rss",
  "speed_dial",
]);
const HAS_PROFILE = new Set<WidgetType>(["admin_members", "birthday", "newest_members", "online_members"]);

function WidgetFields({
  form,
  index,
  widget,
  slug,
}: {
  form: Form;
  index: number;
  widget: EditorWidget;
  slug: string | null;
}) {
  const { t } = useTranslation();
  const path = `widgets.${index}`;
  const calendars = useQuery({ ...widgetCalendarsQuery(slug), enabled: widget.type === "appointments" });
  const typeLabel = t(`widgetbars.types.${widget.type}`);
  return (
    <Paper withBorder radius="sm" p="sm" style={{ flex: 1, minWidth: 0 }} data-testid={`widget-fields-${widget.type}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {t("widgetbars.editor.widget", { number: index + 1, type: typeLabel })}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${t("widgetbars.editor.remove")} ${index + 1}`}
            onClick={() => form.removeListItem("widgets", index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        <TextInput
          label={t("widgetbars.editor.headline")}
          maxLength={200}
          {...form.getInputProps(`${path}.headline`)}
        />
        {widget.type === "text" || widget.type === "group_info" ? (
          <>
            {widget.type === "text" ? (
              <Select
                label={t("widgetbars.editor.renderer")}
                data={WIDGET_RENDERERS.map((value) => ({ value, label: t(`widgetbars.editor.renderers.${value}`) }))}
                allowDeselect={false}
                {...form.getInputProps(`${path}.renderer`)}
              />
            ) : null}
            <Textarea
              label={t("widgetbars.editor.content")}
              autosize
              minRows={3}
              maxRows={12}
              {...form.getInputProps(`${path}.content`)}
            />
          </>
        ) : null}
        {widget.type === "rss" ? (
          <TextInput
            label={t("widgetbars.editor.url")}
            type="url"
            placeholder="https://"
            required
            {...form.getInputProps(`${path}.url`)}
          />
        ) : null}
        {widget.type === "appointments" ? (
          <>
            <MultiSelect
              label={t("widgetbars.editor.scope")}
              data={WIDGET_SCOPES.map((value) => ({ value, label: t(`widgetbars.editor.scopes.${value}`) }))}
              value={widget.scope}
              onChange={(next) =>
                form.setFieldValue(`${path}.scope`, nextExclusive(widget.scope, next as EditorWidget["scope"]))
              }
              error={form.errors[`${path}.scope`]}
            />
            {widget.scope.includes("additional_calendar_ids") ? (
              <MultiSelect
                label={t("widgetbars.editor.calendars")}
                data={(calendars.data?.calendars ?? []).map((c) => ({ value: c.id, label: c.name }))}
                searchable
                {...form.getInputProps(`${path}.additional_calendar_ids`)}
              />
            ) : null}
            <Select
              label={t("widgetbars.editor.sort")}
              data={(["asc", "desc"] as const).map((value) => ({
                value,
                label: t(`widgetbars.editor.sorts.${value}`),
              }))}
              allowDeselect={false}
              {...form.getInputProps(`${path}.sort`)}
            />
          </>
        ) : null}
        {HAS_PROFILE.has(widget.type) ? (
          <MultiSelect
            label={t("widgetbars.editor.profileFields")}
            data={WIDGET_PROFILE_FIELDS.map((value) => ({ value, label: t(`widgetbars.profile.${value}`) }))}
            {...form.getInputProps(`${path}.profile_fields`)}
          />
        ) : null}
        {HAS_COUNT.has(widget.type) ? (
          <NumberInput
            label={t("widgetbars.editor.count")}
            min={0}
            max={WIDGET_COUNT_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            w={200}
            {...form.getInputProps(`${path}.count`)}
          />
        ) : null}
        {widget.type === "birthday" ? (
          <Switch
            label={t("widgetbars.editor.showAge")}
            {...form.getInputProps(`${path}.show_age`, { type: "checkbox" })}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
