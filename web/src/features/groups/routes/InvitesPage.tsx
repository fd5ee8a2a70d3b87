import type { GroupInvite } from "@intranet/contracts";
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconMailOpened } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { GroupLink } from "../../../components/GroupLink";
import { Pagination } from "../../../components/Pagination";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { formatInstant } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { answerInvite, type InviteScope, invitesQuery, refreshGroups } from "../api";
import { GroupLayout } from "../components/GroupLayout";

function InviteRow({ invite, received }: { invite: GroupInvite; received: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const answer = useAppMutation({
    mutationFn: (accept: boolean) => answerInvite(invite.id, accept),
    onSuccess: async (res, accept) => {
      notifySaved(accept ? t("groups.invites.accepted", { name: invite.group.name }) : t("groups.invites.declined"));
      await refreshGroups(queryClient);
      // The group is new to the app's preload: enter it with a full page load.
      if (accept) window.location.assign(res.redirect);
    },
  });
  return (
    <Paper withBorder p="sm" radius="md" data-testid="invite-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <GroupLink slug={invite.group.slug} fw={600}>
            {invite.group.name}
          </GroupLink>
          {received ? (
            invite.inviter && (
              <Text size="sm" c="dimmed">
                {t("groups.invites.invitedBy", { name: invite.inviter.displayName })}
              </Text>
            )
          ) : (
            <Anchor component={Link} to={invite.invitee.path} size="sm">
              {invite.invitee.displayName}
            </Anchor>
          )}
          {invite.additional_message && (
            <Text size="sm" style={{ whiteSpace: "pre-line" }}>
              {invite.additional_message}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatInstant(invite.created_at)}
          </Text>
        </Stack>
        {received && invite.status === "open" ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              onClick={() => answer.mutate(true)}
              loading={answer.isPending}
              data-testid="invite-accept"
            >
              {t("groups.invites.accept")}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => answer.mutate(false)}
              disabled={answer.isPending}
              data-testid="invite-decline"
            >
              {t("groups.invites.decline")}
            </Button>
          </Group>
        ) : (
          <Badge variant="light">{t(`groups.invites.status.${invite.status}`)}</Badge>
        )}
      </Group>
    </Paper>
  );
}

interface InviteListProps {
  scope: InviteScope;
  title: string;
  newLink?: string;
  /** 2 under the group's header, whose name is the page's first heading. */
  headingOrder?: 1 | 2;
}

function InviteList({ scope, title, newLink, headingOrder = 1 }: InviteListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page") ?? "1") || 1;
  const received = scope.kind === "received";
  const query = useQuery(invitesQuery(scope, page, received ? "open" : undefined));
  return (
    <Stack gap="md" maw={880}>
      <Group justify="space-between">
        <Title order={headingOrder} size="h2">
          {title}
        </Title>
        {newLink && (
          <Button onClick={() => navigate(newLink)} data-testid="invites-new">
            {t("groups.invites.newInvite")}
          </Button>
        )}
      </Group>
      <QueryState
        query={query}
        isEmpty={(data) => data.invites.length === 0}
        empty={<EmptyState title={t("groups.invites.empty")} icon={<IconMailOpened />} />}
      >
        {(data) => (
          <>
            {data.invites.map((invite) => (
              <InviteRow key={invite.id} invite={invite} received={received} />
            ))}
            <Pagination
              page={page}
              totalPages={Math.ceil(data.meta.total_count / data.meta.per_page)}
              onChange={(p) => setParams({ page: String(p) })}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** /invites: open group invitations of the member. */
export function OpenInvitesPage() {
  const { t } = useTranslation();
  return <InviteList scope={{ kind: "received" }} title={t("groups.invites.open")} />;
}

/** /invites/sent. */
export function SentInvitesPage() {
  const { t } = useTranslation();
  return <InviteList scope={{ kind: "sent" }} title={t("groups.invites.sent")} newLink="/invites/new" />;
}

/** /groups/{slug}/invites/sent, for the group's administrators, under the group's header. */
export function GroupSentInvitesPage() {
  const { t } = useTranslation();
  return (
    <GroupLayout>
      {(group) =>
        // The group's sent invitations are its administrators' (the server refuses others).
        group.can.administrate ? (
          <InviteList
            scope={{ kind: "group-sent", slug: group.slug }}
            title={t("groups.invites.groupSent", { name: group.name })}
            newLink={`/groups/${group.slug}/membership_invites/new`}
            headingOrder={2}
          />
        ) : (
          <EmptyState title={t("errors.notFoundTitle")} />
        )
      }
    </GroupLayout>
  );
}
