import type { GroupCategory, MyGroupEntry } from "@intranet/contracts";
import { Collapse, Group, Text, UnstyledButton } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconChevronDown, IconChevronRight, IconStarFilled } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useNetwork } from "../../../api/network";
import { RouterNavLink } from "../../../components/RouterNavLink";
import { UnreadBadge } from "../../../components/UnreadBadge";
import { isOnPath } from "../../manifest";
import { myGroupsQuery } from "../api";

/** One category's groups; open or closed is remembered per category in localStorage. */
function CategorySection({ category, groups }: { category: GroupCategory; groups: MyGroupEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useLocalStorage({
    key: `intranet.userbar.group-category.${category.slug}`,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <div data-testid={`userbar-groups-${category.slug}`}>
      <UnstyledButton
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-label={t("groups.sidebar.toggle", { category: category.plural_name })}
        px="sm"
        py={4}
        w="100%"
        data-testid={`userbar-groups-toggle-${category.slug}`}
      >
        <Group gap={4} wrap="nowrap">
          <Chevron size={14} />
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {category.plural_name}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>
        {groups.map((g) => {
          const to = `/groups/${g.slug}`;
          const active = isOnPath(pathname, [to]);
          return (
            <RouterNavLink
              key={g.id}
              to={to}
              label={g.name}
              active={active}
              leftSection={
                g.favorited ? (
                  <IconStarFilled
                    size={12}
                    color="var(--mantine-color-yellow-6)"
                    aria-label={t("groups.sidebar.favorite")}
                  />
                ) : undefined
              }
              rightSection={g.unread_count !== 0 ? <UnreadBadge count={g.unread_count} /> : undefined}
              data-testid={`userbar-group-${g.slug}`}
            />
          );
        })}
      </Collapse>
    </div>
  );
}

/** The member's groups per category in the userbar: name, favourite flag, unread badge, collapsible. */
export function GroupsUserbarBlock() {
  const network = useNetwork();
  const query = useQuery({ ...myGroupsQuery, enabled: network.current_member !== null });
  const groups = query.data?.groups ?? [];
  const sections = network.group_categories
    .map((category) => ({ category, groups: groups.filter((g) => g.group_category_id === category.id) }))
    .filter((s) => s.groups.length > 0);
  if (sections.length === 0) return null;
  return (
    <div data-testid="userbar-groups">
      {sections.map((s) => (
        <CategorySection key={s.category.id} category={s.category} groups={s.groups} />
      ))}
    </div>
  );
}
