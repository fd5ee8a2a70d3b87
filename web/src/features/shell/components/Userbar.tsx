import { Box, Divider, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Fragment, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useNetwork } from "../../../api/network";
import { unreadsQuery } from "../../../api/unreads";
import { features } from "../../../app/features";
import { LanguageSelector } from "../../../components/LanguageSelector";
import { RouterNavLink } from "../../../components/RouterNavLink";
import { UnreadBadge } from "../../../components/UnreadBadge";
import type { UnreadBadgeRef } from "../../manifest";
import { isLinkActive, type UserbarLink, userbarSections } from "../userbar-links";

/** Unread counts come from the shared unreads query, refreshed live by unreads_changed. */
function LinkBadge({ badge }: { badge: UnreadBadgeRef }) {
  const unreads = useQuery(unreadsQuery);
  return <UnreadBadge count={unreads.data?.[badge.unread] ?? 0} data-testid={badge.testId} />;
}

function UserbarNavLink({ link, pathname, search }: { link: UserbarLink; pathname: string; search: string }) {
  const { t } = useTranslation();
  const Icon = link.icon;
  const active = isLinkActive(link, pathname, search);
  return (
    <RouterNavLink
      to={link.to}
      label={link.text ?? (link.label ? t(link.label) : link.to)}
      leftSection={Icon ? <Icon size={18} stroke={1.6} /> : undefined}
      rightSection={link.badge ? <LinkBadge badge={link.badge} /> : undefined}
      active={active}
      data-testid={`userbar-${link.key}`}
    />
  );
}

/** Left navigation: module links, then the sub-navigation of the current route. */
export function Userbar() {
  const { t } = useTranslation();
  const network = useNetwork();
  const { pathname, search } = useLocation();
  const sections = userbarSections(pathname, network, undefined, search);

  const links = (
    <Stack gap={4}>
      {sections.map((section, index) => (
        <Fragment key={section.key}>
          {index > 0 && <Divider my={6} />}
          {section.title && (
            <Text size="xs" c="dimmed" fw={700} tt="uppercase" px="sm" pt={4}>
              {t(section.title)}
            </Text>
          )}
          <div data-testid={`userbar-section-${section.key}`}>
            {section.links.map((link) => (
              <UserbarNavLink key={link.key} link={link} pathname={pathname} search={search} />
            ))}
          </div>
        </Fragment>
      ))}
      {/* The widgets come in one chunk (`userbar`, the manifest's `userbarWidget`): drawn together once it has come. */}
      <Suspense fallback={null}>
        {features.flatMap((feature) =>
          (feature.userbarWidgets ?? []).map((Widget, index) => <Widget key={`${feature.key}-${index.toString()}`} />),
        )}
      </Suspense>
    </Stack>
  );

  return (
    <>
      {/* A box that scrolls natively: the links are drawn once, in the first commit, and stay the same elements (a
          scroll area swapped in after the first paint redrew them, and a tap in that moment went nowhere). */}
      <Box style={{ flex: 1, overflowY: "auto", scrollbarWidth: "thin" }} p="xs">
        {links}
      </Box>
      <div style={{ padding: "var(--mantine-spacing-sm)", borderTop: "1px solid var(--app-shell-border-color)" }}>
        <LanguageSelector size="xs" />
      </div>
    </>
  );
}
