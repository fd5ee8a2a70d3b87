import {
  type Device,
  type DeviceList,
  type DeviceNotificationSettings,
  type PushNotificationKind,
  pushNotificationKinds,
} from "@intranet/contracts";
import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text } from "@mantine/core";
import { IconBellRinging, IconDeviceMobile } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { formatDate } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import {
  deviceName,
  PushRefused,
  pushSupported,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from "../../../lib/push";
import { devicesQuery, registerDevice, removeDevice, saveDeviceSettings } from "../settings-api";

/** One device: its name, since when, and a switch per kind of push, saved as it is flipped. */
function DeviceCard({ device }: { device: Device }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setCached = (changed: Partial<Device>) =>
    queryClient.setQueryData<DeviceList>(devicesQuery.queryKey, (list) =>
      list ? { ...list, devices: list.devices.map((d) => (d.id === device.id ? { ...d, ...changed } : d)) } : list,
    );
  const save = useAppMutation({
    mutationFn: (changes: Partial<DeviceNotificationSettings>) => saveDeviceSettings(device.id, changes),
    onSuccess: (saved) => {
      setCached({ notifications: saved.notifications });
      notifySaved();
    },
    saveFailed: true,
  });
  const remove = useAppMutation({
    mutationFn: async () => {
      await removeDevice(device.id);
      if (device.current) await unsubscribeThisBrowser().catch(() => {});
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
  });
  const toggle = (kind: PushNotificationKind) => (
    <Switch
      key={kind}
      label={t(`profile.push.kinds.${kind}`)}
      checked={device.notifications[kind]}
      disabled={save.isPending}
      onChange={(e) => save.mutate({ [kind]: e.currentTarget.checked })}
    />
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid="push-device">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <IconDeviceMobile size={18} aria-hidden />
            <Text fw={500}>{device.name || t("profile.push.unnamed")}</Text>
            {device.current && <Badge variant="light">{t("profile.push.thisDevice")}</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {t("profile.push.since", { date: formatDate(device.created_at) })}
          </Text>
        </Group>
        {pushNotificationKinds.map(toggle)}
        <Group justify="flex-end">
          <Button variant="subtle" color="red.9" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t("profile.push.remove")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The push tab: turn push on for this browser, and each device's toggles (members' devices in the spec). */
function PushDeviceList({ list }: { list: DeviceList }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const supported = pushSupported();
  const hasCurrent = list.devices.some((d) => d.current);
  const enable = useAppMutation({
    mutationFn: async () => {
      const subscription = await subscribeThisBrowser(list.vapid_public_key);
      return registerDevice({ device: { name: deviceName(), push_subscription: subscription } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
    fallback: t("profile.push.enableFailed"),
  });
  return (
    <Stack gap="md">
      {!supported && (
        <Alert color="gray" data-testid="push-unsupported">
          {t("profile.push.unsupported")}
        </Alert>
      )}
      {supported && !hasCurrent && (
        <Group>
          <Button
            leftSection={<IconBellRinging size={16} />}
            loading={enable.isPending}
            onClick={() => enable.mutate()}
          >
            {t("profile.push.enable")}
          </Button>
          {enable.error instanceof PushRefused && (
            <Text size="sm" c="dimmed">
              {t("profile.push.permissionDenied")}
            </Text>
          )}
        </Group>
      )}
      {list.devices.length === 0 ? (
        <EmptyState title={t("profile.push.empty")} description={t("profile.push.emptyText")} />
      ) : (
        list.devices.map((device) => <DeviceCard key={device.id} device={device} />)
      )}
    </Stack>
  );
}

export function PushDevices() {
  const query = useQuery(devicesQuery);
  return <QueryState query={query}>{(list) => <PushDeviceList list={list} />}</QueryState>;
}
