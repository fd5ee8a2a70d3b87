import { Anchor, Badge, Button, Group, Stack } from "@mantine/core";
import { IconStarFilled, IconUsersGroup } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { UnreadBadge } from "../../../components/UnreadBadge";
import { startPageQueries } from "../queries";
import { DashboardCard } from "./DashboardCard";

/** The member's groups, favourites first, with their unread counts. */
export function GroupsCard() {
  const { t } = useTranslation();
  const query = useQuery(startPageQueries.groups());
  const find = (
    <Anchor component={Link} to="/groups" size="sm">
      {t("dashboard.groups.find")}
    </Anchor>
  );
  return (
    <DashboardCard title={t("dashboard.groups.title")} action={find} testId="dashboard-groups">
      <QueryState
        query={query}
        errorMessage={t("dashboard.groups.loadError")}
        isEmpty={(data) => data.groups.length === 0}
        empty={
          <EmptyState title={t("dashboard.groups.empty")} icon={<IconUsersGroup />}>
            <Button component={Link} to="/groups" size="xs" variant="light">
              {t("dashboard.groups.find")}
            </Button>
          </EmptyState>
        }
      >
        {(data) => (
          <Stack gap={6}>
            {[...data.groups]
              .sort((a, b) => Number(b.favorited) - Number(a.favorited))
              .map((g) => (
                <Group key={g.id} gap="xs" wrap="nowrap" justify="space-between" data-testid="dashboard-group">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    {g.favorited && <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />}
                    <Anchor component={Link} to={`/groups/${g.slug}`} size="sm" fw={500} truncate>
                      {g.name}
                    </Anchor>
                    {g.is_admin && (
                      <Badge size="xs" variant="light" color="gray">
                        {t("dashboard.groups.admin")}
                      </Badge>
                    )}
                  </Group>
                  {g.unread_count !== 0 && <UnreadBadge count={g.unread_count} />}
                </Group>
              ))}
          </Stack>
        )}
      </QueryState>
    </DashboardCard>
  );
}
