import type { GroupSummary } from "@intranet/contracts";
import { Avatar, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { GroupLink } from "../../../components/GroupLink";

/** A group in a category list: picture, name, access, member count, the member's state. */
export function GroupRow({ group }: { group: GroupSummary }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="directory-group">
      <Group wrap="nowrap" gap="md">
        <Avatar src={group.profile_image?.url} name={group.name} color="initials" radius="md" size={48} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <GroupLink slug={group.slug} fw={600}>
              {group.name}
            </GroupLink>
            {group.favorited && <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" />}
          </Group>
          {group.teaser && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {group.teaser}
            </Text>
          )}
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {t("groups.directory.memberCount", { count: group.member_count })}
            </Text>
            {group.access !== "open" && (
              <Badge size="sm" variant="light">
                {t(`groups.access.${group.access}`)}
              </Badge>
            )}
            {group.archived && (
              <Badge size="sm" variant="light" color="gray">
                {t("groups.home.archived")}
              </Badge>
            )}
            {group.membership_status_of_current_member !== "no_member" && (
              <Badge size="sm" variant="outline">
                {t(`groups.status.${group.membership_status_of_current_member}`)}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
