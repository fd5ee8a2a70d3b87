import type { AdminMember, AdminMemberListQuery } from "@intranet/contracts";
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconChevronDown, IconChevronUp, IconPlus, IconSearch, IconUsers } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { Pagination } from "../../../components/Pagination";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { readableTextOn } from "../../../lib/colors";
import { formatInstant } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { AdminOnly } from "../../administration";
import { adminMembersQuery, batchMembers, MEMBERS, networkRolesQuery, refreshMemberAdmin } from "../api";
import { ManagerMenu } from "../components/ManagerMenu";

type Sort = NonNullable<AdminMemberListQuery["sort"]>;

/** The table's state lives in the address, so a filtered, sorted page can be reloaded and shared. */
function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query: AdminMemberListQuery = {
    page: Number(params.get("page") ?? 1) || 1,
    q: params.get("q") ?? "",
    sort: (params.get("sort") as Sort | null) ?? "name",
    direction: params.get("direction") === "desc" ? "desc" : "asc",
    status: (params.get("status") as AdminMemberListQuery["status"]) ?? "all",
    type: (params.get("type") as AdminMemberListQuery["type"]) ?? "all",
    ...(params.get("role_id") ? { role_id: params.get("role_id") as string } : {}),
  };
  const set = (changes: Record<string, string | number | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === "" || value === "all") next.delete(key);
        else next.set(key, String(value));
      }
      if (!("page" in changes)) next.delete("page");
      return next;
    });
  return { query, set };
}

/** /administration/members: the sortable, filterable, paged members table with bulk lock and unlock. */
export function MembersPage() {
  return (
    <AdminOnly>
      <MembersTable />
    </AdminOnly>
  );
}

function MembersTable() {
  const { t } = useTranslation();
  const { query, set } = useListQuery();
  const [search, setSearch] = useState(query.q ?? "");
  const [debounced] = useDebouncedValue(search, 300);
  useEffect(() => {
    if (debounced !== (query.q ?? "")) set({ q: debounced });
  }, [debounced, query.q, set]);
  const members = useQuery(adminMembersQuery(query));
  const roles = useQuery(networkRolesQuery);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t("memberAdmin.title")}
        </Title>
        <Button component={Link} to={`${MEMBERS}/new`} leftSection={<IconPlus size={16} />} data-testid="member-new">
          {t("memberAdmin.newMember")}
        </Button>
      </Group>
      <Text>{t("memberAdmin.intro")}</Text>
      <Group gap="sm" wrap="wrap" align="end">
        <TextInput
          aria-label={t("memberAdmin.search")}
          placeholder={t("memberAdmin.search")}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={260}
          data-testid="member-search"
        />
        <Select
          aria-label={t("memberAdmin.columns.locked")}
          value={query.status ?? "all"}
          onChange={(v) => set({ status: v })}
          data={(["all", "unlocked", "locked"] as const).map((v) => ({
            value: v,
            label: t(`memberAdmin.status.${v}`),
          }))}
          allowDeselect={false}
          w={160}
          data-testid="member-status-filter"
        />
        <Select
          aria-label={t("memberAdmin.columns.type")}
          value={query.type ?? "all"}
          onChange={(v) => set({ type: v })}
          data={(["all", "normal", "external"] as const).map((v) => ({ value: v, label: t(`memberAdmin.type.${v}`) }))}
          allowDeselect={false}
          w={160}
        />
        {(roles.data?.membership_roles.length ?? 0) > 0 && (
          <Select
            aria-label={t("memberAdmin.role")}
            placeholder={t("memberAdmin.anyRole")}
            value={query.role_id ?? null}
            onChange={(v) => set({ role_id: v })}
            data={roles.data?.membership_roles.map((r) => ({ value: r.id, label: r.name })) ?? []}
            clearable
            w={180}
          />
        )}
      </Group>
      {selected.length > 0 && <BulkBar ids={selected} onDone={() => setSelected([])} />}
      <QueryState
        query={members}
        isEmpty={(data) => data.members.length === 0}
        empty={<EmptyState title={t("memberAdmin.empty")} icon={<IconUsers />} />}
      >
        {(data) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" data-testid="member-total">
              {t("memberAdmin.total", { count: data.meta.total_count })}
            </Text>
            <MemberRows
              rows={data.members}
              query={query}
              onSort={(sort) =>
                set({ sort, direction: query.sort === sort && query.direction === "asc" ? "desc" : "asc" })
              }
              selected={selected}
              onSelect={setSelected}
            />
            <Pagination page={data.meta.page} totalPages={data.meta.total_pages} onChange={(page) => set({ page })} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const batch = useAppMutation({
    mutationFn: (action: "lock" | "unlock") => batchMembers(ids, action),
    onSuccess: async (result) => {
      notifySaved(t("memberAdmin.batchDone", { count: result.updated }));
      onDone();
      await refreshMemberAdmin(queryClient);
    },
  });
  return (
    <Paper withBorder p="xs" data-testid="member-bulk-bar">
      <Group gap="sm" wrap="wrap">
        <Text size="sm">{t("memberAdmin.selected", { count: ids.length })}</Text>
        <Button size="xs" variant="default" loading={batch.isPending} onClick={() => batch.mutate("lock")}>
          {t("memberAdmin.lockSelected")}
        </Button>
        <Button size="xs" variant="default" loading={batch.isPending} onClick={() => batch.mutate("unlock")}>
          {t("memberAdmin.unlockSelected")}
        </Button>
      </Group>
    </Paper>
  );
}

function SortHeader({
  label,
  sort,
  query,
  onSort,
}: {
  label: string;
  sort: Sort;
  query: AdminMemberListQuery;
  onSort: (s: Sort) => void;
}) {
  const { t } = useTranslation();
  const active = query.sort === sort;
  const Icon = active && query.direction === "desc" ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th aria-sort={active ? (query.direction === "desc" ? "descending" : "ascending") : "none"}>
      <UnstyledButton onClick={() => onSort(sort)} aria-label={t("memberAdmin.sortBy", { column: label })} fw={600}>
        <Group gap={4} wrap="nowrap">
          {label}
          {active && <Icon size={14} />}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function MemberRows(props: {
  rows: AdminMember[];
  query: AdminMemberListQuery;
  onSort: (s: Sort) => void;
  selected: string[];
  onSelect: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const zone = useNetwork().current_member?.time_zone;
  const { rows, selected, onSelect } = props;
  const selectable = rows.filter((r) => r.can.lock).map((r) => r.id);
  const all = selectable.length > 0 && selectable.every((id) => selected.includes(id));
  const header = { query: props.query, onSort: props.onSort };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" data-testid="members-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                aria-label={t("memberAdmin.selectAll")}
                checked={all}
                onChange={() => onSelect(all ? [] : selectable)}
              />
            </Table.Th>
            <SortHeader label={t("memberAdmin.columns.name")} sort="name" {...header} />
            <SortHeader label={t("memberAdmin.columns.email")} sort="email" {...header} />
            <Table.Th>{t("memberAdmin.columns.type")}</Table.Th>
            <Table.Th>{t("memberAdmin.columns.locked")}</Table.Th>
            <SortHeader label={t("memberAdmin.columns.lastSignIn")} sort="last_sign_in_at" {...header} />
            <Table.Th>{t("memberAdmin.columns.roles")}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t("memberAdmin.columns.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((m) => (
            <Table.Tr key={m.id} data-testid="member-row">
              <Table.Td>
                <Checkbox
                  aria-label={t("memberAdmin.selectRow", { name: m.displayName })}
                  disabled={!m.can.lock}
                  checked={selected.includes(m.id)}
                  onChange={(e) =>
                    onSelect(e.currentTarget.checked ? [...selected, m.id] : selected.filter((id) => id !== m.id))
                  }
                />
              </Table.Td>
              <Table.Td fw={600}>
                {m.displayName}
                {m.is_network_admin && (
                  <Badge ml="xs" size="xs" variant="outline" color="dark">
                    {t("memberAdmin.admin")}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{m.email}</Table.Td>
              <Table.Td>{t(m.is_external ? "memberAdmin.external" : "memberAdmin.normal")}</Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  fw={m.locked ? 700 : undefined}
                  c={m.locked ? "red.9" : undefined}
                  data-testid="member-state"
                >
                  {t(m.locked ? "memberAdmin.locked" : "memberAdmin.active")}
                </Text>
              </Table.Td>
              <Table.Td>{m.last_sign_in_at ? formatInstant(m.last_sign_in_at, zone) : t("memberAdmin.never")}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {m.roles.map((r) => (
                    <Badge
                      key={r.id}
                      size="sm"
                      style={{ backgroundColor: r.color, color: readableTextOn(r.color, r.text_color) }}
                    >
                      {r.name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                <ManagerMenu member={m} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
