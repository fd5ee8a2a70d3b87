import { type Participant, type ParticipationStatus, participationApi } from "@intranet/contracts";
import { Accordion, Anchor, Button, Group, Menu, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowLeft, IconDots, IconDownload, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { appointmentQuery } from "../../../api/appointments";
import { useNetwork } from "../../../api/network";
import { routeUrl } from "../../../api/route-client";
import { openConfirm } from "../../../components/confirm";
import { Pagination } from "../../../components/Pagination";
import { QueryState } from "../../../components/QueryState";
import { useAppMutation } from "../../../lib/mutations";
import { participantsQuery, refreshParticipation, removeParticipant, setParticipantStatus } from "../api";
import { AddParticipants } from "../components/AddParticipants";
import { groupParticipants, otherStatuses, PARTICIPANT_GROUPING_BREAKPOINT } from "../logic";

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
              href={routeUrl(participationApi.attendeesCsv, { params: { id } })}
            >
              CSV
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              component="a"
              href={routeUrl(participationApi.attendeesXlsx, { params: { id } })}
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
  const refresh = () => refreshParticipation(queryClient);
  const setStatus = useAppMutation({
    mutationFn: ({ id, status }: { id: string; status: ParticipationStatus }) =>
      setParticipantStatus(appointmentId, id, status),
    onSuccess: refresh,
  });
  const removal = useAppMutation({
    mutationFn: (id: string) => removeParticipant(appointmentId, id),
    onSuccess: refresh,
  });
  const change = (p: Participant, status: ParticipationStatus) =>
    openConfirm({
      message: t("participation.setStatusConfirm", {
        name: p.membership.displayName,
        status: t(`participation.status.${status}`),
      }),
      onConfirm: () => setStatus.mutate({ id: p.id, status }),
    });
  const remove = (p: Participant) =>
    openConfirm({
      message: t("participation.removeConfirm", { name: p.membership.displayName }),
      danger: true,
      onConfirm: () => removal.mutate(p.id),
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
