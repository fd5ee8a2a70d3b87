import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { IconMailbox } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { QueryError } from "../../../components/QueryState";
import { formatDate, ownWallClock } from "../../../lib/dates";
import { timeRange } from "../agenda";
import { startPageQueries } from "../queries";
import { DashboardCard } from "./DashboardCard";

/** Open appointment and group invitations, each linking to where it is answered. */
export function InvitesCard() {
  const { t } = useTranslation();
  const appointments = useQuery(startPageQueries.appointmentInvites());
  const groups = useQuery(startPageQueries.groupInvites());
  const failed = [appointments, groups].find((q) => q.isError);

  let body: React.ReactNode;
  if (failed) {
    body = (
      <QueryError
        error={failed.error}
        message={t("dashboard.invites.loadError")}
        onRetry={() => {
          void appointments.refetch();
          void groups.refetch();
        }}
      />
    );
  } else if (!appointments.data || !groups.data) {
    body = <PageLoader />;
  } else {
    const appointmentInvites = appointments.data.invites.filter((i) => i.answerable);
    const groupInvites = groups.data.invites;
    body =
      appointmentInvites.length + groupInvites.length === 0 ? (
        <EmptyState title={t("dashboard.invites.empty")} icon={<IconMailbox />} />
      ) : (
        <Stack gap="xs">
          {appointmentInvites.map((invite) => (
            <InviteRow
              key={invite.id}
              kind={t("dashboard.invites.appointment")}
              variant="light"
              to={invite.invitable.html_url}
              title={invite.invitable.name}
              detail={`${formatDate(ownWallClock(invite.invitable.date.start))}${
                invite.invitable.date.all_day ? "" : ` · ${timeRange(invite.invitable.date)}`
              }`}
            />
          ))}
          {groupInvites.map((invite) => (
            <InviteRow
              key={invite.id}
              kind={t("dashboard.invites.group")}
              variant="outline"
              to={invite.group.path}
              title={invite.group.name}
              detail={invite.inviter?.displayName}
            />
          ))}
          <Group gap="md">
            {appointmentInvites.length > 0 && (
              <Anchor component={Link} to="/appointments/invites" size="sm">
                {t("dashboard.invites.answerAppointments")}
              </Anchor>
            )}
            {groupInvites.length > 0 && (
              <Anchor component={Link} to="/invites" size="sm">
                {t("dashboard.invites.answerGroups")}
              </Anchor>
            )}
          </Group>
        </Stack>
      );
  }
  return (
    <DashboardCard title={t("dashboard.invites.title")} testId="dashboard-invites">
      {body}
    </DashboardCard>
  );
}

/** One invitation: what kind it is, a link to what it invites to, and a line under it. */
function InviteRow(props: { kind: string; variant: "light" | "outline"; to: string; title: string; detail?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="dashboard-invite">
      <Badge size="sm" variant={props.variant} style={{ flexShrink: 0 }}>
        {props.kind}
      </Badge>
      <div style={{ minWidth: 0 }}>
        <Anchor component={Link} to={props.to} size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
          {props.title}
        </Anchor>
        {props.detail && (
          <Text size="xs" c="dimmed">
            {props.detail}
          </Text>
        )}
      </div>
    </Group>
  );
}
