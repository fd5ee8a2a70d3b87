import { type ExternalInvite, type ExternalInviteStatus, externalInviteStatus } from "@intranet/contracts";
import { Badge, Button, Checkbox, Group, Paper, Select, Stack, Table, Text, Title } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { isApiError } from "../../../api/client";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { Pagination } from "../../../components/Pagination";
import { QueryState } from "../../../components/QueryState";
import { notifyError, notifySaved } from "../../../components/toasts";
import { formatInstant } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { externalInvitesQuery, type InviteScope, refreshInvites, renewInvites, revokeInvites } from "../api";

const STATUS_COLOR: Record<ExternalInviteStatus, string> = {
  open: "blue",
  // Shades whose light badges keep a 4.5:1 contrast (green and teal do not).
  accepted: "violet",
  obsolete: "gray",
  joined: "grape",
};

/** A batch action on the ticked invitations: a toast, the list again at its page; the spec's refusal text on refusal. */
function useBatchAction(
  run: (ids: string[]) => Promise<unknown>,
  selected: ExternalInvite[],
  texts: { done: string; code: string; refused: string },
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: () => run(selected.map((i) => i.id)),
    onSuccess: async () => {
      notifySaved(texts.done);
      onDone();
      await refreshInvites(queryClient);
    },
    inline: true,
    onError: (error) => notifyError(isApiError(error) && error.code === texts.code ? texts.refused : error),
  });
}

/** The bar over the ticked invitations: renew only without accepted, obsolete or joined ones; revoke only all open. */
function BatchBar({ selected, onDone }: { selected: ExternalInvite[]; onDone: () => void }) {
  const { t } = useTranslation();
  const allOpen = selected.every((i) => i.status === "open");
  const renew = useBatchAction(
    renewInvites,
    selected,
    { done: t("invitations.renewed"), code: "not_renewable", refused: t("invitations.notRenewable") },
    onDone,
  );
  const revoke = useBatchAction(
    revokeInvites,
    selected,
    { done: t("invitations.revoked"), code: "not_revokable", refused: t("invitations.notRevokable") },
    onDone,
  );
  return (
    <Paper withBorder p="xs" radius="md" data-testid="invite-batch-bar">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t("invitations.selected", { count: selected.length })}</Text>
        <Group gap="xs">
          <Button
            size="xs"
            disabled={!allOpen}
            loading={renew.isPending}
            onClick={() => renew.mutate()}
            data-testid="invite-renew"
          >
            {t("invitations.renew")}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            disabled={!allOpen}
            loading={revoke.isPending}
            onClick={() => revoke.mutate()}
            data-testid="invite-revoke"
          >
            {t("invitations.revoke")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** The scope's e-mail invitations with their status, a page at a time (`page` in the query), ticked for batch actions. */
export function InviteList({ scope }: { scope: InviteScope }) {
  const { t } = useTranslation();
  const zone = useNetwork().current_member?.time_zone;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const parsedStatus = externalInviteStatus.safeParse(params.get("status"));
  const status = parsedStatus.success ? parsedStatus.data : undefined;
  const query = useQuery(externalInvitesQuery(scope, page, status));
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const setParam = (key: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== "page") next.delete("page");
      return next;
    });
  const invites = query.data?.invites ?? [];
  const selected = invites.filter((i) => ticked.has(i.id));
  const toggle = (id: string) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {t("invitations.listTitle")}
        </Title>
        <Select
          label={t("invitations.filter")}
          value={status ?? "all"}
          data={[
            { value: "all", label: t("invitations.allStatuses") },
            ...externalInviteStatus.options.map((s) => ({ value: s, label: t(`invitations.statuses.${s}`) })),
          ]}
          allowDeselect={false}
          onChange={(value) => setParam("status", value === "all" ? null : value)}
          w={180}
          data-testid="invite-status-filter"
        />
      </Group>
      {selected.length > 0 && <BatchBar selected={selected} onDone={() => setTicked(new Set())} />}
      <QueryState
        query={query}
        isEmpty={(data) => data.invites.length === 0}
        empty={<EmptyState title={t("invitations.empty")} icon={<IconMailForward />} />}
      >
        {(data) => (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs" data-testid="external-invites">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Checkbox
                        aria-label={t("invitations.selectAll")}
                        checked={invites.length > 0 && selected.length === invites.length}
                        onChange={(e) => setTicked(new Set(e.currentTarget.checked ? invites.map((i) => i.id) : []))}
                      />
                    </Table.Th>
                    <Table.Th>{t("invitations.columns.person")}</Table.Th>
                    <Table.Th>{t("invitations.columns.status")}</Table.Th>
                    <Table.Th>{t("invitations.columns.groups")}</Table.Th>
                    <Table.Th>{t("invitations.columns.sent")}</Table.Th>
                    <Table.Th>{t("invitations.columns.expires")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.invites.map((invite) => (
                    <Table.Tr key={invite.id} data-testid="external-invite-row">
                      <Table.Td>
                        <Checkbox
                          aria-label={t("invitations.selectRow", { email: invite.email })}
                          checked={ticked.has(invite.id)}
                          onChange={() => toggle(invite.id)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{invite.email}</Text>
                        <Text size="xs" c="dimmed">
                          {`${invite.first_name} ${invite.last_name}`.trim()}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          <Badge color={STATUS_COLOR[invite.status]} variant="light">
                            {t(`invitations.statuses.${invite.status}`)}
                          </Badge>
                          {invite.expired && (
                            <Badge color="red" variant="light">
                              {t("invitations.expired")}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{invite.groups.map((g) => g.name).join(", ")}</Table.Td>
                      <Table.Td>{formatInstant(invite.created_at, zone)}</Table.Td>
                      <Table.Td>{formatInstant(invite.expires_at, zone)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pagination
              page={page}
              totalPages={Math.ceil(data.meta.total_count / data.meta.per_page)}
              onChange={(next) => setParam("page", String(next))}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
