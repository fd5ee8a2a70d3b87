import { Divider, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useCurrentMember } from "../../../api/network";
import { groupNavigationQuery, groupSlugOf } from "../../../api/theme";
import { RouterNavLink } from "../../../components/RouterNavLink";
import { isOnPath } from "../../manifest";
import { appListQuery } from "../api";

const SHOWN_ON = ["/apps", "/info", "/imprint", "/pages"];

/**
 * The userbar's apps (§2 "Userbar": on /info, /imprint, /pages/… and /apps/…, the apps flagged to show in the
 * userbar, linking to /apps/{slug}/items; an empty hint when none). On a group's pages, the group's apps flagged so
 * (the block shows only when there are some: an empty hint on every group page would be noise).
 */
export function AppsUserbarBlock() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const member = useCurrentMember();
  const onNetworkPaths = SHOWN_ON.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  const slug = member ? groupSlugOf(pathname) : null;
  const group = useQuery({
    ...groupNavigationQuery(slug ?? ""),
    enabled: slug !== null,
    select: (navigation) => navigation.group.id,
  });
  const groupId = slug ? group.data : undefined;
  const shown = member !== null && (onNetworkPaths || groupId !== undefined);
  const list = useQuery({
    ...appListQuery(groupId ? { filter: "show_in_userbar", group_id: groupId } : { filter: "show_in_userbar" }),
    enabled: shown,
  });
  const apps = list.data?.apps ?? [];
  if (!shown || (groupId && apps.length === 0)) return null;
  return (
    <Stack gap={4} data-testid="userbar-apps">
      <Divider my={6} />
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" px="sm" pt={4}>
        {t("apps.userbar.title")}
      </Text>
      {list.isSuccess && apps.length === 0 && (
        <Text size="sm" c="dimmed" px="sm">
          {t("apps.userbar.empty")}
        </Text>
      )}
      {apps.map((app) => {
        const active = isOnPath(pathname, [`/apps/${app.slug}`]);
        return <RouterNavLink key={app.id} to={app.path} label={app.name} active={active} />;
      })}
    </Stack>
  );
}
