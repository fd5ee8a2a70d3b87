import { Anchor, Divider, Indicator, NavLink, Popover, Stack, Text } from "@mantine/core";
import { IconBellOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { unreadsQuery } from "../../../api/unreads";
import { features } from "../../../app/features";
import { formatUnread, UnreadBadge } from "../../../components/UnreadBadge";
import { BellButton } from "./HeaderButtons";

/**
 * What waits for the member: every feature's notification entries that have something unread, and the way to all
 * notifications.
 * `defaultOpened`: the bell was clicked while this menu was loading (Header).
 */
export function NotificationsMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(defaultOpened);
  const counts = useQuery(unreadsQuery).data;
  const entries = features
    .flatMap((feature) => feature.notifications ?? [])
    .map((entry) => ({ ...entry, count: counts?.[entry.unread] ?? 0 }))
    .filter((e) => e.count > 0);
  const total = entries.reduce((sum, e) => sum + e.count, 0);

  return (
    // The badge wraps the popover, not its target: the target's aria-haspopup/aria-expanded belong on the button.
    <Indicator
      label={formatUnread(total)}
      size={16}
      color="red"
      disabled={total === 0}
      offset={6}
      attributes={{ indicator: { "data-testid": "notifications-count" } }}
    >
      <Popover position="bottom-end" width={320} shadow="md" withArrow opened={opened} onChange={setOpened}>
        <Popover.Target>
          <BellButton onClick={() => setOpened((o) => !o)} />
        </Popover.Target>
        <Popover.Dropdown data-testid="notifications-dropdown">
          {entries.length === 0 ? (
            <Stack align="center" gap={4} py="md">
              <IconBellOff size={28} stroke={1.4} color="var(--mantine-color-dimmed)" />
              <Text size="sm" c="dimmed">
                {t("header.noNotifications")}
              </Text>
            </Stack>
          ) : (
            entries.map((e) => (
              <NavLink
                key={e.key}
                component={Link}
                to={e.to}
                label={t(e.label)}
                leftSection={<e.icon size={18} />}
                rightSection={<UnreadBadge count={e.count} />}
                onClick={() => setOpened(false)}
              />
            ))
          )}
          {/* Always there: the page of every notification, read ones too, is reached from the bell when nothing waits. */}
          <Divider my={4} />
          <Anchor
            component={Link}
            to="/notifications"
            size="sm"
            display="block"
            ta="center"
            py={4}
            onClick={() => setOpened(false)}
            data-testid="all-notifications"
          >
            {t("header.allNotifications")}
          </Anchor>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
