import type { Calendar } from "@intranet/contracts";
import { ActionIcon, Badge, Button, ColorSwatch, Group, Menu, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconCalendarPlus, IconPencil, IconPlus, IconShareOff, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import {
  calendarCreateOptionsQuery,
  calendarsQuery,
  deleteCalendar,
  refreshCalendars,
  removeCalendarShare,
} from "../api";

/** /calendars/manage: every readable calendar with edit, delete and remove-share; creation by allowed type. */
export function CalendarsManagePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const calendars = useQuery(calendarsQuery);
  const options = useQuery(calendarCreateOptionsQuery).data;

  const act = useAppMutation({
    mutationFn: ({ run }: { run: () => Promise<void>; done?: string }) => run(),
    onSuccess: async (_, { done }) => {
      if (done) notifySaved(done);
      await refreshCalendars(queryClient);
    },
  });
  const confirmThen = (message: string, run: () => Promise<void>, done?: string) =>
    openConfirm({ message, danger: true, onConfirm: () => act.mutate({ run, done }) });

  const row = (c: Calendar) => (
    <Paper key={c.id} withBorder p="sm" data-testid="calendar-row">
      <Group justify="space-between">
        <Group gap="xs">
          <ColorSwatch color={`#${c.color}`} size={16} />
          <Text fw={500}>{c.name}</Text>
          <Badge variant="light">{t(`calendar.types.${c.type}`)}</Badge>
          {c.category_name && (
            <Text size="sm" c="dimmed">
              {c.category_name}
            </Text>
          )}
        </Group>
        <Group gap={4}>
          {c.can.update && (
            <Tooltip label={t("calendar.edit")}>
              <ActionIcon
                variant="subtle"
                component={Link}
                to={`/calendars/${c.id}/edit`}
                aria-label={t("calendar.edit")}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          {c.can.destroy && (
            <Tooltip label={t("calendar.delete")}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("calendar.delete")}
                onClick={() =>
                  confirmThen(t("calendar.deleteCalendarConfirm"), () => deleteCalendar(c.id), t("calendar.deleted"))
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          {c.type === "shared" && (
            <Tooltip label={t("calendar.removeShare")}>
              <ActionIcon
                variant="subtle"
                aria-label={t("calendar.removeShare")}
                onClick={() => confirmThen(t("calendar.removeShareConfirm"), () => removeCalendarShare(c.id))}
              >
                <IconShareOff size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Paper>
  );

  const canCreate =
    options && (options.create_calendars || options.create_personal_calendars || options.groups.length > 0);
  return (
    <Stack gap="md" maw={860} data-testid="calendars-manage">
      <Group justify="space-between">
        <Title order={2}>{t("calendar.manageTitle")}</Title>
        {canCreate && (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button leftSection={<IconPlus size={16} />}>{t("calendar.newCalendar")}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              {options.create_personal_calendars && (
                <Menu.Item component={Link} to="/calendars/new?type=personal">
                  {t("calendar.newPersonalCalendar")}
                </Menu.Item>
              )}
              {options.create_calendars && (
                <Menu.Item component={Link} to="/calendars/new?type=network">
                  {t("calendar.newNetworkCalendar")}
                </Menu.Item>
              )}
              {options.groups.map((g) => (
                <Menu.Item key={g.id} component={Link} to={`/calendars/new?type=group&parent_id=${g.id}`}>
                  {t("calendar.newGroupCalendar", { group: g.name })}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <QueryState
        query={calendars}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title={t("calendar.noCalendars")}
            description={t("calendar.noCalendarsText")}
            icon={<IconCalendarPlus />}
          >
            {options?.create_personal_calendars && (
              <Button component={Link} to="/calendars/new?type=personal">
                {t("calendar.createCalendar")}
              </Button>
            )}
          </EmptyState>
        }
      >
        {(list) => list.map(row)}
      </QueryState>
    </Stack>
  );
}
