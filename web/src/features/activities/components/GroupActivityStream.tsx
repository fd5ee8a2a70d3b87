import { ALL_STREAM } from "@intranet/contracts";
import { Anchor, Group, Stack, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ActivityFeed } from "./ActivityFeed";

/** A group's stream on its home page: the composer where the member may post, the newest activities. */
export function GroupActivityStream({ group }: { group: { id: string; slug: string } }) {
  const { t } = useTranslation();
  const streamPath = `/groups/${group.slug}/activitystreams/${ALL_STREAM}`;
  return (
    <Stack gap="sm" data-testid="group-activity-stream">
      <Group justify="space-between" gap="xs">
        <Title order={3}>{t("activities.shell.link")}</Title>
        <Anchor component={Link} to={streamPath} size="sm" data-testid="group-stream-link">
          {t("activities.groupStreamLink")} <IconArrowRight size={14} style={{ verticalAlign: "middle" }} />
        </Anchor>
      </Group>
      <ActivityFeed
        source={{ kind: "group", groupSlug: group.slug, slug: ALL_STREAM }}
        target={{ group_id: group.id }}
        groupId={group.id}
        tagPath={streamPath}
      />
    </Stack>
  );
}
