import type { SidebarWidget } from "@intranet/contracts";
import { Anchor, Box, Button, Collapse, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLayoutSidebarRight } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { WidgetHtml, WidgetMarkdown } from "../../../components/WidgetText";
import { formatPeriod } from "../../../lib/dates";
import { sidebarQuery } from "../api";

/**
 * A widget's text: HTML the server cleaned as it is, markdown once its renderer has loaded (the text's place empty
 * until then, the text as written if the renderer cannot be downloaded).
 */
function Content({ widget }: { widget: SidebarWidget }) {
  if (widget.renderer === "html_sanitized") return <WidgetHtml html={widget.content} fz="sm" />;
  return (
    <Suspense fallback={null}>
      <WidgetMarkdown text={widget.content} fz="sm" />
    </Suspense>
  );
}

function Nothing() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t("widgetbars.sidebar.nothing")}
    </Text>
  );
}

function Members({ widget }: { widget: SidebarWidget }) {
  const { t } = useTranslation();
  const members = widget.members ?? [];
  if (members.length === 0) return <Nothing />;
  return (
    <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {members.map((m) => (
        <Group key={m.id} gap="xs" wrap="nowrap" component="li">
          <MemberAvatar
            member={{ displayName: m.name, images: { medium: m.avatar_url, large: null, "40x40@2": null } }}
            size="sm"
            radius="xl"
          />
          <Box style={{ minWidth: 0 }}>
            <Anchor component={Link} to={m.path} size="sm" style={{ overflowWrap: "anywhere" }}>
              {m.name}
            </Anchor>
            {m.birthday ? (
              <Text size="xs" c="dimmed">
                {m.birthday.split("-").reverse().join(".")}
                {m.age !== undefined ? ` · ${t("widgetbars.sidebar.age", { age: m.age })}` : ""}
              </Text>
            ) : null}
            {Object.entries(m.profile).map(([field, value]) => (
              <Text key={field} size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {value}
              </Text>
            ))}
          </Box>
        </Group>
      ))}
    </Stack>
  );
}

function Links({ links, external }: { links: { url: string; title: string }[]; external?: boolean }) {
  if (links.length === 0) return <Nothing />;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {links.map((l) => (
        <li key={l.url}>
          {external ? (
            <Anchor
              href={l.url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ overflowWrap: "anywhere" }}
            >
              {l.title}
            </Anchor>
          ) : (
            <Anchor component={Link} to={l.url} size="sm" style={{ overflowWrap: "anywhere" }}>
              {l.title}
            </Anchor>
          )}
        </li>
      ))}
    </Stack>
  );
}

function WidgetBody({ widget }: { widget: SidebarWidget }) {
  const { t } = useTranslation();
  switch (widget.type) {
    case "text":
      return widget.content ? <Content widget={widget} /> : <Nothing />;
    case "group_info":
      if (!widget.group)
        return (
          <Text size="sm" c="dimmed">
            {t("widgetbars.sidebar.noGroup")}
          </Text>
        );
      return (
        <Stack gap={4}>
          <Anchor component={Link} to={widget.group.path} fw={600} size="sm">
            {widget.group.name}
          </Anchor>
          {widget.content ? <Content widget={widget} /> : null}
        </Stack>
      );
    case "birthday":
      return (
        <Stack gap={6}>
          {widget.your_birthday ? (
            <Text size="sm" fw={600} data-testid="your-birthday">
              {t("widgetbars.sidebar.yourBirthday")}
            </Text>
          ) : null}
          <Members widget={widget} />
        </Stack>
      );
    case "admin_members":
    case "newest_members":
    case "online_members":
      return <Members widget={widget} />;
    case "rss":
      return (
        <Stack gap={6}>
          {widget.error ? (
            <Text size="sm" c="red.8" role="status">
              {widget.error}
            </Text>
          ) : null}
          {widget.error && (widget.items ?? []).length === 0 ? null : <Links links={widget.items ?? []} external />}
        </Stack>
      );
    case "speed_dial":
      return <Links links={(widget.links ?? []).map((l) => ({ url: l.path, title: l.name }))} />;
    case "appointments": {
      const list = widget.appointments ?? [];
      if (list.length === 0) return <Nothing />;
      return (
        <Stack gap={8} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {list.map((a) => (
            <li key={`${a.path}-${a.start}`}>
              <Anchor component={Link} to={a.path} size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                {a.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatPeriod({ start: a.start, end: a.end, allDay: a.all_day })}
              </Text>
              {a.location ? (
                <Text size="xs" c="dimmed">
                  {a.location}
                </Text>
              ) : null}
              {a.meeting ? (
                <Anchor href={a.meeting.join_url} target="_blank" rel="noopener noreferrer" size="xs">
                  {t("widgetbars.sidebar.join")}
                </Anchor>
              ) : null}
            </li>
          ))}
        </Stack>
      );
    }
  }
}

function Widgets({ widgets }: { widgets: SidebarWidget[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {widgets.map((w) => (
        <Paper key={w.id} withBorder radius="md" p="sm" data-testid={`widget-${w.type}`}>
          <Stack gap="xs">
            <Title order={2} size="h5" style={{ overflowWrap: "anywhere" }}>
              {w.headline || t(`widgetbars.types.${w.type}`)}
            </Title>
            <WidgetBody widget={w} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The bar's widgets, or nothing while it loads or when the bar is empty (both slots read one cached answer). */
function useSidebarWidgets(identifier: string) {
  return useQuery(sidebarQuery(identifier)).data?.widgets ?? [];
}

/** Below `lg`: a button above the content that opens the bar. */
export function CompactSidebar({ identifier }: { identifier: string }) {
  const { t } = useTranslation();
  const widgets = useSidebarWidgets(identifier);
  const [open, setOpen] = useState(false);
  if (widgets.length === 0) return null;
  return (
    <Box hiddenFrom="lg">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconLayoutSidebarRight size={16} />}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="widget-sidebar-compact"
        data-testid="widget-sidebar-toggle"
      >
        {open ? t("widgetbars.sidebar.hide") : t("widgetbars.sidebar.show")}
      </Button>
      <Collapse expanded={open}>
        <Box component="aside" id="widget-sidebar-compact" aria-label={t("widgetbars.sidebar.label")} pt="sm">
          {open ? <Widgets widgets={widgets} /> : null}
        </Box>
      </Collapse>
    </Box>
  );
}

/** From `lg`: a 300 px column beside the content. */
export function WideSidebar({ identifier }: { identifier: string }) {
  const { t } = useTranslation();
  const widgets = useSidebarWidgets(identifier);
  if (widgets.length === 0) return null;
  return (
    <Box
      component="aside"
      visibleFrom="lg"
      w={300}
      style={{ flexShrink: 0 }}
      aria-label={t("widgetbars.sidebar.label")}
      data-testid="widget-sidebar"
    >
      <Widgets widgets={widgets} />
    </Box>
  );
}
