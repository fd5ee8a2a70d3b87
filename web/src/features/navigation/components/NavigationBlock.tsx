import type { NavigationItem } from "@intranet/contracts";
import { Divider, NavLink, Stack, Text } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { isOnPath } from "../../manifest";
import { readerNavigationQuery } from "../api";

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
  return (
    <NavLink
      component={Link}
      to={entry.link}
      {...target}
      {...common}
      active={active}
      aria-current={active ? "page" : undefined}
    />
  );
}

/**
 * The network's navigation (the administrators' navigation editor) at the top of the userbar's blocks; members see
 * every item, guests only the public ones (the server decides). Nothing while none is set.
 */
export function NavigationBlock() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const query = useQuery(readerNavigationQuery);
  const items = query.data?.navigation_items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap={4} data-testid="userbar-navigation">
      <Divider my={6} />
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" px="sm" pt={4}>
        {t("navigation.shell.block")}
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
