import type { Notification } from "@intranet/contracts";
import {
  Avatar,
  Box,
  Button,
  Group,
  Indicator,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { unreadsQuery } from "../../../api/unreads";
import { EmptyState } from "../../../components/EmptyState";
import { LoadMore } from "../../../components/LoadMore";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { QueryState } from "../../../components/QueryState";
import { formatInstant } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { GroupContentLayout } from "../../groups";
import {
  groupNotificationListQuery,
  markAllNotificationsRead,
  markNotificationRead,
  notificationListQuery,
} from "../api";

/**
 * "Anna Becker liked your post “…”", "Anna Becker and 4 others liked your post “…”"; for an invitation or a join
 * request "Anna Becker invited you to join “Gardening”", with the group's or appointment's name as it is now.
 */
function useSentence() {
  const { t } = useTranslation();
  return (n: Notification) => {
    const actor = n.actor?.displayName ?? t("notifications.someone");
    const others = n.actor_count - 1;
    const actors = others > 0 ? t("notifications.actorAndOthers", { actor, count: others }) : actor;
    return t(`notifications.kinds.${n.kind}`, {
      actors,
      excerpt: n.activity?.excerpt ?? "",
      title: n.subject?.title ?? "",
      count: n.actor_count,
    });
  };
}

/** Where the notification leads: the reply, the activity, or the invitations page, join requests, appointment. */
const targetOf = (n: Notification) =>
  n.reply?.html_url ?? n.activity?.html_url ?? n.subject?.html_url ?? "/notifications";

/** A link to what it is about (the reply, or the activity); following it marks it read. */
function NotificationRow({ notification: n, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation();
  const sentence = useSentence();
  const zone = useNetwork().current_member?.time_zone;
  return (
    <UnstyledButton
      component={Link}
      to={targetOf(n)}
      onClick={onOpen}
      p="sm"
      data-testid="notification"
      data-unread={n.read ? undefined : "true"}
      style={{
        borderRadius: "var(--mantine-radius-md)",
        // blue-0 in the light scheme keeps the dimmed date at AA (4.5:1; blue-light gives 4.1), as the inbox does.
        background: n.read ? undefined : "light-dark(var(--mantine-color-blue-0), var(--mantine-color-blue-light))",
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Indicator disabled={n.read} color="blue" size={10} offset={4} position="top-start" withBorder>
          {n.actor ? <MemberAvatar member={n.actor} size={40} radius="xl" /> : <Avatar size={40} radius="xl" />}
        </Indicator>
        <Box style={{ minWidth: 0 }}>
          {!n.read && <VisuallyHidden>{t("notifications.unread")}: </VisuallyHidden>}
          <Text size="sm" fw={n.read ? undefined : 600} style={{ overflowWrap: "anywhere" }}>
            {sentence(n)}
          </Text>
          <Text size="xs" c="dimmed" data-testid="notification-date">
            <time dateTime={n.updated_at}>{formatInstant(n.updated_at, zone)}</time>
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}

/**
 * /notifications: mentions, replies, answers, likes and accepted answers; invitations into groups and to
 * appointments, join requests and their answers; newest first. With a group (`/groups/{slug}/notifications`, under
 * the group's header) those about that group, without "mark all read", which would reach beyond it.
 */
export function NotificationsPage({ group }: { group?: { slug: string } }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(group ? groupNotificationListQuery(group.slug) : notificationListQuery);
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationListQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: unreadsQuery.queryKey }),
    ]);
  const readOne = useAppMutation({ mutationFn: markNotificationRead, onSuccess: refresh });
  const readAll = useAppMutation({ mutationFn: markAllNotificationsRead, onSuccess: refresh });

  const open = (n: Notification) => {
    if (!n.read) readOne.mutate(n.id);
  };

  return (
    <Stack gap="md" maw={760} data-testid="notifications-page">
      <Group justify="space-between" wrap="wrap">
        <Title order={group ? 3 : 2}>{t("notifications.title")}</Title>
        {!group && notifications.some((n) => !n.read) && (
          <Button
            variant="default"
            onClick={() => readAll.mutate()}
            loading={readAll.isPending}
            data-testid="mark-all-read"
          >
            {t("notifications.markAllRead")}
          </Button>
        )}
      </Group>
      {!list.isSuccess ? (
        <QueryState query={list} errorMessage={t("notifications.loadError")} />
      ) : notifications.length === 0 ? (
        <EmptyState title={t("notifications.empty")} description={t("notifications.emptyText")} icon={<IconBell />} />
      ) : (
        <Stack gap={4} data-testid="notification-list">
          {notifications.map((n) => (
            <NotificationRow key={n.id} notification={n} onOpen={() => open(n)} />
          ))}
        </Stack>
      )}
      <LoadMore query={list} label={t("notifications.loadMore")} />
    </Stack>
  );
}

/** /groups/{slug}/notifications: the member's notifications about the group, under its header. */
export function GroupNotificationsPage() {
  return <GroupContentLayout>{(group) => <NotificationsPage group={group} />}</GroupContentLayout>;
}
