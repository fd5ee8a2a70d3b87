import type { AppointmentInvite, InviteStatus, RecurrencePattern } from "@intranet/contracts";
import { Anchor, Button, Group, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconMailOff, IconRepeat } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { formatDate } from "../../../lib/dates";
import { showMutationError, useAppMutation } from "../../../lib/mutations";
import { answerInvite, appointmentInvitesQuery, participationsQuery, refreshParticipation } from "../api";
import { formatAppointmentDate, INVITE_TABS, type InviteTab, tabLoadsInvites } from "../logic";

/** /appointments/invites (§2, §4): one tab per status; a mail's link answers with ?invite=&answer=. */
export function InvitesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = (INVITE_TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as InviteTab)
    : "open";
  const queryClient = useQueryClient();
  const handled = useRef(false);

  // The link of an invitation mail answers the invite once, then shows the list.
  useEffect(() => {
    const invite = params.get("invite");
    const answer = params.get("answer");
    if (handled.current || !invite || (answer !== "accept" && answer !== "reject")) return;
    handled.current = true;
    answerInvite(invite, answer === "accept")
      .then(() => notifySaved(t("participation.answered")))
      .catch((error) => showMutationError(error))
      .finally(() => {
        void refreshParticipation(queryClient);
        setParams({ tab: answer === "accept" ? "accepted" : "declined" }, { replace: true });
      });
  }, [params, setParams, queryClient, t]);

  return (
    <Stack gap="md" maw={860} data-testid="invites-page">
      <Title order={2}>{t("participation.invites")}</Title>
      <Tabs value={tab} onChange={(v) => setParams({ tab: v ?? "open" })} keepMounted={false}>
        <Tabs.List>
          {INVITE_TABS.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`invites-tab-${key}`}>
              {t(`participation.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {INVITE_TABS.map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            {tabLoadsInvites(key) ? <InviteList status={key} /> : <ParticipationTab status={key} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function Empty() {
  const { t } = useTranslation();
  return <EmptyState title={t("participation.noInvites")} icon={<IconMailOff size={32} />} />;
}

function InviteList({ status }: { status: InviteStatus }) {
  const [pages, setPages] = useState(1);
  return (
    <Stack gap="xs">
      {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
        <InvitePage
          key={`page-${page}`}
          status={status}
          page={page}
          last={page === pages}
          onMore={() => setPages(pages + 1)}
        />
      ))}
    </Stack>
  );
}

function InvitePage({
  status,
  page,
  last,
  onMore,
}: {
  status: InviteStatus;
  page: number;
  last: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(appointmentInvitesQuery(status, page));
  if (!query.isSuccess) return <QueryState query={query} />;
  if (page === 1 && query.data.invites.length === 0) return <Empty />;
  return (
    <>
      {query.data.invites.map((invite) => (
        <InviteRow key={invite.id} invite={invite} />
      ))}
      {last && query.data.next && (
        <Button variant="default" onClick={onMore}>
          {t("participation.loadMore")}
        </Button>
      )}
    </>
  );
}

function InviteRow({ invite }: { invite: AppointmentInvite }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const answerMutation = useAppMutation({
    mutationFn: (accept: boolean) => answerInvite(invite.id, accept),
    onSuccess: async () => {
      notifySaved(t("participation.answered"));
      await refreshParticipation(queryClient);
    },
  });
  const busy = answerMutation.isPending;
  const answer = (accept: boolean) => answerMutation.mutate(accept);
  return (
    <Paper withBorder p="sm" data-testid="invite-row">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Anchor component={Link} to={invite.invitable.html_url} fw={600}>
            {invite.invitable.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {formatAppointmentDate(invite.invitable.date)}
            {invite.author ? ` · ${t("participation.invitedBy", { name: invite.author.displayName })}` : ""}
          </Text>
          <Repeats pattern={invite.invitable.recurrence_pattern} />
        </Stack>
        {invite.answerable && !invite.invitable.participation_locked && (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" color="teal.9" loading={busy} onClick={() => answer(true)} data-testid="invite-accept">
              {t("participation.accept")}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={busy}
              onClick={() => answer(false)}
              data-testid="invite-reject"
            >
              {t("participation.reject")}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/** That an invitation is to a whole series, with its rule in words: "Repeats every 2 weeks until 31/12/2026". */
function Repeats({ pattern }: { pattern: RecurrencePattern | null }) {
  const { t } = useTranslation();
  const frequency = pattern?.recurrence_frequency;
  if (!pattern || !frequency || frequency === "never") return null;
  const end = pattern.recurrence_end_time;
  return (
    <Group gap={4} wrap="nowrap" data-testid="invite-repeats">
      {/* Its size kept beside a rule that wraps on a phone. */}
      <IconRepeat size={14} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" c="dimmed">
        {t(`participation.repeats.${frequency}`, { count: pattern.recurrence_interval })}
        {end ? ` ${t("participation.repeatsUntil", { date: formatDate(end) })}` : ""}
      </Text>
    </Group>
  );
}

function ParticipationTab({ status }: { status: "upcoming" | "accepted" | "declined" }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(participationsQuery(status, page));
  if (!query.isSuccess) return <QueryState query={query} />;
  if (query.data.participations.length === 0) return <Empty />;
  return (
    <Stack gap="xs">
      {query.data.participations.map((p) => (
        <Paper key={p.id} withBorder p="sm" data-testid="participation-row">
          <Anchor component={Link} to={p.appointment.html_url} fw={600}>
            {p.appointment.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {formatAppointmentDate(p.appointment.date)} · {t(`participation.status.${p.status}`)}
          </Text>
          <Repeats pattern={p.appointment.recurrence_pattern} />
        </Paper>
      ))}
      <Group>
        {page > 1 && (
          <Button variant="default" onClick={() => setPage(page - 1)}>
            ‹
          </Button>
        )}
        {query.data.next && (
          <Button variant="default" onClick={() => setPage(page + 1)}>
            {t("participation.loadMore")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
