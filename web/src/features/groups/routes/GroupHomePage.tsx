import { Alert, Paper, Text } from "@mantine/core";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/PageLoader";
import { MemberList } from "../../directory";
import { GroupLayout } from "../components/GroupLayout";
import { MemberRolesButton } from "../components/MemberRolesButton";

/** /groups/{slug}: the group home; its activity stream arrives with the activity-stream module. */
export function GroupHomePage() {
  const { t } = useTranslation();
  return (
    <GroupLayout>
      {(group) =>
        group.can.read_content ? (
          group.teaser ? (
            <Paper withBorder p="md" radius="md">
              <Text style={{ whiteSpace: "pre-line" }}>{group.teaser}</Text>
            </Paper>
          ) : null
        ) : (
          <Alert color="gray" data-testid="group-members-only">
            {t("groups.home.membersOnly")}
          </Alert>
        )
      }
    </GroupLayout>
  );
}

/** /groups/{slug}/members. */
export function GroupMembersPage() {
  const { t } = useTranslation();
  return (
    <GroupLayout>
      {(group) =>
        group.can.read_content ? (
          <Suspense fallback={<PageLoader />}>
            <MemberList
              groupSlug={group.slug}
              rowActions={
                group.can.administrate ? (m) => <MemberRolesButton slug={group.slug} member={m} /> : undefined
              }
            />
          </Suspense>
        ) : (
          <Alert color="gray">{t("groups.home.membersOnly")}</Alert>
        )
      }
    </GroupLayout>
  );
}
