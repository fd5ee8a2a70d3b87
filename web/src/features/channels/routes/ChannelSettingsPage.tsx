import { CHANNEL_STATUSES, type Channel, type ChannelStatus, channelBody } from "@intranet/contracts";
import { Button, Checkbox, Group, Paper, Select, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { UploadField } from "../../../components/upload/UploadField";
import { submitUploads, type UploadEntry } from "../../../components/upload/upload-entry";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { channelListsQuery, createChannel, refreshChannels, updateChannel } from "../api";
import { ChannelUpdateGate, NoChannelPermission } from "../components/ChannelUpdateGate";

type Values = {
  title: string;
  slug: string;
  description: string;
  image_url: string;
  status: ChannelStatus;
  start_page: boolean;
};

const toBody = (v: Values) => ({ channel: { ...v, slug: v.slug.trim() || undefined } });

function SettingsForm({ channel }: { channel: Channel | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      title: channel?.title ?? "",
      slug: channel?.slug ?? "",
      description: channel?.description ?? "",
      image_url: channel?.image_url ?? "",
      status: channel?.status ?? "draft",
      start_page: channel?.start_page ?? false,
    },
    validate: contractValidator(channelBody, toBody),
  });
  const [uploads, setUploads] = useState<UploadEntry[]>([]);
  const save = useAppMutation({
    mutationFn: async (values: Values) => {
      // An uploaded image takes the place of the address (the server claims it as the editor's own upload).
      const [uploaded] = (await submitUploads("images", uploads)).filter((u) => u.state === "published" && u.id);
      const v = uploaded ? { ...values, image_url: `/api/storage/images/${uploaded.id}` } : values;
      return channel ? updateChannel(channel.slug, toBody(v)) : createChannel(toBody(v));
    },
    form,
    onSuccess: async (saved) => {
      notifySaved(t("channels.settings.saved"));
      await refreshChannels(queryClient);
      navigate(saved.path);
    },
  });
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {channel ? t("channels.settings.editTitle") : t("channels.settings.newTitle")}
          </Title>
          <TextInput
            label={t("channels.settings.title")}
            required
            data-testid="channel-title"
            {...form.getInputProps("title")}
          />
          <TextInput
            label={t("channels.settings.slug")}
            description={t("channels.settings.slugHint")}
            data-testid="channel-slug"
            {...form.getInputProps("slug")}
          />
          <Textarea
            label={t("channels.settings.description")}
            autosize
            minRows={3}
            {...form.getInputProps("description")}
          />
          <TextInput label={t("channels.settings.imageUrl")} {...form.getInputProps("image_url")} />
          <UploadField
            directory="images"
            label={t("channels.settings.uploadImage")}
            value={uploads}
            onChange={setUploads}
            maxFiles={1}
            extensionFilter={null}
          />
          <Select
            label={t("channels.settings.status")}
            data={CHANNEL_STATUSES.map((s) => ({ value: s, label: t(`channels.status.${s}`) }))}
            allowDeselect={false}
            data-testid="channel-status"
            {...form.getInputProps("status")}
          />
          <Checkbox
            label={t("channels.settings.startPage")}
            {...form.getInputProps("start_page", { type: "checkbox" })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(channel ? channel.path : "/channels")}>
              {t("channels.settings.cancel")}
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!form.isDirty() && uploads.length === 0}
              data-testid="channel-save"
            >
              {t("channels.settings.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /channels/new: the form for who may create channels (can.create_channels), the refusal for others. */
export function ChannelNewPage() {
  const query = useQuery(channelListsQuery());
  return (
    <QueryState query={query}>
      {(lists) => (lists.can.create_channels ? <SettingsForm channel={null} /> : <NoChannelPermission />)}
    </QueryState>
  );
}

/** /channels/{slug}/edit. */
export function ChannelEditPage() {
  const { slug = "" } = useParams();
  return <ChannelUpdateGate slug={slug}>{(channel) => <SettingsForm channel={channel} />}</ChannelUpdateGate>;
}
