import type { AdministrationUserbarLink, AdministrationUserbarSection } from "@intranet/contracts";
import { Button, Divider, Menu, Stack, Text } from "@mantine/core";
import { IconMenu2 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useNetwork } from "../../../api/network";
import { QueryState } from "../../../components/QueryState";
import { RouterNavLink } from "../../../components/RouterNavLink";
import { isOnPath, type TextKey } from "../../manifest";
import { administrationUserbarQuery } from "../api";
import { administrationContextOf, contextGroupQuery, contextUserbarQuery } from "../audit-statistics-api";

/** Whether a link of the administration userbar is the current screen (§2: exact flag, alternative paths). */
export const isAdministrationLinkActive = (link: AdministrationUserbarLink, pathname: string) =>
  link.exact ? pathname === link.path : isOnPath(pathname, [link.path, ...link.alternative_paths]);

/** The server's labels are text keys of the web's. */
export function useUserbarText() {
  const { t } = useTranslation();
  return (key: string) => t(key as TextKey);
}

/**
 * The administration userbar as loaded from the server (loading state, error with retry, or the sections); null in a
 * group or category the member does not administrate, where nothing is asked (its screens show not-found).
 */
export function useAdministrationUserbar() {
  const network = useNetwork();
  const context = administrationContextOf(useLocation().pathname);
  // A category's rights are in the preload; a group's in the group's own answer, which its screens ask for anyway.
  const group = useQuery({ ...contextGroupQuery(context?.id ?? ""), enabled: context?.type === "group" });
  const allowed =
    context?.type === "group_category"
      ? network.group_categories.find((c) => c.id === context.id)?.can.administrate === true
      : context?.type === "group"
        ? group.data?.can.administrate === true
        : network.can.administrate;
  const inContext = useQuery({
    ...contextUserbarQuery(context?.type ?? "group", context?.id ?? ""),
    enabled: context !== null && allowed,
  });
  const ofNetwork = useQuery({ ...administrationUserbarQuery, enabled: context === null && allowed });
  const refused = context?.type === "group" ? group.isError || group.data?.can.administrate === false : !allowed;
  if (refused) return null;
  return context ? inContext : ofNetwork;
}

function SectionLinks({ section, pathname }: { section: AdministrationUserbarSection; pathname: string }) {
  const text = useUserbarText();
  return (
    <div data-testid={`admin-userbar-section-${section.key}`}>
      {section.links.map((link) => {
        const active = isAdministrationLinkActive(link, pathname);
        const blank = link.target === "_blank";
        return (
          <RouterNavLink
            key={link.path}
            to={link.path}
            target={blank ? "_blank" : undefined}
            rel={blank ? "noopener noreferrer" : undefined}
            label={text(link.label)}
            rightSection={link.unreads ? <Text size="xs">{link.unreads > 99 ? "99+" : link.unreads}</Text> : undefined}
            active={active}
          />
        );
      })}
    </div>
  );
}

/** The userbar's block on administration screens (AdministrationUserbarBlock shows it): the server's sections. */
export function AdministrationUserbar() {
  const { pathname } = useLocation();
  const query = useAdministrationUserbar();
  const text = useUserbarText();
  if (!query) return null;
  return (
    <Stack gap={4} data-testid="admin-userbar">
      <QueryState query={query}>
        {(data) =>
          data.sections.map((section) => (
            <Fragment key={section.key}>
              <Divider my={6} />
              <Text size="xs" c="dimmed" fw={700} tt="uppercase" px="sm" pt={4}>
                {text(section.title)}
              </Text>
              <SectionLinks section={section} pathname={pathname} />
            </Fragment>
          ))
        }
      </QueryState>
    </Stack>
  );
}

/** On a phone, the administration screens offer the same sections as a menu above the page. */
export function AdministrationPhoneMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const query = useAdministrationUserbar();
  const text = useUserbarText();
  if (!query?.data) return null;
  return (
    <Menu position="bottom-start" width={260} shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconMenu2 size={16} />}
          hiddenFrom="sm"
          mb="sm"
          data-testid="admin-menu"
        >
          {t("administration.shell.menu")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {query.data.sections.map((section) => (
          <Fragment key={section.key}>
            <Menu.Label>{text(section.title)}</Menu.Label>
            {section.links.map((link) => (
              <Menu.Item
                key={link.path}
                component={Link}
                to={link.path}
                aria-current={isAdministrationLinkActive(link, pathname) ? "page" : undefined}
              >
                {text(link.label)}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
