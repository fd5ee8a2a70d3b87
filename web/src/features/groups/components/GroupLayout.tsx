import type { Group, GroupNavigation } from "@intranet/contracts";
import { Stack } from "@mantine/core";
import { IconUsersGroup } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { groupNavigationQuery } from "../api";
import { GroupHeader } from "./GroupHeader";

/** Every group screen: loads the group with its navigation, shows not-found for hidden or unknown groups. */
export function GroupLayout({ children }: { children: (group: Group, nav: GroupNavigation) => ReactNode }) {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const query = useQuery(groupNavigationQuery(slug));
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
