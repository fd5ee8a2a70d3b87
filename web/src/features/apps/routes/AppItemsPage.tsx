import type { AppDetail, AppItem } from "@intranet/contracts";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  CloseButton,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertTriangle, IconArchive, IconPlus, IconSettings } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { QueryState } from "../../../components/QueryState";
import { appItemsQuery, useLiveItems } from "../api";
import { assigneeOf, memberOf } from "../components/members";
import { Wall } from "../components/Wall";

function ItemTable({ app, items }: { app: AppDetail; items: AppItem[] }) {
  const { t } = useTranslation();
  const column = app.fields.find((f) => f.name === app.collection_layout.column_property);
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped data-testid="item-table">
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="item-row">
              <Table.Td>
                <Anchor component={Link} to={`/apps/${app.slug}/items/${item.id}`} fw={600}>
                  {item.title || t("apps.items.untitled")}
                </Anchor>
                {item.description && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {item.description}
                  </Text>
                )}
              </Table.Td>
              {column && (
                <Table.Td>
                  {column.options.find((o) => o.id === item.values[column.name])?.label ?? (
                    <Text c="dimmed" size="sm">
                      {t("apps.wall.unassigned")}
                    </Text>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const hasColumns = (app: AppDetail) => app.fields.some((f) => f.name === app.collection_layout.column_property);

/**
 * The items as a list: also the wall of an app without a column property (§8 "Wall with no columns"), with the hint
 * to choose one for who may change the app.
 */
function ItemList({ app, items, asWall }: { app: AppDetail; items: AppItem[]; asWall: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {asWall && app.can.manage && (
        <Alert color="red" icon={<IconAlertTriangle />} data-testid="wall-no-columns">
          {t("apps.wall.noColumns")}
        </Alert>
      )}
      {items.length === 0 ? <EmptyState title={t("apps.items.empty")} /> : <ItemTable app={app} items={items} />}
    </>
  );
}

/** `/apps/{appSlug}/items`: the app's items as a wall or a list, filtered by `?tag=` or `?assignee_id=&assignee_name=&image_id=` (the badge names the member with their picture). */
export function AppItemsPage() {
  const { t } = useTranslation();
  const { appSlug = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const tag = params.get("tag") ?? undefined;
  const assignee = assigneeOf(params);
  const list = useQuery(appItemsQuery(appSlug, { tag, assignee_id: assignee?.id }));
  useLiveItems(appSlug, list.data?.app.id);
  const filterLabel = tag ? `#${tag}` : (assignee?.displayValue ?? null);
  return (
    <QueryState query={list} errorMessage={t("apps.items.loadError")}>
      {({ app, items }) => {
        const view = params.get("view") ?? app.collection_layout.view;
        return (
          <Stack gap="md" data-testid="app-items">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={1} size="h2">
                  {app.name}
                </Title>
                {app.description && <Text c="dimmed">{app.description}</Text>}
              </div>
              <Group gap="xs">
                {app.can.create_items && (
                  <Button component={Link} to={`/apps/${app.slug}/items/new`} leftSection={<IconPlus size={16} />}>
                    {t("apps.items.newItem")}
                  </Button>
                )}
                <Button
                  variant="default"
                  component={Link}
                  to={`/apps/${app.slug}/items/archive`}
                  leftSection={<IconArchive size={16} />}
                >
                  {t("apps.items.archive")}
                </Button>
                {app.can.manage && (
                  <Button
                    variant="subtle"
                    component={Link}
                    to={`/apps/${app.slug}/edit`}
                    leftSection={<IconSettings size={16} />}
                  >
                    {t("apps.items.edit")}
                  </Button>
                )}
              </Group>
            </Group>
            <Group justify="space-between">
              <SegmentedControl
                value={view}
                onChange={(v) => {
                  const next = new URLSearchParams(params);
                  next.set("view", v);
                  setParams(next, { replace: true });
                }}
                data={[
                  { value: "wall", label: t("apps.items.wall") },
                  { value: "list", label: t("apps.items.list") },
                ]}
                aria-label={t("apps.items.view")}
              />
              {filterLabel && (
                <Badge
                  size="lg"
                  variant="light"
                  data-testid="item-filter"
                  leftSection={
                    !tag && assignee ? <MemberAvatar member={memberOf(assignee)} size={20} aria-hidden /> : undefined
                  }
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label={t("apps.items.clearFilter")}
                      onClick={() => setParams(view === app.collection_layout.view ? {} : { view })}
                    />
                  }
                >
                  {t("apps.items.filteredBy", { value: filterLabel })}
                </Badge>
              )}
            </Group>
            {view === "wall" && hasColumns(app) ? (
              <Wall app={app} items={items} />
            ) : (
              <ItemList app={app} items={items} asWall={view === "wall"} />
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
