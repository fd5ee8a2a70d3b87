import { Divider, NavLink, Stack, Text } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useMatches } from "react-router";
import { useCurrentMember } from "../../../api/network";
import { RouterNavLink } from "../../../components/RouterNavLink";
import { isOnPath, type RouteHandle } from "../../manifest";
import { INFO_PATHS, userbarPagesQuery } from "../api";

/** A route whose handle asks for the info navigation: the fallback `*` (an address no screen has). */
const useInfoNavigationRoute = () =>
  useMatches().some((match) => (match.handle as Partial<RouteHandle> | undefined)?.infoNavigation === true);

/**
 * The network pages flagged `show_in_userbar`, as userbar links, on the info paths and the fallback route (with the
 * empty hint when there are none); nothing elsewhere and for visitors, whose userbar is the visitors' navigation.
 */
export function PagesUserbarBlock() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const member = useCurrentMember();
  const fallback = useInfoNavigationRoute();
  const shown = member !== null && (fallback || isOnPath(pathname, INFO_PATHS));
  const query = useQuery({ ...userbarPagesQuery, enabled: shown });
  if (!shown || !query.isSuccess) return null;
  const pages = query.data.pages;
  return (
    <Stack gap={4} data-testid="userbar-pages">
      <Divider my={6} />
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" px="sm" pt={4}>
        {t("pages.shell.pages")}
      </Text>
      {pages.length === 0 ? (
        <Text size="sm" c="dimmed" px="sm" data-testid="userbar-pages-empty">
          {t("pages.shell.none")}
        </Text>
      ) : (
        pages.map((page) => {
          const active = pathname === page.path;
          return (
            <RouterNavLink
              key={page.id}
              to={page.path}
              label={page.title}
              leftSection={<IconFileText size={16} />}
              active={active}
              data-testid="userbar-page-link"
            />
          );
        })
      )}
      <NavLink
        component={Link}
        to="/more"
        label={t("pages.shell.more")}
        active={pathname === "/more"}
        aria-current={pathname === "/more" ? "page" : undefined}
      />
    </Stack>
  );
}
