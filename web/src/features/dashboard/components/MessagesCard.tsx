import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { IconMailOpened } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { QueryState } from "../../../components/QueryState";
import { formatInstant } from "../../../lib/dates";
import { startPageQueries } from "../queries";
import { DashboardCard } from "./DashboardCard";

const SHOWN = 5;

/** The unread count and the newest unread messages of the inbox's first page. */
export function MessagesCard() {
  const { t } = useTranslation();
  const inbox = useQuery(startPageQueries.inbox());
  const unreads = useQuery(startPageQueries.unreads());
  const count = unreads.data?.Messages ?? 0;
  return (
    <DashboardCard
      title={t("dashboard.messages.title")}
      action={
        <Anchor component={Link} to="/messages" size="sm">
          {t("dashboard.messages.inbox")}
        </Anchor>
      }
      testId="dashboard-messages"
    >
      <QueryState
        query={inbox}
        errorMessage={t("dashboard.messages.loadError")}
        isEmpty={(data) => !data.messages.some((m) => !m.i.read)}
        empty={
          <EmptyState title={t("dashboard.messages.empty")} icon={<IconMailOpened />}>
            {/* Guests receive messages but write none: no button that leads to a refusal. */}
            {inbox.data?.can.send_direct_messages && (
              <Button component={Link} to="/messages/new" size="xs" variant="light">
                {t("dashboard.messages.write")}
              </Button>
            )}
          </EmptyState>
        }
      >
        {(data) => (
          <Stack gap="xs">
            {count > 0 && (
              <Text size="sm" fw={600} data-testid="dashboard-unread-count">
                {t("dashboard.messages.count", { count })}
              </Text>
            )}
            {data.messages
              .filter((m) => !m.i.read)
              .slice(0, SHOWN)
              .map((m) => (
                <Group key={m.id} gap="sm" wrap="nowrap" align="flex-start" data-testid="dashboard-message">
                  {m.author && <MemberAvatar member={m.author} size="sm" />}
                  <div style={{ minWidth: 0 }}>
                    <Anchor
                      component={Link}
                      to={`/messages/${m.id}`}
                      size="sm"
                      fw={600}
                      style={{ overflowWrap: "anywhere" }}
                    >
                      {m.subject}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {m.author && `${t("dashboard.messages.from", { name: m.author.displayName })} · `}
                      {formatInstant(m.created_at)}
                    </Text>
                  </div>
                </Group>
              ))}
          </Stack>
        )}
      </QueryState>
    </DashboardCard>
  );
}
