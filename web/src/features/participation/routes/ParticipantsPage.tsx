import type { MemberSummary, Participant, ParticipationStatus } from "@intranet/contracts";
import {
  Accordion,
  Anchor,
  Button,
  Checkbox,
  Group,
  Menu,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowLeft, IconDots, IconDownload, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { appointmentQuery } from "../../../api/appointments";
import { useNetwork } from "../../../api/network";
import { openConfirm } from "../../../components/confirm";
import { MemberPicker } from "../../../components/MemberPicker";
import { Pagination } from "../../../components/Pagination";
import { QueryState } from "../../../components/QueryState";
import { notifyError, notifySaved, notifySaveFailed } from "../../../components/toasts";
import {
  addParticipants,
  participantsQuery,
  refreshParticipation,
  removeParticipant,
  setParticipantStatus,
} from "../api";
import { groupParticipants, otherStatuses, PARTICIPANT_GROUPING_BREAKPOINT, RELOAD_AFTER_ADD_MS } from "../logic";

const PAGE_SIZE = 50;

/** /appointments/{id}/participants (§2): list with status, add, change status, remove, downloads. */
export function ParticipantsPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const appointment = useQuery(appointmentQuery(id));
  const list = useQuery({ ...participantsQuery(id, page, PAGE_SIZE), enabled: appointment.data?.can.show_attendees });
  const narrow = useMediaQuery(`(max-width: ${PARTICIPANT_GROUPING_BREAKPOINT - 1}px)`);
  const network = useNetwork();

  if (!appointment.isSuccess) return <QueryState query={appointment} />;
  const a = appointment.data;
  // Groups collapse on narrow screens or when a participant's role is displayed grouped (§2).
  const groupedRoles = new Set(network.membership_roles.filter((r) => r.display_type === "grouped").map((r) => r.id));
  const grouped = narrow || (list.data?.participants ?? []).some((p) => p.roles.some((r) => groupedRoles.has(r.id)));

  return (
    <Stack gap="md" maw={960} data-testid="participants-page">
      <Group gap="xs">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} component={Link} to={`/appointments/${id}`}>
          {a.name}
        </Button>
        {a.can.download_attendees && (
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              component="a"
              href={`/appointments/${id}/attendees.csv`}
            >
              CSV
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              component="a"
              href={`/appointments/${id}/attendees.xlsx`}
            >
              XLSX
            </Button>
          </>
        )}
      </Group>
      <Title order={2}>{t("participation.participants")}</Title>
      {a.can.update_participants && <AddParticipants appointmentId={id} />}
      {!a.can.show_attendees ? null : !list.isSuccess ? (
        <QueryState query={list} />
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="participant-counts">
            {t("participation.counts", list.data.counts)}
          </Text>
          {list.data.participants.length === 0 ? (
            <Text c="dimmed">{t("participation.noParticipants")}</Text>
          ) : grouped ? (
            <Accordion multiple variant="separated" defaultValue={["direct"]}>
              {groupParticipants(list.data.participants).map((g) => (
                <Accordion.Item key={g.id ?? "direct"} value={g.id ?? "direct"}>
                  <Accordion.Control>
                    {g.name ?? t("participation.direct")} ({g.participants.length})
                  </Accordion.Control>
                  <Accordion.Panel>
                    <ParticipantTable appointmentId={id} rows={g.participants} manage={a.can.update_participants} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          ) : (
            <ParticipantTable appointmentId={id} rows={list.data.participants} manage={a.can.update_participants} />
          )}
          {list.data.meta.total_pages > 1 && (
            <Pagination page={page} totalPages={list.data.meta.total_pages} onChange={setPage} />
          )}
        </>
      )}
    </Stack>
  );
}

function ParticipantTable({
  appointmentId,
  rows,
  manage,
}: {
  appointmentId: string;
  rows: Participant[];
  manage: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = (p: Participant, status: ParticipationStatus) =>
    openConfirm({
      message: t("participation.setStatusConfirm", {
        name: p.membership.displayName,
        status: t(`participation.status.${status}`),
      }),
      onConfirm: async () => {
        try {
          await setParticipantStatus(appointmentId, p.id, status);
          await refreshParticipation(queryClient);
        } catch (error) {
          notifyError(error);
        }
      },
    });
  const remove = (p: Participant) =>
    openConfirm({
      message: t("participation.removeConfirm", { name: p.membership.displayName }),
      danger: true,
      onConfirm: async () => {
        try {
          await removeParticipant(appointmentId, p.id);
          await refreshParticipation(queryClient);
        } catch (error) {
          notifyError(error);
        }
      },
    });
  return (
    <Table striped data-testid="participant-table">
      <Table.Tbody>
        {rows.map((p) => (
          <Table.Tr key={p.id} data-testid="participant-row">
            <Table.Td>
              <Anchor component={Link} to={p.membership.path}>
                {p.membership.displayName}
              </Anchor>
              {p.roles.length > 0 && (
                <Text span size="xs" c="dimmed">
                  {" "}
                  {p.roles.map((r) => r.plural_name).join(", ")}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{t(`participation.status.${p.status}`)}</Table.Td>
            {manage && (
              <Table.Td w={48}>
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button variant="subtle" size="xs" aria-label={t("calendar.menu")}>
                      <IconDots size={16} />
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {otherStatuses(p.status).map((s) => (
                      <Menu.Item key={s} onClick={() => change(p, s)}>
                        {t("participation.setStatus", { status: t(`participation.status.${s}`) })}
                      </Menu.Item>
                    ))}
                    <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => remove(p)}>
                      {t("participation.remove")}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function AddParticipants({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation();
  const network = useNetwork();
  const queryClient = useQueryClient();
  const [membersPicked, setMembers] = useState<MemberSummary[]>([]);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [status, setStatus] = useState<ParticipationStatus>("open");
  const [notify, setNotify] = useState(true);
  const [consumers, setConsumers] = useState(false);
  const [saving, setSaving] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const submit = async () => {
    setSaving(true);
    try {
      const counts = await addParticipants(appointmentId, {
        participant: {
          membership_ids: membersPicked.map((m) => m.id),
          group_ids: groupIds,
          membership_role_ids: roleIds,
          status,
          send_email_notification: notify,
          invite_consumers: consumers,
        },
      });
      notifySaved(t("participation.added", counts));
      setMembers([]);
      setGroupIds([]);
      setRoleIds([]);
      await refreshParticipation(queryClient);
      // Groups and roles are added by a job: look again a little later.
      for (const ms of RELOAD_AFTER_ADD_MS) {
        timers.current.push(setTimeout(() => void refreshParticipation(queryClient), ms));
      }
    } catch {
      notifySaveFailed(t("participation.saveFailed"));
    } finally {
      setSaving(false);
    }
  };
  const empty = membersPicked.length === 0 && groupIds.length === 0 && roleIds.length === 0;

  return (
    <Paper withBorder p="md" data-testid="add-participants">
      <Stack gap="sm">
        <Text fw={600}>{t("participation.addParticipants")}</Text>
        <MemberPicker value={membersPicked} onChange={setMembers} label={t("participation.members")} />
        <MultiSelect
          label={t("participation.groups")}
          placeholder={t("participation.groupsPlaceholder")}
          data={network.my_groups.map((g) => ({ value: g.id, label: g.name }))}
          value={groupIds}
          onChange={setGroupIds}
          searchable
          data-testid="participant-groups"
        />
        <MultiSelect
          label={t("participation.roles")}
          placeholder={t("participation.rolesPlaceholder")}
          data={network.membership_roles.map((r) => ({ value: r.id, label: r.plural_name }))}
          value={roleIds}
          onChange={setRoleIds}
          searchable
        />
        <Stack gap={4}>
          <Text size="sm">{t("participation.initialStatus")}</Text>
          <SegmentedControl
            value={status}
            onChange={(v) => setStatus(v as ParticipationStatus)}
            data={(["open", "accepted", "declined"] as const).map((s) => ({
              value: s,
              label: t(`participation.status.${s}`),
            }))}
          />
        </Stack>
        <Checkbox
          label={t("participation.sendEmail")}
          checked={notify}
          onChange={(e) => setNotify(e.currentTarget.checked)}
        />
        <Checkbox
          label={t("participation.inviteConsumers")}
          checked={consumers}
          onChange={(e) => setConsumers(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={saving} disabled={empty} data-testid="add-participants-submit">
            {t("participation.add")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
