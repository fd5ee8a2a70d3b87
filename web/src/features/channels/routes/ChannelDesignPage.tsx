import { type ChannelPage, readableTextOn } from "@intranet/contracts";
import { Button, ColorInput, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { refreshChannels, updateChannel } from "../api";
import { ChannelUpdateGate } from "../components/ChannelUpdateGate";

type Values = { primary: string; header_background: string; background: string };

function DesignForm({ channel }: { channel: ChannelPage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      primary: channel.design.primary,
      header_background: channel.design.header_background,
      background: channel.design.background,
    },
  });
  const save = useAppMutation({
    mutationFn: (design: Values) => updateChannel(channel.slug, { channel: { design } }),
    form,
    onSuccess: async () => {
      notifySaved(t("channels.design.saved"));
      await refreshChannels(queryClient);
      navigate(channel.path);
    },
  });
  const v = form.values;
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t("channels.design.title")}
          </Title>
          <ColorInput label={t("channels.design.primary")} format="hex" {...form.getInputProps("primary")} />
          <ColorInput
            label={t("channels.design.headerBackground")}
            format="hex"
            {...form.getInputProps("header_background")}
          />
          <ColorInput label={t("channels.design.background")} format="hex" {...form.getInputProps("background")} />
          <Paper
            withBorder
            p="md"
            aria-label={t("channels.design.preview")}
            style={{
              background: v.background || undefined,
              color: v.background ? readableTextOn(v.background) : undefined,
            }}
          >
            <Text
              fw={700}
              p="xs"
              style={{
                background: v.header_background || undefined,
                color: v.header_background ? readableTextOn(v.header_background) : undefined,
              }}
            >
              {channel.title}
            </Text>
            <Button mt="sm" style={v.primary ? { background: v.primary, color: readableTextOn(v.primary) } : undefined}>
              {t("channels.page.subscribe")}
            </Button>
          </Paper>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(channel.path)}>
              {t("channels.settings.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()} data-testid="design-save">
              {t("channels.settings.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /channels/{slug}/design/edit: the colours the page derives its `--channel-…` variables from. */
export function ChannelDesignPage() {
  const { slug = "" } = useParams();
  return <ChannelUpdateGate slug={slug}>{(channel) => <DesignForm channel={channel} />}</ChannelUpdateGate>;
}
