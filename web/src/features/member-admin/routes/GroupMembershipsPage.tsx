import { Anchor, Button, Group, Paper, Select, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconArrowLeft, IconUsersGroup } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { AdminOnly } from "../../administration";
import { groupsNamedQuery } from "../../directory";
import { addToGroup, groupMembershipsQuery, MEMBERS, refreshMemberAdmin, removeFromGroup, setGroupAdmin } from "../api";

/** /administration/members/{id}/group-memberships: a member's groups; remove them, appoint or dismiss as admin. */
export function GroupMembershipsPage() {
  return (
    <AdminOnly>
      <Memberships />
    </AdminOnly>
  );
}

type GroupRef = { id: string; name: string };

function Memberships() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery(groupMembershipsQuery(id));
  const admin = useAppMutation({
    mutationFn: ({ group, value }: { group: GroupRef; value: boolean }) => setGroupAdmin(id, group.id, value),
    onSuccess: async (saved, { group }) => {
      notifySaved(
        t(saved.is_admin ? "memberAdmin.groups.madeAdmin" : "memberAdmin.groups.unmadeAdmin", { group: group.name }),
      );
      await refreshMemberAdmin(queryClient);
    },
  });
  const remove = useAppMutation({
    mutationFn: (group: GroupRef) => removeFromGroup(id, group.id),
    onSuccess: async (_, group) => {
      notifySaved(t("memberAdmin.groups.removed", { group: group.name }));
      await refreshMemberAdmin(queryClient);
    },
  });
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={MEMBERS} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t("memberAdmin.groups.back")}
        </Group>
      </Anchor>
      <QueryState query={query}>
        {(data) => (
          <Stack gap="md">
            <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
              {t("memberAdmin.groups.title", { name: data.member.displayName })}
            </Title>
            {data.memberships.length === 0 ? (
              <EmptyState title={t("memberAdmin.groups.empty")} icon={<IconUsersGroup />} />
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table verticalSpacing="sm" data-testid="group-memberships">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("memberAdmin.groups.group")}</Table.Th>
                      <Table.Th>{t("memberAdmin.groups.status")}</Table.Th>
                      <Table.Th>{t("memberAdmin.groups.admin")}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.memberships.map((m) => (
                      <Table.Tr key={m.group.id} data-testid="group-membership-row">
                        <Table.Td>
                          <Anchor component={Link} to={`/groups/${m.group.slug}`} fw={600}>
                            {m.group.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{t(`memberAdmin.groups.statuses.${m.status}`)}</Text>
                        </Table.Td>
                        <Table.Td>
                          {m.status === "member" && (
                            <Switch
                              aria-label={`${t("memberAdmin.groups.admin")}: ${m.group.name}`}
                              checked={m.is_admin}
                              disabled={admin.isPending}
                              onChange={(e) => admin.mutate({ group: m.group, value: e.currentTarget.checked })}
                            />
                          )}
                        </Table.Td>
                        <Table.Td ta="right">
                          {m.status === "member" && (
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              onClick={() =>
                                openConfirm({
                                  message: t("memberAdmin.groups.removeConfirm", {
                                    name: data.member.displayName,
                                    group: m.group.name,
                                  }),
                                  confirmLabel: t("memberAdmin.groups.remove"),
                                  danger: true,
                                  onConfirm: () => remove.mutate(m.group),
                                })
                              }
                            >
                              {t("memberAdmin.groups.remove")}
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <AddToGroup memberId={id} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** Puts the member into a group found by its name (an open invitation or request becomes membership). */
function AddToGroup({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [choice, setChoice] = useState<GroupRef | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useQuery({ ...groupsNamedQuery(debounced), enabled: debounced.length >= 1 });
  const options = (found.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name }));
  const add = useAppMutation({
    mutationFn: (group: GroupRef) => addToGroup(memberId, group.id),
    onSuccess: async (_, group) => {
      notifySaved(t("memberAdmin.groups.added", { group: group.name }));
      setChoice(null);
      setSearch("");
      await refreshMemberAdmin(queryClient);
    },
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("memberAdmin.groups.addTitle")}
        </Title>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t("memberAdmin.groups.addGroup")}
            placeholder={t("memberAdmin.groups.addPlaceholder")}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={
              choice && !options.some((o) => o.value === choice.id)
                ? [...options, { value: choice.id, label: choice.name }]
                : options
            }
            value={choice?.id ?? null}
            onChange={(value, option) => setChoice(value && option ? { id: value, name: option.label } : null)}
            filter={({ options: all }) => all}
            nothingFoundMessage={debounced && found.isSuccess ? t("memberPicker.noMatch") : undefined}
            style={{ flex: "1 1 240px" }}
            data-testid="add-to-group"
          />
          <Button
            onClick={() => choice && add.mutate(choice)}
            disabled={!choice}
            loading={add.isPending}
            data-testid="add-to-group-submit"
          >
            {t("memberAdmin.groups.add")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
