import { Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { groupQuery, myGroupsQuery } from "../../groups";

/** The app creator's address for a new app of the group: its id, and its slug to name it to who is not a member. */
export const newGroupAppPath = (group: { id: string; slug: string }) =>
  `/apps/new?group_id=${encodeURIComponent(group.id)}&group=${encodeURIComponent(group.slug)}`;

/**
 * The new app's group (`?group_id=`), as the app creator shows it: "For the group {name}" from the member's groups (a
 * group's administrators are its members), else from the group named by `?group=` (a network administrator outside
 * the group); "For a group" only when neither names it.
 */
export function AppGroupLine({ groupId, groupSlug }: { groupId: string; groupSlug: string | null }) {
  const { t } = useTranslation();
  const groups = useQuery(myGroupsQuery);
  const mine = groups.data?.groups.find((g) => g.id === groupId);
  const lookUp = groupSlug !== null && groups.isSuccess && !mine;
  const other = useQuery({ ...groupQuery(groupSlug ?? ""), enabled: lookUp });
  if (groups.isPending || (lookUp && other.isPending)) return null;
  // The slug must name the same group as the id the app is made for.
  const name = mine?.name ?? (other.data?.id === groupId ? other.data.name : null);
  return (
    <Text c="dimmed" data-testid="app-creator-group">
      {name ? t("apps.creator.forGroup", { name }) : t("apps.creator.forAGroup")}
    </Text>
  );
}
