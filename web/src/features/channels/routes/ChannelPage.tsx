import { CHANNEL_ROW_SPANS, type Channel, type ChannelPage as ChannelPageData } from "@intranet/contracts";
import { ActionIcon, Alert, Button, Grid, Group, Menu, Stack, Text, Title } from "@mantine/core";
import { IconSettings, IconStar, IconStarFilled } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { useAppMutation } from "../../../lib/mutations";
import { channelQuery, setFavorite, setSubscribed } from "../api";
import { ChannelStatusBadge } from "../components/ChannelStatusBadge";
import { ChannelWidgetView } from "../components/ChannelWidgetView";

/** The design's derived colours as CSS variables (`--channel-…`, communication.md §2). */
export const channelStyle = (c: Pick<Channel, "design">): CSSProperties =>
  Object.fromEntries(
    Object.entries(c.design.derivedColors)
      .filter(([key]) => key.startsWith("channel-"))
      .map(([key, value]) => [`--${key}`, value]),
  ) as CSSProperties;

function Actions({ channel }: { channel: ChannelPageData }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = channelQuery(channel.slug).queryKey;
  const favorite = useAppMutation({
    mutationFn: (on: boolean) => setFavorite(channel.slug, on),
    onSuccess: ({ favorited }) =>
      queryClient.setQueryData(key, (old) => (old ? { ...old, i: { ...old.i, favorited } } : old)),
  });
  const subscribe = useAppMutation({
    mutationFn: (on: boolean) => setSubscribed(channel.slug, on),
    onSuccess: ({ subscribed, subscribers_count }) => {
      queryClient.setQueryData(key, (old) =>
        old ? { ...old, is_subscribed: subscribed, subscribers_count, i: { ...old.i, subscribed } } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ["channels", "lists"] });
    },
  });
  const favorited = channel.i.favorited;
  return (
    <Group gap="xs">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={favorited ? t("channels.page.unfavorite") : t("channels.page.favorite")}
        aria-pressed={favorited}
        disabled={favorite.isPending}
        onClick={() => favorite.mutate(!favorited)}
        data-testid="channel-favorite"
      >
        {favorited ? <IconStarFilled size={20} /> : <IconStar size={20} />}
      </ActionIcon>
      <Button
        variant={channel.is_subscribed ? "default" : "filled"}
        loading={subscribe.isPending}
        onClick={() => subscribe.mutate(!channel.is_subscribed)}
        style={
          channel.is_subscribed
            ? undefined
            : { background: "var(--channel-primary)", color: "var(--channel-primary-text)" }
        }
        data-testid="channel-subscribe"
      >
        {channel.is_subscribed ? t("channels.page.unsubscribe") : t("channels.page.subscribe")}
      </Button>
      {channel.can.update && (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t("channels.page.administration")}
              data-testid="channel-admin-menu"
            >
              <IconSettings size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={`${channel.path}/edit`}>
              {t("channels.page.edit")}
            </Menu.Item>
            <Menu.Item component={Link} to={`${channel.path}/layout/edit`}>
              {t("channels.page.layout")}
            </Menu.Item>
            <Menu.Item component={Link} to={`${channel.path}/design/edit`}>
              {t("channels.page.design")}
            </Menu.Item>
            <Menu.Item component={Link} to={`${channel.path}/widgets`}>
              {t("channels.page.widgets")}
            </Menu.Item>
            <Menu.Item component={Link} to={`${channel.path}/administration`}>
              {t("channels.page.admins")}
            </Menu.Item>
            {channel.can.add_article && channel.blog_id && (
              <Menu.Item component={Link} to={`/blogs/${channel.blog_id}/articles/new`}>
                {t("channels.page.addArticle")}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

function Layout({ channel }: { channel: ChannelPageData }) {
  const { t } = useTranslation();
  const widgets = new Map(channel.widgets.map((w) => [w.id, w]));
  const rows = channel.layout.rows.filter((r) => r.columns.some((c) => c.some((id) => widgets.has(id))));
  if (!rows.length) return <Text c="dimmed">{t("channels.page.emptyLayout")}</Text>;
  return (
    <Stack gap="md">
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is the layout
        <div key={i} data-testid={`channel-row-${row.type}`}>
          <Grid columns={3}>
            {row.columns.map((column, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
              <Grid.Col key={j} span={{ base: 3, md: CHANNEL_ROW_SPANS[row.type][j] ?? 1 }}>
                <Stack gap="md">
                  {column.flatMap((id) => {
                    const w = widgets.get(id);
                    return w ? [<ChannelWidgetView key={id} widget={w} />] : [];
                  })}
                </Stack>
              </Grid.Col>
            ))}
          </Grid>
        </div>
      ))}
    </Stack>
  );
}

/** /channels/{slug}: the channel built from its layout, with its design's colours. */
export function ChannelPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const query = useQuery(channelQuery(slug));
  return (
    <QueryState query={query}>
      {(channel) => (
        <Stack
          gap="md"
          style={{ ...channelStyle(channel), background: "var(--channel-background)", color: "var(--channel-text)" }}
          data-testid="channel-page"
        >
          <Group
            justify="space-between"
            wrap="wrap"
            p="md"
            style={{
              background: "var(--channel-header-background)",
              color: "var(--channel-header-text)",
              borderRadius: 8,
            }}
          >
            <Stack gap={2}>
              <Group gap="xs">
                <Title order={1} size="h2">
                  {channel.title}
                </Title>
                <ChannelStatusBadge status={channel.status} />
              </Group>
              {channel.description && <Text size="sm">{channel.description}</Text>}
              <Text size="xs">{t("channels.page.subscribers", { count: channel.subscribers_count })}</Text>
            </Stack>
            <Actions channel={channel} />
          </Group>
          {channel.status !== "published" && (
            <Alert color="yellow" data-testid="channel-status-message">
              {t(`channels.statusMessage.${channel.status}`)}
            </Alert>
          )}
          <Layout channel={channel} />
        </Stack>
      )}
    </QueryState>
  );
}
