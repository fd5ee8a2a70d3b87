import { ALL_STREAM } from "@intranet/contracts";
import { Group, Paper, Stack, Text } from "@mantine/core";
import { Navigate, useParams } from "react-router";
import { GroupActivityStream, GroupActivityView, GroupStreamView } from "../../activities";
import { MemberList } from "../../directory";
import { WithWidgetSidebar } from "../../widgetbars";
import { GroupContentLayout } from "../components/GroupLayout";
import { GroupMemberMenu } from "../components/GroupMemberMenu";
import { MemberRolesButton } from "../components/MemberRolesButton";

/** /groups/{slug}: the group home, its teaser and its activity stream. */
export function GroupHomePage() {
  return (
    <GroupContentLayout>
      {(group) => (
        <WithWidgetSidebar identifier={`g-${group.id}-as-${ALL_STREAM}`}>
          <Stack gap="md">
            {group.teaser && (
              <Paper withBorder p="md" radius="md">
                <Text style={{ whiteSpace: "pre-line" }}>{group.teaser}</Text>
              </Paper>
            )}
            <GroupActivityStream group={group} />
          </Stack>
        </WithWidgetSidebar>
      )}
    </GroupContentLayout>
  );
}

/** /groups/{slug}/activitystreams/{stream}(/{filter}): the group's stream with its filters, under its header. */
export function GroupStreamPage() {
  return <GroupContentLayout>{(group) => <GroupStreamView group={group} />}</GroupContentLayout>;
}

/** /groups/{slug}/activitystreams: the group's one stream, `all`. */
export function GroupStreamsIndexPage() {
  const { slug = "" } = useParams();
  return <Navigate to={`/groups/${slug}/activitystreams/${ALL_STREAM}`} replace />;
}

/** /groups/{slug}/activities/{id} and its replies' and answers' deep links, under the group's header. */
export function GroupActivityPage() {
  return <GroupContentLayout>{(group) => <GroupActivityView group={group} />}</GroupContentLayout>;
}

/** /groups/{slug}/members. */
export function GroupMembersPage() {
  return (
    <GroupContentLayout>
      {(group) => (
        <MemberList
          groupSlug={group.slug}
          rowActions={
            group.can.administrate
              ? (m) => (
                  <Group gap="xs" wrap="nowrap">
                    <MemberRolesButton slug={group.slug} member={m} />
                    <GroupMemberMenu slug={group.slug} member={m} />
                  </Group>
                )
              : undefined
          }
        />
      )}
    </GroupContentLayout>
  );
}
