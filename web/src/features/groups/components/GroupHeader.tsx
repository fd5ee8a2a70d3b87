import type { Group as GroupEntity, GroupNavigationTab } from "@intranet/contracts";
import { ActionIcon, Avatar, Badge, Button, Group, Menu, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconBell, IconBellOff, IconChevronDown, IconStar, IconStarFilled } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { notifySaved } from "../../../components/toasts";
import { UnreadBadge } from "../../../components/UnreadBadge";
import { useAppMutation } from "../../../lib/mutations";
import { joinGroup, leaveGroup, refreshGroups, setFavorite, setSubscribed } from "../api";
import type { GroupsMessages } from "../i18n/en";

type NavKey = keyof GroupsMessages["nav"];

function TabButton({ tab, active }: { tab: GroupNavigationTab; active: boolean }) {
  const { t } = useTranslation();
  const label = t(`groups.nav.${tab.key as NavKey}`, { defaultValue: tab.label });
  const badge = tab.badge ? <UnreadBadge count={tab.badge} data-testid={`group-tab-badge-${tab.key}`} /> : null;
  if (tab.children.length > 0) {
    return (
      <Menu position="bottom-start">
        <Menu.Target>
          <Button
            variant={active ? "light" : "subtle"}
            rightSection={<IconChevronDown size={14} />}
            leftSection={badge}
            data-testid={`group-tab-${tab.key}`}
          >
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {tab.children.map((child) => (
            <Menu.Item
              key={child.key}
              component={Link}
              to={child.path}
              target={child.new_window ? "_blank" : undefined}
              rightSection={child.badge ? <UnreadBadge count={child.badge} /> : null}
              data-testid={`group-tab-${child.key}`}
            >
              {t(`groups.nav.${child.key as NavKey}`, { defaultValue: child.label })}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Button
      component={Link}
      to={tab.path}
      target={tab.new_window ? "_blank" : undefined}
      variant={active ? "light" : "subtle"}
      rightSection={badge}
      data-testid={`group-tab-${tab.key}`}
    >
      {label}
    </Button>
  );
}

/** Join, request, withdraw or leave (with confirmation), by the group's `can` and the member's state. */
function MembershipButton({ group }: { group: GroupEntity }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const join = useAppMutation({
    mutationFn: () => joinGroup(group.slug),
    onSuccess: async (res) => {
      notifySaved(
        t(res.membership_status_of_current_member === "member" ? "groups.home.joined" : "groups.home.requested", {
          name: group.name,
        }),
      );
      await refreshGroups(queryClient);
    },
  });
  const leave = useAppMutation({
    mutationFn: () => leaveGroup(group.slug),
    onSuccess: async () => {
      notifySaved(t("groups.home.left", { name: group.name }));
      await refreshGroups(queryClient);
    },
  });
  const status = group.membership_status_of_current_member;
  if (status === "invited") {
    return (
      <Button variant="light" onClick={() => navigate("/invites")} data-testid="group-open-invites">
        {t("groups.home.acceptInvite")}
      </Button>
    );
  }
  if (status === "in_moderation") {
    return (
      <Button variant="default" loading={leave.isPending} onClick={() => leave.mutate()} data-testid="group-withdraw">
        {t("groups.home.withdraw")}
      </Button>
    );
  }
  if (group.can.join || group.can.join_moderated) {
    return (
      <Button loading={join.isPending} onClick={() => join.mutate()} data-testid="group-join">
        {group.can.join ? t("groups.home.join") : t("groups.home.requestJoin")}
      </Button>
    );
  }
  if (group.can.leave) {
    return (
      <Button
        variant="default"
        loading={leave.isPending}
        data-testid="group-leave"
        onClick={() =>
          openConfirm({
            message: t("groups.home.leaveConfirm", { name: group.name }),
            danger: true,
            onConfirm: () => leave.mutate(),
          })
        }
      >
        {t("groups.home.leave")}
      </Button>
    );
  }
  return null;
}

function MemberToggles({ group }: { group: GroupEntity }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const favorite = useAppMutation({
    mutationFn: () => setFavorite(group.slug, !group.favorited),
    onSuccess: () => refreshGroups(queryClient),
  });
  const subscribe = useAppMutation({
    mutationFn: () => setSubscribed(group.slug, !group.i_haz_subscription),
    onSuccess: () => refreshGroups(queryClient),
  });
  if (group.membership_status_of_current_member !== "member") return null;
  const favLabel = group.favorited ? t("groups.home.unfavorite") : t("groups.home.favorite");
  const subLabel = group.i_haz_subscription ? t("groups.home.unsubscribe") : t("groups.home.subscribe");
  return (
    <>
      <Tooltip label={favLabel}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={favLabel}
          aria-pressed={group.favorited}
          disabled={favorite.isPending}
          onClick={() => favorite.mutate()}
          data-testid="group-favorite"
        >
          {group.favorited ? (
            <IconStarFilled size={18} color="var(--mantine-color-yellow-6)" />
          ) : (
            <IconStar size={18} />
          )}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={subLabel}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={subLabel}
          aria-pressed={group.i_haz_subscription}
          disabled={subscribe.isPending}
          onClick={() => subscribe.mutate()}
          data-testid="group-subscribe"
        >
          {group.i_haz_subscription ? <IconBell size={18} /> : <IconBellOff size={18} />}
        </ActionIcon>
      </Tooltip>
    </>
  );
}

/** The group's picture, name, state, membership actions and navigation tabs (GET /groups/{slug}/navigation). */
export function GroupHeader({ group, tabs }: { group: GroupEntity; tabs: GroupNavigationTab[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activeKey =
    [...tabs].reverse().find((tab) => tab.path !== `/groups/${group.slug}` && pathname.startsWith(tab.path))?.key ??
    (pathname === `/groups/${group.slug}` ? "home" : null);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        {/* On a phone the membership buttons move under a name that would keep less than 12rem. */}
        <Group gap="md" align="center">
          <Avatar src={group.profile_image?.url} name={group.name} color="initials" radius="md" size={64} />
          <Stack gap={2} style={{ minWidth: 0, flex: "1 1 12rem" }}>
            <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }} data-testid="group-name">
              {group.name}
            </Title>
            <Group gap={6}>
              {group.access !== "open" && <Badge variant="light">{t(`groups.access.${group.access}`)}</Badge>}
              {group.archived && (
                <Badge variant="light" color="gray" data-testid="group-archived">
                  {t("groups.home.archived")}
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                {t("groups.directory.memberCount", { count: group.member_count })}
              </Text>
            </Group>
          </Stack>
          <MemberToggles group={group} />
          <MembershipButton group={group} />
        </Group>
        <Group gap={4} component="nav" aria-label={group.name}>
          {tabs.map((tab) => (
            <TabButton key={tab.key} tab={tab} active={tab.key === activeKey} />
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
