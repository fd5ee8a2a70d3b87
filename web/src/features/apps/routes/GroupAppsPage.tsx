import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLayoutKanban, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { GroupContentLayout } from "../../groups";
import { appListQuery } from "../api";

/**
 * `/groups/{slug}/administration/apps`: the group's apps its administrator may change (the group administration
 * userbar's "Apps"), each with its edit link, and the way to a new app for the group.
 */
export function GroupAppsPage() {
  const { t } = useTranslation();
  return (
    <GroupContentLayout>
      {(group) =>
        group.can.administrate ? (
          <GroupApps groupId={group.id} name={group.name} />
        ) : (
          <EmptyState title={t("errors.notFoundTitle")} />
        )
      }
    </GroupContentLayout>
  );
}

function GroupApps({ groupId, name }: { groupId: string; name: string }) {
  const { t } = useTranslation();
  const list = useQuery(appListQuery({ filter: "manageable", group_id: groupId }));
  return (
    <Stack gap="md" maw={960} data-testid="group-apps">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t("apps.index.groupTitle", { name })}
        </Title>
        <Button
          component={Link}
          to={`/apps/new?group_id=${encodeURIComponent(groupId)}`}
          leftSection={<IconPlus size={16} />}
          data-testid="new-group-app"
        >
          {t("apps.index.create")}
        </Button>
      </Group>
      <QueryState
        query={list}
        isEmpty={(data) => data.apps.length === 0}
        empty={<EmptyState title={t("apps.index.groupEmpty")} icon={<IconLayoutKanban />} />}
      >
        {(data) => (
          <Stack gap="xs">
            {data.apps.map((app) => (
              <Paper key={app.id} withBorder p="sm" data-testid="group-app">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={2}>
                    <Anchor component={Link} to={app.path} fw={600}>
                      {app.name}
                    </Anchor>
                    {app.description && (
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {app.description}
                      </Text>
                    )}
                  </Stack>
                  <Button
                    component={Link}
                    to={`/apps/${encodeURIComponent(app.slug)}/edit`}
                    variant="default"
                    size="xs"
                    data-testid="edit-group-app"
                  >
                    {t("apps.index.editApp")}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
