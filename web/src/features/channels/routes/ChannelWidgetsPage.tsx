import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { channelWidgetsQuery, deleteWidget, refreshChannels } from "../api";
import { ChannelUpdateGate } from "../components/ChannelUpdateGate";

/** /channels/{slug}/widgets: the channel's widgets, to add, edit or delete (for who may update the channel). */
export function ChannelWidgetsPage() {
  const { slug = "" } = useParams();
  return <ChannelUpdateGate slug={slug}>{() => <WidgetList slug={slug} />}</ChannelUpdateGate>;
}

function WidgetList({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(channelWidgetsQuery(slug));
  const remove = useAppMutation({
    mutationFn: (id: string) => deleteWidget(slug, id),
    onSuccess: async () => {
      notifySaved(t("channels.widgets.deleted"));
      await refreshChannels(queryClient);
    },
  });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t("channels.widgets.title")}
        </Title>
        <Group gap="xs">
          <Button variant="default" component={Link} to={`/channels/${slug}`}>
            {t("channels.settings.cancel")}
          </Button>
          <Button
            component={Link}
            to={`/channels/${slug}/widgets/new`}
            leftSection={<IconPlus size={16} />}
            data-testid="widget-add"
          >
            {t("channels.widgets.add")}
          </Button>
        </Group>
      </Group>
      <QueryState
        query={query}
        isEmpty={(d) => d.widgets.length === 0}
        empty={<Text c="dimmed">{t("channels.widgets.empty")}</Text>}
      >
        {(data) => (
          <Stack gap="xs">
            {data.widgets.map((w) => (
              <Card key={w.id} withBorder padding="sm" data-testid="widget-entry">
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600}>{w.title || t(`channels.types.${w.type}`)}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`channels.types.${w.type}`)}
                    </Text>
                  </div>
                  <Group gap="xs">
                    <Anchor component={Link} to={`/widgets/${w.id}`} data-testid="widget-show">
                      {t("channels.widgets.show")}
                    </Anchor>
                    <Anchor component={Link} to={`/channels/${slug}/widgets/${w.id}/edit`}>
                      {t("channels.widgets.edit")}
                    </Anchor>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() =>
                        openConfirm({
                          message: t("channels.widgets.confirmDelete"),
                          danger: true,
                          onConfirm: () => remove.mutate(w.id),
                        })
                      }
                    >
                      {t("channels.widgets.delete")}
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
