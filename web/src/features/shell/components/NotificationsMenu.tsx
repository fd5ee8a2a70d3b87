import { ActionIcon, Popover, Stack, Text } from "@mantine/core";
import { IconBell, IconBellOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Notifications, group invites and appointment invites; empty until the notifications issue fills it. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" width={320} shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t("header.notifications")}>
          <IconBell size={20} stroke={1.6} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid="notifications-dropdown">
        <Stack align="center" gap={4} py="md">
          <IconBellOff size={28} stroke={1.4} color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            {t("header.noNotifications")}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
