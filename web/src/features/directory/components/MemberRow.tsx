import type { DirectoryMember } from "@intranet/contracts";
import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { readableTextOn } from "../../../lib/colors";

/** A member in the directory: picture, name, position, roles as coloured badges, external and admin badges. */
export function MemberRow({ member, actions }: { member: DirectoryMember; actions?: ReactNode }) {
  const { t } = useTranslation();
  const subtitle = [member.profile.position, member.profile.department, member.profile.location]
    .filter(Boolean)
    .join(" · ");
  return (
    <Paper withBorder p="sm" radius="md" data-testid="directory-member">
      <Group wrap="nowrap" gap="md">
        <MemberAvatar member={member} size={48} radius={48} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          {member.anonymized ? (
            <Text fw={600} c="dimmed">
              {member.displayName}
            </Text>
          ) : (
            <Anchor component={Link} to={member.path} fw={600}>
              {member.displayName}
            </Anchor>
          )}
          {subtitle && (
            <Text size="sm" c="dimmed" truncate>
              {subtitle}
            </Text>
          )}
          <Group gap={4}>
            {member.is_group_admin && (
              <Badge size="sm" variant="light" color="grape">
                {t("groups.directory.groupAdmin")}
              </Badge>
            )}
            {member.is_network_admin && (
              <Badge size="sm" variant="light" color="red">
                {t("groups.directory.networkAdmin")}
              </Badge>
            )}
            {member.is_external && (
              <Badge size="sm" variant="light" color="violet">
                {t("groups.directory.external")}
              </Badge>
            )}
            {member.roles.map((role) => (
              <Badge
                key={role.name}
                size="sm"
                style={{ backgroundColor: role.color, color: readableTextOn(role.color, role.text_color) }}
              >
                {role.name}
              </Badge>
            ))}
          </Group>
        </Stack>
        {actions && <div style={{ marginLeft: "auto" }}>{actions}</div>}
      </Group>
    </Paper>
  );
}
