import { Anchor, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconArchive } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { formatInstant } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { appItemsQuery, archiveItem, placeItem, useLiveItems } from "../api";

/** `/apps/{appSlug}/items/archive`: archived items, each restorable by whoever may change items. */
export function ArchivePage() {
  const { t } = useTranslation();
  const { appSlug = "" } = useParams();
  const queryClient = useQueryClient();
  const list = useQuery(appItemsQuery(appSlug, { archived: true }));
  useLiveItems(appSlug, list.data?.app.id);
  const restore = useAppMutation({
    mutationFn: (id: string) => archiveItem(appSlug, id, false),
    onSuccess: (item) => {
      placeItem(queryClient, appSlug, item);
      notifySaved(t("apps.archive.restored"));
    },
  });
  return (
    <QueryState query={list}>
      {({ app, items }) => (
        <Stack gap="md" data-testid="app-archive">
          <Anchor component={Link} to={`/apps/${appSlug}/items`} size="sm">
            {t("apps.item.back")}
          </Anchor>
          <Title order={1} size="h2">
            {t("apps.archive.title")} · {app.name}
          </Title>
          {items.length === 0 ? (
            <EmptyState title={t("apps.archive.empty")} icon={<IconArchive />} />
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.id} data-testid="archived-item">
                      <Table.Td>
                        <Anchor component={Link} to={`/apps/${appSlug}/items/${item.id}`} fw={600}>
                          {item.title || t("apps.items.untitled")}
                        </Anchor>
                        {item.archived_by && item.archived_at && (
                          <Text size="xs" c="dimmed">
                            {t("apps.item.archived", { name: item.archived_by.name })} ·{" "}
                            {formatInstant(item.archived_at)}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {item.can.archive && (
                          <Group justify="flex-end">
                            <Button
                              size="xs"
                              variant="default"
                              loading={restore.isPending && restore.variables === item.id}
                              onClick={() => restore.mutate(item.id)}
                              data-testid="restore-item"
                            >
                              {t("apps.item.restore")}
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
