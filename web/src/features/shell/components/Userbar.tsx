import { Divider, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import {
  IconActivity,
  IconAddressBook,
  IconCalendar,
  IconFolder,
  IconInfoCircle,
  IconLogin,
  IconMail,
  IconSettings,
  IconUsersGroup,
} from "@tabler/icons-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useNetwork } from "../../../api/network";
import { LanguageSelector } from "../../../components/LanguageSelector";
import { GroupSidebar } from "../../groups";
import { MessagesUnreadBadge } from "../../messages";
import { InvitesUnreadBadge } from "../../participation";
import { isLinkActive, type UserbarIcon, type UserbarLink, userbarSections } from "../userbar-links";

const ICONS: Record<UserbarIcon, typeof IconActivity> = {
  activities: IconActivity,
  messages: IconMail,
  appointments: IconCalendar,
  files: IconFolder,
  directory: IconAddressBook,
  administration: IconSettings,
  signIn: IconLogin,
  info: IconInfoCircle,
  group: IconUsersGroup,
};

function UserbarNavLink({ link, pathname }: { link: UserbarLink; pathname: string }) {
  const { t } = useTranslation();
  const Icon = link.icon ? ICONS[link.icon] : null;
  const active = isLinkActive(link, pathname);
  return (
    <NavLink
      component={Link}
      to={link.to}
      label={link.text ?? (link.label ? t(`userbar.${link.label}`) : link.to)}
      leftSection={Icon ? <Icon size={18} stroke={1.6} /> : undefined}
      rightSection={
        link.key === "messages" || link.key === "messages-inbox" ? (
          <MessagesUnreadBadge />
        ) : link.key === "appointments-invites" ? (
          <InvitesUnreadBadge />
        ) : undefined
      }
      active={active}
      aria-current={active ? "page" : undefined}
      data-testid={`userbar-${link.key}`}
    />
  );
}

/** Left navigation: module links, then the sub-navigation of the current route. */
export function Userbar() {
  const { t } = useTranslation();
  const network = useNetwork();
  const { pathname } = useLocation();
  const sections = userbarSections(pathname, network);

  return (
    <>
      <ScrollArea style={{ flex: 1 }} p="xs">
        <Stack gap={4}>
          {sections.map((section, index) => (
            <Fragment key={section.key}>
              {index > 0 && <Divider my={6} />}
              {section.title && (
                <Text size="xs" c="dimmed" fw={700} tt="uppercase" px="sm" pt={4}>
                  {t(`userbar.${section.title}`)}
                </Text>
              )}
              <div data-testid={`userbar-section-${section.key}`}>
                {section.links.map((link) => (
                  <UserbarNavLink key={link.key} link={link} pathname={pathname} />
                ))}
              </div>
            </Fragment>
          ))}
          <GroupSidebar />
        </Stack>
      </ScrollArea>
      <div style={{ padding: "var(--mantine-spacing-sm)", borderTop: "1px solid var(--app-shell-border-color)" }}>
        <LanguageSelector size="xs" />
      </div>
    </>
  );
}
