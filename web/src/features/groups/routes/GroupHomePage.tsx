import { Alert, Paper, Stack, Text } from "@mantine/core";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/PageLoader";
import { GroupActivityStream, GroupStreamView } from "../../activities";
import { MemberList } from "../../directory";
import { GroupLayout } from "../components/GroupLayout";
import { MemberRolesButton } from "../components/MemberRolesButton";

/** /groups/{slug}: the group home, its teaser and its activity stream. */
export function GroupHomePage() {
  const { t } = useTranslation();
  return (
    <GroupLayout>
      {(group) =>
        group.can.read_content ? (
          <Stack gap="md">
            {group.teaser && (
              <Paper withBorder p="md" radius="md">
                <Text style={{ whiteSpace: "pre-line" }}>{group.teaser}</Text>
              </Paper>
            )}
            <Suspense fallback={<PageLoader />}>
              <GroupActivityStream group={group} />
            </Suspense>
          </Stack>
        ) : (
          <Alert color="gray" data-testid="group-members-only">
            {t("groups.home.membersOnly")}
          </Alert>
        )
      }
    </GroupLayout>
  );
}

/** /groups/{slug}/activitystreams/{stream}(/{filter}): the group's stream with its filters, under its header. */
export function GroupStreamPage() {
  const { t } = useTranslation();
  return (
    <GroupLayout>
      {(group) =>
        group.can.read_content ? (
          <Suspense fallback={<PageLoader />}>
            <GroupStreamView group={group} />
          </Suspense>
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
