import type { Circular, CircularConfirmationState } from "@intranet/contracts";
import { Button, Center, Group, Paper, Stack, Tabs, Text, Title, Typography } from "@mantine/core";
import { IconCircleCheck, IconSpeakerphone, IconTrash } from "@tabler/icons-react";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { formatInstant } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { usePageTitle } from "../../../lib/page-title";
import { circularQuery, confirmationsQuery, confirmCircular, deleteCircular, refreshCirculars } from "../api";

/** The members of one tab, fifty a page, with their confirmation dates. */
function ConfirmationList({ id, state }: { id: string; state: CircularConfirmationState }) {
  const { t } = useTranslation();
  const zone = useNetwork().current_member?.time_zone;
  const list = useInfiniteQuery(confirmationsQuery(id, state));
  const rows = list.data?.pages.flatMap((p) => p.confirmations) ?? [];
  if (!list.isSuccess) return <QueryState query={list} />;
  return (
    <Stack gap="xs" pt="sm" data-testid={`confirmations-${state}`}>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t(state === "confirmed" ? "circulars.confirmations.noneConfirmed" : "circulars.confirmations.nonePending")}
        </Text>
      ) : (
        rows.map((r) => (
          <Group key={r.member.id} gap="sm" wrap="nowrap" data-testid="confirmation">
            <MemberAvatar member={r.member} size={28} radius="xl" />
            <Text size="sm" style={{ flex: 1, overflowWrap: "anywhere" }}>
              {r.member.displayName}
            </Text>
            {r.confirmed_at && (
              <Text size="xs" c="dimmed">
                <time dateTime={r.confirmed_at}>{formatInstant(r.confirmed_at, zone)}</time>
              </Text>
            )}
          </Group>
        ))
      )}
      {list.hasNextPage && (
        <Center>
          <Button
            variant="default"
            size="xs"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
            data-testid="confirmations-load-more"
          >
            {t("circulars.loadMore")}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

/** Who has and who has not confirmed: for the author and the audience's administrators. */
function ConfirmationsPanel({ circular }: { circular: Circular }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<CircularConfirmationState>("confirmed");
  const confirmed = circular.confirmed_count ?? 0;
  const total = circular.recipient_count ?? 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid="confirmations-panel">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t("circulars.confirmations.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("circulars.confirmations.summary", { confirmed, total })}
        </Text>
        <Tabs value={tab} onChange={(v) => setTab(v === "pending" ? "pending" : "confirmed")}>
          <Tabs.List>
            <Tabs.Tab value="confirmed" data-testid="tab-confirmed">
              {t("circulars.confirmations.confirmed", { count: confirmed })}
            </Tabs.Tab>
            <Tabs.Tab value="pending" data-testid="tab-pending">
              {t("circulars.confirmations.pending", { count: total - confirmed })}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value={tab}>
            <ConfirmationList key={tab} id={circular.id} state={tab} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}

function CircularView({ circular: c }: { circular: Circular }) {
  const { t } = useTranslation();
  const zone = useNetwork().current_member?.time_zone;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = useAppMutation({
    mutationFn: () => confirmCircular(c.id),
    onSuccess: async (updated) => {
      queryClient.setQueryData(circularQuery(c.id).queryKey, updated);
      notifySaved(t("circulars.confirmed"));
      await refreshCirculars(queryClient);
    },
  });
  const remove = useAppMutation({
    mutationFn: () => deleteCircular(c.id),
    onSuccess: async () => {
      notifySaved(t("circulars.deleted", { title: c.title }));
      navigate("/rundschreiben");
      await refreshCirculars(queryClient);
    },
  });
  return (
    <Stack gap="md" maw={760}>
      <Paper withBorder radius="md" p="md" component="article">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Title order={2} style={{ overflowWrap: "anywhere" }} data-testid="circular-title">
                {c.title}
              </Title>
              <Text size="sm" c="dimmed" data-testid="circular-meta">
                {c.author && `${t("circulars.byline", { name: c.author.displayName })} · `}
                {c.group ? t("circulars.toGroup", { group: c.group.name }) : t("circulars.wholeNetwork")}
                {" · "}
                <time dateTime={c.created_at}>{formatInstant(c.created_at, zone)}</time>
              </Text>
            </Stack>
            {c.can.destroy && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={remove.isPending}
                data-testid="circular-delete"
                onClick={() =>
                  openConfirm({
                    message: t("circulars.deleteConfirm", { title: c.title }),
                    confirmLabel: t("circulars.delete"),
                    danger: true,
                    onConfirm: () => remove.mutate(),
                  })
                }
              >
                {t("circulars.delete")}
              </Button>
            )}
          </Group>
          <Typography style={{ overflowWrap: "anywhere" }}>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with the circular allowlist, on write and on read */}
            <div dangerouslySetInnerHTML={{ __html: c.html_content }} data-testid="circular-content" />
          </Typography>
          {c.can.confirm &&
            (c.confirmed_at ? (
              <Group gap="xs" c="teal.9" data-testid="circular-read-on">
                <IconCircleCheck size={18} />
                <Text size="sm">{t("circulars.confirmedOn", { date: formatInstant(c.confirmed_at, zone) })}</Text>
              </Group>
            ) : (
              <Group>
                <Button
                  leftSection={<IconCircleCheck size={16} />}
                  loading={confirm.isPending}
                  onClick={() => confirm.mutate()}
                  data-testid="circular-confirm"
                >
                  {t("circulars.confirm")}
                </Button>
              </Group>
            ))}
        </Stack>
      </Paper>
      {c.can.view_confirmations && <ConfirmationsPanel circular={c} />}
    </Stack>
  );
}

/** /rundschreiben/{id}: the circular, its confirmation button, and who has confirmed for those who keep it. */
export function CircularPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(circularQuery(id));
  usePageTitle(query.data?.title);
  return (
    <QueryState query={query} notFound={<EmptyState title={t("circulars.notFound")} icon={<IconSpeakerphone />} />}>
      {(c) => <CircularView circular={c} />}
    </QueryState>
  );
}
