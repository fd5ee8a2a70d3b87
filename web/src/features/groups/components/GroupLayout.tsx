import type { Group, GroupNavigation } from "@intranet/contracts";
import { Alert, Stack } from "@mantine/core";
import { IconUsersGroup } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { QueryState } from "../../../components/QueryState";
import { usePageTitleContext } from "../../../lib/page-title";
import { groupNavigationQuery } from "../api";
import { GroupHeader } from "./GroupHeader";

/** Every group screen: loads the group with its navigation, shows not-found for hidden or unknown groups. */
export function GroupLayout({ children }: { children: (group: Group, nav: GroupNavigation) => ReactNode }) {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const query = useQuery(groupNavigationQuery(slug));
  usePageTitleContext(query.data?.group.name);
  if (!query.isSuccess) {
    return (
      <QueryState query={query} notFound={<EmptyState title={t("groups.home.notFound")} icon={<IconUsersGroup />} />} />
    );
  }
  return (
    <Stack gap="md" maw={960}>
      <GroupHeader group={query.data.group} tabs={query.data.tabs} />
      {children(query.data.group, query.data)}
    </Stack>
  );
}

/** The group's header above a nested route's screen: another feature's group screens (administration, invitations). */
export function GroupHeaderLayout() {
  return <GroupLayout>{() => <Outlet />}</GroupLayout>;
}

/**
 * A page of the group's content (home, stream, members) under its header: the content for those who may read it,
 * loaded on demand, and the members-only notice for the others.
 */
export function GroupContentLayout({ children }: { children: (group: Group) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <GroupLayout>
      {(group) =>
        group.can.read_content ? (
          <Suspense fallback={<PageLoader />}>{children(group)}</Suspense>
        ) : (
          <Alert color="gray" data-testid="group-members-only">
            {t("groups.home.membersOnly")}
          </Alert>
        )
      }
    </GroupLayout>
  );
}
