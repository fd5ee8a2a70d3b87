import { Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { myGroupsQuery } from "../../groups";

/**
 * The new app's group (`?group_id=`), as the app creator shows it: "For the group {name}" from the member's groups
 * (a group's administrators are its members); a network administrator outside the group reads "For a group".
 */
export function AppGroupLine({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const groups = useQuery(myGroupsQuery);
  const group = groups.data?.groups.find((g) => g.id === groupId);
  if (groups.isPending) return null;
  return (
    <Text c="dimmed" data-testid="app-creator-group">
      {group ? t("apps.creator.forGroup", { name: group.name }) : t("apps.creator.forAGroup")}
    </Text>
  );
}
