import type { UpcomingActivity } from "@intranet/contracts";
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { formatDate } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { AdminOnly } from "../../administration";
import { SortableList } from "../../navigation";
import { saveUpcomingOrder, upcomingActivitiesQuery } from "../api";

/** /administration/newsletter/settings/upcoming_activities: drag the next newsletter's entries into order. */
export function UpcomingActivitiesPage() {
  const query = useQuery(upcomingActivitiesQuery);
  return (
    <AdminOnly>
      <QueryState query={query}>
        {(data) => <UpcomingList key={data.entries.map((e) => e.id).join()} entries={data.entries} />}
      </QueryState>
    </AdminOnly>
  );
}

function UpcomingList({ entries }: { entries: UpcomingActivity[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [items, setItems] = useState(entries);
  const [failed, setFailed] = useState(false);
  const save = useAppMutation({
    mutationFn: (order: string[]) => saveUpcomingOrder(order),
    onMutate: () => setFailed(false),
    onSuccess: (saved) => {
      notifySaved(t("mailings.upcoming.saved"));
      queryClient.setQueryData(upcomingActivitiesQuery.queryKey, saved);
    },
    inline: true,
    // §8: a failed reorder loads the list again.
    onError: async () => {
      setFailed(true);
      await queryClient.invalidateQueries({ queryKey: upcomingActivitiesQuery.queryKey });
      setItems(queryClient.getQueryData(upcomingActivitiesQuery.queryKey)?.entries ?? entries);
    },
  });
  const dirty = items.map((e) => e.id).join() !== entries.map((e) => e.id).join();
  return (
    <Paper withBorder radius="md" p="md" maw={720}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("mailings.upcoming.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("mailings.upcoming.intro")}
        </Text>
        {failed && (
          <Alert color="red" icon={<IconAlertTriangle />} data-testid="upcoming-error">
            {t("mailings.upcoming.failed")}
          </Alert>
        )}
        {items.length === 0 ? (
          <EmptyState title={t("mailings.upcoming.empty")} />
        ) : (
          <SortableList items={items} idOf={(e) => e.id} onReorder={setItems} testId="upcoming-order">
            {(entry) => (
              <Paper withBorder px="sm" py={6} radius="sm" data-testid="upcoming-row">
                <Text fw={500} lineClamp={2}>
                  {entry.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(entry.created_at)}
                </Text>
              </Paper>
            )}
          </SortableList>
        )}
        <Group justify="space-between">
          <Anchor component={Link} to="/administration/newsletter/settings">
            {t("mailings.upcoming.back")}
          </Anchor>
          <Button
            onClick={() => save.mutate(items.map((e) => e.id))}
            disabled={!dirty}
            loading={save.isPending}
            data-testid="upcoming-save"
          >
            {t("mailings.upcoming.save")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
