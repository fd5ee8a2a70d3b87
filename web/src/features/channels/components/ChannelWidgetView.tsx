import {
  CHANNEL_WIDGET_PER_COLUMN,
  type ChannelWidgetFields,
  type ChannelWidgetType,
  ONE_COLUMN_WIDGET_TYPES,
  type ShownChannelWidget,
} from "@intranet/contracts";
import { Anchor, Avatar, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { WidgetHtml, WidgetMarkdown } from "../../../components/WidgetText";
import { formatDate, formatInstant, ownWallClock } from "../../../lib/dates";
import { htmlToPlainText } from "../../../lib/html-text";
import { ChannelGallery } from "./ChannelGallery";

const fieldsOf = <T extends ChannelWidgetType>(w: ShownChannelWidget, _type: T) => w.fields as ChannelWidgetFields[T];

/** How many inner columns a widget's entries use: its width, one for the types that collapse (§5). */
const innerColumns = (w: ShownChannelWidget) => (ONE_COLUMN_WIDGET_TYPES.includes(w.type) ? 1 : w.w);

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/**
 * A text widget's content (typed into a plain text field): HTML as the server cleaned it on save and again on read, or,
 * where it holds no element, markdown as the widget bars render it. The server's cleaning wrote the markdown's `<`, `>`
 * and `&` as entities, which its text as written gets back.
 */
function TextContent({ content }: { content: string }) {
  if (/<[a-z]/i.test(content)) return <WidgetHtml html={content} />;
  return (
    <Suspense fallback={null}>
      <WidgetMarkdown text={htmlToPlainText(content)} />
    </Suspense>
  );
}

function Body({ widget: w }: { widget: ShownChannelWidget }) {
  const { t } = useTranslation();
  const cols = innerColumns(w);
  switch (w.type) {
    case "text":
      return <TextContent content={w.data.content ?? ""} />;
    case "people": {
      const members = w.data.members ?? [];
      if (!members.length) return <Empty>{t("channels.widget.noMembers")}</Empty>;
      return (
        <SimpleGrid cols={{ base: 1, sm: cols * CHANNEL_WIDGET_PER_COLUMN.people > 3 ? 3 : cols }}>
          {members.map((m) => (
            <Group key={m.id} gap="xs" wrap="nowrap">
              <Avatar src={m.avatar_url} alt="" radius="xl" size="md" />
              <Anchor component={Link} to={m.path} size="sm">
                {m.name}
              </Anchor>
            </Group>
          ))}
        </SimpleGrid>
      );
    }
    case "images":
      return (
        <ChannelGallery
          images={fieldsOf(w, "images").images}
          max={CHANNEL_WIDGET_PER_COLUMN.images * cols}
          cols={cols}
        />
      );
    case "banner": {
      const f = fieldsOf(w, "banner");
      const content = (
        <Stack
          gap="xs"
          p="md"
          style={{ background: f.background || "var(--channel-primary, var(--mantine-color-blue-light))" }}
        >
          {f.image_url && <Image src={f.image_url} alt="" radius="sm" />}
          {f.text && <Text fw={600}>{f.text}</Text>}
        </Stack>
      );
      return f.link_url ? (
        <Anchor href={f.link_url} underline="never">
          {content}
        </Anchor>
      ) : (
        content
      );
    }
    case "rss": {
      if (w.data.error) return <Empty>{t("channels.widget.feedError")}</Empty>;
      return (
        <SimpleGrid cols={{ base: 1, sm: cols }}>
          {(w.data.items ?? []).map((item) => (
            <Anchor key={item.url} href={item.url} target="_blank" rel="noopener noreferrer" size="sm">
              {item.title}
            </Anchor>
          ))}
        </SimpleGrid>
      );
    }
    case "blog":
    case "spotlight": {
      const articles = w.data.articles ?? [];
      if (!articles.length) return <Empty>{t("channels.widget.noArticles")}</Empty>;
      return (
        <Stack gap="sm">
          {articles.map((a) => (
            <Card key={a.id} withBorder padding="sm">
              {a.image_url && <Image src={a.image_url} alt="" h={140} fit="cover" radius="sm" />}
              <Anchor component={Link} to={a.path} fw={600}>
                {a.title}
              </Anchor>
              {a.teaser && (
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {a.teaser}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {a.author.name} · {formatDate(a.published_at)}
              </Text>
            </Card>
          ))}
        </Stack>
      );
    }
    case "appointments": {
      const list = w.data.appointments ?? [];
      if (!list.length) return <Empty>{t("channels.widget.noAppointments")}</Empty>;
      return (
        <Group gap="sm" wrap="nowrap" style={{ overflowX: "auto" }}>
          {list.map((a) => (
            <Card key={a.path} withBorder padding="sm" miw={180}>
              <Text size="xs" c="dimmed">
                {a.all_day ? formatDate(ownWallClock(a.start).slice(0, 10)) : formatInstant(a.start)}
              </Text>
              <Anchor component={Link} to={a.path} size="sm" fw={600}>
                {a.name}
              </Anchor>
            </Card>
          ))}
        </Group>
      );
    }
    case "link": {
      const f = fieldsOf(w, "link");
      const p = w.data.preview;
      return (
        <Card withBorder padding="sm">
          {p?.image_url && <Image src={p.image_url} alt="" h={140} fit="cover" radius="sm" />}
          <Anchor
            href={p?.url ?? f.url}
            target={f.open_in_new_window ? "_blank" : undefined}
            rel="noopener noreferrer"
            fw={600}
          >
            {p?.title ?? f.url}
          </Anchor>
          {p?.description && (
            <Text size="sm" c="dimmed" lineClamp={3}>
              {p.description}
            </Text>
          )}
        </Card>
      );
    }
    case "navigation": {
      const f = fieldsOf(w, "navigation");
      const items = f.navigation_items;
      if (f.navigation_type === "list")
        return (
          <Stack gap={4}>
            {items.map((item) => (
              <Anchor key={item.title} href={item.url} target={item.new_window ? "_blank" : undefined} size="sm">
                {item.title}
              </Anchor>
            ))}
          </Stack>
        );
      return (
        <SimpleGrid cols={{ base: 1, sm: f.navigation_type === "grid" ? Math.max(2, cols) : cols }}>
          {items.slice(0, CHANNEL_WIDGET_PER_COLUMN.navigation * Math.max(2, cols)).map((item) => (
            <Button
              key={item.title}
              component="a"
              href={item.url}
              target={item.new_window ? "_blank" : undefined}
              variant={f.navigation_type === "buttons" ? "filled" : "light"}
              style={{
                background: item.background_override || undefined,
                color: item.text_override || undefined,
              }}
            >
              {item.title}
            </Button>
          ))}
        </SimpleGrid>
      );
    }
    default:
      return <Empty>{t("channels.widget.unknown")}</Empty>;
  }
}

/** One widget of a channel page: its title (unless hidden) and what its type shows. */
export function ChannelWidgetView({ widget }: { widget: ShownChannelWidget }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={`channel-widget-${widget.type}`}>
      {!widget.hide_title && widget.title && (
        <Title
          order={2}
          size="h4"
          mb="sm"
          px={widget.title_background_override ? "xs" : 0}
          style={{ background: widget.title_background_override || undefined }}
        >
          {widget.title}
        </Title>
      )}
      <Body widget={widget} />
    </Card>
  );
}
