import { Box } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { GroupContentLayout } from "../../groups";
import { newGroupAppPath } from "../components/AppGroupLine";
import { AppList } from "../components/AppList";

/**
 * `/groups/{slug}/administration/apps`: the group's apps its administrator may change (the group administration
 * userbar's "Apps"), each with its edit link, and the way to a new app for the group.
 */
export function GroupAppsPage() {
  const { t } = useTranslation();
  return (
    <GroupContentLayout>
      {(group) =>
        group.can.administrate ? (
          <Box maw={960}>
            <AppList
              title={t("apps.index.groupTitle", { name: group.name })}
              query={{ filter: "manageable", group_id: group.id }}
              newPath={newGroupAppPath(group)}
              emptyText={t("apps.index.groupEmpty")}
              editLinks
              testId="group-apps"
            />
          </Box>
        ) : (
          <EmptyState title={t("errors.notFoundTitle")} />
        )
      }
    </GroupContentLayout>
  );
}
