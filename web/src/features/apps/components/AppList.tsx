import type { AppListQuery } from "@intranet/contracts";
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconLayoutKanban, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { appListQuery } from "../api";

/**
 * Apps under a heading (the network's at /apps, a group's in its administration): each app's card leads to its items,
 * with an edit link where the list is of apps the reader manages; the way to a new app, and what an empty list says.
 */
export function AppList({
  title,
  query = {},
  newPath,
  emptyText,
  editLinks = false,
  testId,
}: {
  title: string;
  query?: AppListQuery;
  /** Where "New app" leads; null: not offered. */
  newPath: string | null;
  emptyText: string;
  editLinks?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const list = useQuery(appListQuery(query));
  return (
    <Stack gap="md" data-testid={testId}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {newPath && (
          <Button component={Link} to={newPath} leftSection={<IconPlus size={16} />} data-testid="new-app">
            {t("apps.index.create")}
          </Button>
        )}
      </Group>
      <QueryState
        query={list}
        isEmpty={(data) => data.apps.length === 0}
        empty={<EmptyState title={emptyText} icon={<IconLayoutKanban />} />}
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {data.apps.map((app) => (
              <Card key={app.id} withBorder data-testid="app-card">
                <Stack gap={4} flex={1}>
                  <Anchor component={Link} to={app.path} fw={600}>
                    {app.name}
                  </Anchor>
                  {app.description && (
                    <Text size="sm" c="dimmed" lineClamp={3}>
                      {app.description}
                    </Text>
                  )}
                </Stack>
                {editLinks && (
                  <Group mt="sm">
                    <Button
                      component={Link}
                      to={`/apps/${encodeURIComponent(app.slug)}/edit`}
                      variant="default"
                      size="xs"
                      data-testid="edit-app"
                    >
                      {t("apps.index.editApp")}
                    </Button>
                  </Group>
                )}
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
