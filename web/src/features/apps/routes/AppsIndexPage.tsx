import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconLayoutKanban, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { appListQuery } from "../api";

/** `/apps`: the network's apps the member may read; administrators make new ones here. */
export function AppsIndexPage() {
  const { t } = useTranslation();
  const network = useNetwork();
  const list = useQuery(appListQuery());
  return (
    <Stack gap="md" data-testid="apps-index">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t("apps.index.title")}
        </Title>
        {network.can.administrate && (
          <Button component={Link} to="/apps/new" leftSection={<IconPlus size={16} />} data-testid="new-app">
            {t("apps.index.create")}
          </Button>
        )}
      </Group>
      <QueryState
        query={list}
        isEmpty={(data) => data.apps.length === 0}
        empty={<EmptyState title={t("apps.index.empty")} icon={<IconLayoutKanban />} />}
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {data.apps.map((app) => (
              <Card key={app.id} withBorder component={Link} to={app.path} data-testid="app-card">
                <Text fw={600}>{app.name}</Text>
                {app.description && (
                  <Text size="sm" c="dimmed" lineClamp={3}>
                    {app.description}
                  </Text>
                )}
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
