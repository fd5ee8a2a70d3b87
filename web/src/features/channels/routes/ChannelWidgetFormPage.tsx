import {
  CHANNEL_WIDGET_TYPES,
  type ChannelWidget,
  type ChannelWidgetType,
  FULL_ROW_WIDGET_TYPES,
  type MemberSummary,
  NAVIGATION_TYPES,
  ONE_COLUMN_WIDGET_TYPES,
} from "@intranet/contracts";
import { Button, Checkbox, Group, NumberInput, Paper, Select, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { MemberPicker } from "../../../components/MemberPicker";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { UploadField } from "../../../components/upload/UploadField";
import { submitUploads, type UploadEntry } from "../../../components/upload/upload-entry";
import { isLanguage } from "../../../i18n";
import { useAppMutation } from "../../../lib/mutations";
import { channelQuery, channelWidgetQuery, createWidget, refreshChannels, updateWidget } from "../api";
import { ChannelUpdateGate } from "../components/ChannelUpdateGate";
import { type Translations, WidgetTranslations } from "../components/WidgetTranslations";
import type { ChannelsMessages } from "../i18n/en";

/** The form's values: lists edited as lines of text, sent as the type's fields. */
type Values = {
  type: ChannelWidgetType;
  title: string;
  hide_title: boolean;
  w: number;
  content: string;
  label: string;
  members: MemberSummary[];
  url: string;
  count: number;
  latest_articles: number;
  articles: string;
  images: string;
  image_url: string;
  text: string;
  link_url: string;
  open_in_new_window: boolean;
  navigation_type: string;
  navigation_items: string;
  translations: Translations;
};

/** An uploaded image as widgets keep it (the uploads' image path). */
const ownImagePath = (id: string) => `/api/storage/images/${id}`;

const lines = (value: string) =>
  value
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** The type's fields from the form (only the keys of that type). */
function fieldsFrom(v: Values): Record<string, unknown> {
  switch (v.type) {
    case "text":
      return { content: v.content };
    case "people":
      return { label: v.label, member_ids: v.members.map((m) => m.id) };
    case "images":
      return { images: lines(v.images).map((url) => ({ url, caption: "", link: "" })) };
    case "banner":
      return { image_url: v.image_url, text: v.text, link_url: v.link_url };
    case "rss":
      return { url: v.url, count: v.count };
    case "blog":
      return { latest_articles: v.latest_articles };
    case "appointments":
      return { count: v.count };
    case "spotlight":
      return { articles: lines(v.articles) };
    case "link":
      return { url: v.url, open_in_new_window: v.open_in_new_window };
    case "navigation":
      return {
        navigation_type: v.navigation_type,
        navigation_items: lines(v.navigation_items).map((line) => {
          const [title = "", url = ""] = line.split("|").map((s) => s.trim());
          return { title, url };
        }),
      };
  }
}

function valuesOf(w: ChannelWidget | null, members: MemberSummary[]): Values {
  const f = (w?.fields ?? {}) as Record<string, unknown>;
  const str = (key: string) => (typeof f[key] === "string" ? (f[key] as string) : "");
  const arr = (key: string) => (Array.isArray(f[key]) ? (f[key] as unknown[]) : []);
  return {
    type: w?.type ?? "text",
    title: w?.title ?? "",
    hide_title: w?.hide_title ?? false,
    w: w?.w ?? 1,
    content: str("content"),
    label: str("label"),
    members,
    url: str("url"),
    count: typeof f.count === "number" ? f.count : w?.type === "rss" ? 12 : 10,
    latest_articles: typeof f.latest_articles === "number" ? f.latest_articles : 3,
    articles: arr("articles").join("\n"),
    images: arr("images")
      .map((i) => (i as { url: string }).url)
      .join("\n"),
    image_url: str("image_url"),
    text: str("text"),
    link_url: str("link_url"),
    open_in_new_window: f.open_in_new_window !== false,
    navigation_type: str("navigation_type") || "buttons",
    navigation_items: arr("navigation_items")
      .map((i) => `${(i as { title: string }).title} | ${(i as { url: string }).url}`)
      .join("\n"),
    translations: (w?.translations ?? {}) as Translations,
  };
}

function WidgetForm({
  slug,
  widget,
  members = [],
}: {
  slug: string;
  widget: ChannelWidget | null;
  members?: MemberSummary[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const lng = params.get("lng");
  const language = lng && isLanguage(lng) ? lng : null;
  const form = useForm<Values>({ initialValues: valuesOf(widget, members) });
  const [uploads, setUploads] = useState<UploadEntry[]>([]);
  const back = () => navigate(`/channels/${slug}/widgets`);
  const save = useAppMutation({
    mutationFn: async (v: Values) => {
      const uploaded = (await submitUploads("images", uploads)).flatMap((u) =>
        u.state === "published" && u.id ? [ownImagePath(u.id)] : [],
      );
      const withImages =
        v.type === "images"
          ? { ...v, images: [v.images, ...uploaded].filter(Boolean).join("\n") }
          : v.type === "banner" && uploaded[0]
            ? { ...v, image_url: uploaded[0] }
            : v;
      const body = {
        widget: {
          type: v.type,
          title: v.title,
          hide_title: v.hide_title,
          w: v.w,
          fields: fieldsFrom(withImages),
          translations: v.translations,
        },
      };
      return widget ? updateWidget(slug, widget.id, body) : createWidget(slug, body);
    },
    form,
    onSuccess: async () => {
      notifySaved(t("channels.widgets.saved"));
      await refreshChannels(queryClient);
      back();
    },
  });
  const v = form.values;
  const fixedWidth = ONE_COLUMN_WIDGET_TYPES.includes(v.type) || FULL_ROW_WIDGET_TYPES.includes(v.type);
  const label = (key: keyof ChannelsMessages["widgets"]["fields"]) => t(`channels.widgets.fields.${key}` as const);
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {widget ? t("channels.widgets.edit") : t("channels.widgets.add")}
          </Title>
          <Select
            label={t("channels.widgets.type")}
            data={CHANNEL_WIDGET_TYPES.map((type) => ({ value: type, label: t(`channels.types.${type}`) }))}
            allowDeselect={false}
            disabled={widget !== null}
            data-testid="widget-type"
            {...form.getInputProps("type")}
          />
          <TextInput
            label={t("channels.widgets.widgetTitle")}
            data-testid="widget-title"
            {...form.getInputProps("title")}
          />
          <Checkbox
            label={t("channels.widgets.hideTitle")}
            {...form.getInputProps("hide_title", { type: "checkbox" })}
          />
          {!fixedWidth && (
            <NumberInput label={t("channels.widgets.width")} min={1} max={3} {...form.getInputProps("w")} />
          )}
          {v.type === "text" && (
            <Textarea
              label={label("content")}
              autosize
              minRows={5}
              data-testid="widget-content"
              {...form.getInputProps("content")}
              error={form.errors["fields.content"] ?? form.errors.content}
            />
          )}
          {v.type === "people" && (
            <>
              <TextInput label={label("label")} {...form.getInputProps("label")} />
              <MemberPicker
                label={label("member_ids")}
                value={v.members}
                onChange={(picked) => form.setFieldValue("members", picked)}
                maxValues={60}
                error={form.errors["fields.member_ids"] as string | undefined}
              />
            </>
          )}
          {v.type === "images" && (
            <>
              <Textarea label={label("images")} autosize minRows={3} {...form.getInputProps("images")} />
              <UploadField
                directory="images"
                label={t("channels.widgets.uploadImages")}
                value={uploads}
                onChange={setUploads}
                maxFiles={40}
                extensionFilter={null}
              />
            </>
          )}
          {v.type === "banner" && (
            <>
              <TextInput label={label("image_url")} {...form.getInputProps("image_url")} />
              <UploadField
                directory="images"
                label={t("channels.widgets.uploadImage")}
                value={uploads}
                onChange={setUploads}
                maxFiles={1}
                extensionFilter={null}
              />
              <TextInput label={label("text")} {...form.getInputProps("text")} />
              <TextInput label={label("link_url")} {...form.getInputProps("link_url")} />
            </>
          )}
          {(v.type === "rss" || v.type === "link") && (
            <TextInput
              label={label("url")}
              required
              data-testid="widget-url"
              {...form.getInputProps("url")}
              error={form.errors["fields.url"]}
            />
          )}
          {(v.type === "rss" || v.type === "appointments") && (
            <NumberInput label={label("count")} min={1} max={50} {...form.getInputProps("count")} />
          )}
          {v.type === "blog" && (
            <NumberInput label={label("latest_articles")} min={1} max={20} {...form.getInputProps("latest_articles")} />
          )}
          {v.type === "spotlight" && (
            <Textarea label={label("articles")} autosize minRows={3} {...form.getInputProps("articles")} />
          )}
          {v.type === "link" && (
            <Checkbox
              label={label("open_in_new_window")}
              {...form.getInputProps("open_in_new_window", { type: "checkbox" })}
            />
          )}
          {v.type === "navigation" && (
            <>
              <Select
                label={label("navigation_type")}
                data={[...NAVIGATION_TYPES]}
                allowDeselect={false}
                {...form.getInputProps("navigation_type")}
              />
              <Textarea
                label={label("navigation_items")}
                autosize
                minRows={3}
                {...form.getInputProps("navigation_items")}
              />
            </>
          )}
          <WidgetTranslations
            type={v.type}
            language={language}
            onLanguage={(next) => setParams(next ? { lng: next } : {}, { replace: true })}
            value={v.translations}
            onChange={(next) => form.setFieldValue("translations", next)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={back}>
              {t("channels.settings.cancel")}
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!form.isDirty() && uploads.length === 0}
              data-testid="widget-save"
            >
              {t("channels.settings.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /channels/{slug}/widgets/new. */
export function ChannelWidgetNewPage() {
  const { slug = "" } = useParams();
  return <ChannelUpdateGate slug={slug}>{() => <WidgetForm slug={slug} widget={null} />}</ChannelUpdateGate>;
}

/** /channels/{slug}/widgets/{id}/edit. */
export function ChannelWidgetEditPage() {
  const { slug = "", widgetId = "" } = useParams();
  return <ChannelUpdateGate slug={slug}>{() => <WidgetEditor slug={slug} widgetId={widgetId} />}</ChannelUpdateGate>;
}

function WidgetEditor({ slug, widgetId }: { slug: string; widgetId: string }) {
  const query = useQuery(channelWidgetQuery(slug, widgetId));
  // The people widget's members as the channel page shows them, for the member picker.
  const page = useQuery({ ...channelQuery(slug), enabled: query.data?.type === "people" });
  const members: MemberSummary[] = (page.data?.widgets.find((w) => w.id === widgetId)?.data.members ?? []).map((m) => ({
    id: m.id,
    displayName: m.name,
    images: { medium: m.avatar_url, large: m.avatar_url, "40x40@2": m.avatar_url },
    is_external: false,
    path: m.path,
  }));
  const ready = query.data?.type !== "people" || !page.isPending;
  return (
    <QueryState query={query}>
      {(widget) => (ready ? <WidgetForm slug={slug} widget={widget} members={members} /> : null)}
    </QueryState>
  );
}
