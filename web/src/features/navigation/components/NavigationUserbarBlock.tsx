import type { NavigationItem } from "@intranet/contracts";
import { Divider, NavLink, Stack, Text } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useCurrentMember } from "../../../api/network";
import { groupSlugOf } from "../../../api/theme";
import { RouterNavLink } from "../../../components/RouterNavLink";
import { isOnPath } from "../../manifest";
import { readerGroupNavigationQuery, readerNavigationQuery } from "../api";

type Entry = Pick<NavigationItem, "text" | "link" | "new_window"> & { navigation_items: unknown[] };

function EntryLink({ entry, pathname }: { entry: Entry; pathname: string }) {
  const external = /^https?:/i.test(entry.link);
  const target = entry.new_window ? { target: "_blank", rel: "noopener noreferrer" } : {};
  const common = {
    label: entry.text,
    rightSection: external ? <IconExternalLink size={14} /> : undefined,
    "data-testid": "navigation-link",
  };
  if (external) return <NavLink component="a" href={entry.link} {...target} {...common} />;
  const active = isOnPath(pathname, [entry.link]);
  return <RouterNavLink to={entry.link} {...target} {...common} active={active} />;
}

/** One navigation tree as userbar links (items with children open as a group). */
function NavigationList({ items, title, testId }: { items: NavigationItem[]; title: string; testId: string }) {
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  return (
    <Stack gap={4} data-testid={testId}>
      <Divider my={6} />
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" px="sm" pt={4}>
        {title}
      </Text>
      {items.map((item, index) =>
        item.navigation_items.length > 0 ? (
          <NavLink
            // biome-ignore lint/suspicious/noArrayIndexKey: the saved order; texts may repeat.
            key={index}
            label={item.text}
            defaultOpened={item.navigation_items.some((child) => isOnPath(pathname, [child.link]))}
            data-testid="navigation-group"
          >
            {item.navigation_items.map((child, childIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the saved order; texts may repeat.
              <EntryLink key={childIndex} entry={child} pathname={pathname} />
            ))}
          </NavLink>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the saved order; texts may repeat.
          <EntryLink key={index} entry={item} pathname={pathname} />
        ),
      )}
    </Stack>
  );
}

function GroupNavigation({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const query = useQuery(readerGroupNavigationQuery(slug));
  return (
    <NavigationList
      items={query.data?.navigation_items ?? []}
      title={t("navigation.shell.groupBlock")}
      testId="userbar-group-navigation"
    />
  );
}

/**
 * The network's navigation (the administrators' navigation editor) at the top of the userbar's blocks; members see
 * every item, guests only the public ones (the server decides). On a group's pages, the group's navigation (its
 * administrators' editor) follows. Nothing while none is set.
 */
export function NavigationUserbarBlock() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const query = useQuery(readerNavigationQuery);
  const signedIn = useCurrentMember() !== null;
  const slug = signedIn ? groupSlugOf(pathname) : null;
  return (
    <>
      <NavigationList
        items={query.data?.navigation_items ?? []}
        title={t("navigation.shell.block")}
        testId="userbar-navigation"
      />
      {slug && <GroupNavigation slug={slug} />}
    </>
  );
}
