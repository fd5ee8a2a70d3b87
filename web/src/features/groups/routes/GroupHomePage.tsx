import { Paper, Stack, Text } from "@mantine/core";
import { GroupActivityStream, GroupStreamView } from "../../activities";
import { MemberList } from "../../directory";
import { GroupContentLayout } from "../components/GroupLayout";
import { MemberRolesButton } from "../components/MemberRolesButton";

/** /groups/{slug}: the group home, its teaser and its activity stream. */
export function GroupHomePage() {
  return (
    <GroupContentLayout>
      {(group) => (
        <Stack gap="md">
          {group.teaser && (
            <Paper withBorder p="md" radius="md">
              <Text style={{ whiteSpace: "pre-line" }}>{group.teaser}</Text>
            </Paper>
          )}
          <GroupActivityStream group={group} />
        </Stack>
      )}
    </GroupContentLayout>
  );
}

/** /groups/{slug}/activitystreams/{stream}(/{filter}): the group's stream with its filters, under its header. */
export function GroupStreamPage() {
  return <GroupContentLayout>{(group) => <GroupStreamView group={group} />}</GroupContentLayout>;
}

/** /groups/{slug}/members. */
export function GroupMembersPage() {
  return (
    <GroupContentLayout>
      {(group) => (
        <MemberList
          groupSlug={group.slug}
          rowActions={group.can.administrate ? (m) => <MemberRolesButton slug={group.slug} member={m} /> : undefined}
        />
      )}
    </GroupContentLayout>
  );
}
