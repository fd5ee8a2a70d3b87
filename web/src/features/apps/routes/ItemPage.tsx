import { type AppDetail, type AppItem, layoutColumns } from "@intranet/contracts";
import { Anchor, Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconArchive, IconArrowBackUp, IconEdit } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { appItemQuery, appQuery, archiveItem, placeItem, useLiveItems } from "../api";
import { FieldValue } from "../components/fields";

type Tab = AppDetail["item_layout"]["tabs"][number];

/** The tabs an item shows: the custom ones, or one tab with every field (auto and inherit: the app's default). */
export function tabsOf(app: AppDetail, detailsLabel: string): Tab[] {
  if (app.item_layout.type === "custom" && app.item_layout.tabs.length > 0) return app.item_layout.tabs;
  return [
    {
      name: detailsLabel,
      layout: "a",
      columns: { a: app.fields.map((f) => ({ field: f.name, show_label: true })), b: [], c: [], d: [] },
    },
  ];
}

/** One tab: its layout's rows ("a-bc-d": a, then b beside c, then d), each row's columns side by side. */
function TabBody({ app, item, tab }: { app: AppDetail; item: AppItem; tab: Tab }) {
  const fields = new Map(app.fields.map((f) => [f.name, f]));
  return (
    <Stack gap="lg">
      {tab.layout.split("-").map((row) => (
        <SimpleGrid key={row} cols={{ base: 1, sm: row.length }} spacing="lg">
          {layoutColumns(row as Tab["layout"]).map((column) => (
            <Stack key={column} gap="sm">
              {tab.columns[column].map((cell) => {
                const field = fields.get(cell.field);
                if (!field) return null;
                return (
                  <div key={cell.field} data-testid={`item-field-${field.name}`}>
                    {cell.show_label && (
                      <Text size="sm" fw={600} c="dimmed">
                        {field.label}
                      </Text>
                    )}
                    <FieldValue field={field} item={item} slug={app.slug} />
                  </div>
                );
              })}
            </Stack>
          ))}
        </SimpleGrid>
      ))}
    </Stack>
  );
}

/** `/apps/{appSlug}/items/{id}`: the item in its layout's tabs; the tab shown is kept in `?tab`. */
export function ItemPage() {
  const { t } = useTranslation();
  const { appSlug = "", id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const app = useQuery(appQuery(appSlug));
  const item = useQuery(appItemQuery(appSlug, id));
  useLiveItems(appSlug, app.data?.id);
  const archive = useAppMutation({
    mutationFn: (archived: boolean) => archiveItem(appSlug, id, archived),
    onSuccess: (changed) => {
      placeItem(queryClient, appSlug, changed);
      notifySaved(t(changed.archived ? "apps.item.archivedToast" : "apps.archive.restored"));
    },
  });
  return (
    <QueryState query={app}>
      {(appData) => (
        <QueryState query={item}>
          {(itemData) => {
            const tabs = tabsOf(appData, t("apps.item.details"));
            const asked = Number(params.get("tab"));
            const current = Number.isInteger(asked) && asked >= 0 && asked < tabs.length ? asked : 0;
            return (
              <Stack gap="md" data-testid="app-item">
                <Anchor component={Link} to={`/apps/${appSlug}/items`} size="sm">
                  {t("apps.item.back")}
                </Anchor>
                <Group justify="space-between" align="flex-start">
                  <Title order={1} size="h2">
                    {itemData.title || t("apps.items.untitled")}
                  </Title>
                  {itemData.can.update && (
                    <Group gap="xs">
                      {!itemData.archived && (
                        <Button
                          component={Link}
                          to={`/apps/${appSlug}/items/${id}/edit`}
                          variant="default"
                          leftSection={<IconEdit size={16} />}
                        >
                          {t("apps.item.edit")}
                        </Button>
                      )}
                      <Button
                        variant="default"
                        loading={archive.isPending}
                        onClick={() => archive.mutate(!itemData.archived)}
                        leftSection={itemData.archived ? <IconArrowBackUp size={16} /> : <IconArchive size={16} />}
                        data-testid="item-archive"
                      >
                        {itemData.archived ? t("apps.item.restore") : t("apps.item.archive")}
                      </Button>
                    </Group>
                  )}
                </Group>
                {itemData.archived_by && (
                  <Text c="dimmed" size="sm" data-testid="item-archived">
                    {t("apps.item.archived", { name: itemData.archived_by.name })}
                  </Text>
                )}
                {tabs.length > 1 ? (
                  <Tabs
                    value={String(current)}
                    onChange={(v) => {
                      const next = new URLSearchParams(params);
                      next.set("tab", v ?? "0");
                      setParams(next, { replace: true });
                    }}
                  >
                    <Tabs.List>
                      {tabs.map((tab, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: tabs are named by their place (?tab=)
                        <Tabs.Tab key={index} value={String(index)}>
                          {tab.name}
                        </Tabs.Tab>
                      ))}
                    </Tabs.List>
                    {tabs.map((tab, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: tabs are named by their place (?tab=)
                      <Tabs.Panel key={index} value={String(index)} pt="md">
                        <TabBody app={appData} item={itemData} tab={tab} />
                      </Tabs.Panel>
                    ))}
                  </Tabs>
                ) : (
                  tabs[0] && <TabBody app={appData} item={itemData} tab={tabs[0]} />
                )}
              </Stack>
            );
          }}
        </QueryState>
      )}
    </QueryState>
  );
}
