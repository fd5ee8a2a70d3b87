import type { Member } from "@intranet/contracts";
import { Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconId, IconLogout, IconUserCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { signOut } from "../../auth";

export function ProfileMenu({ member }: { member: Member }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t("header.profileMenu")} data-testid="profile-menu">
          <Group gap={6} wrap="nowrap">
            <MemberAvatar member={member} size={34} radius="xl" />
            <Text size="sm" fw={500} visibleFrom="md" truncate="end" maw={160}>
              {member.displayName}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{member.displayName}</Menu.Label>
        <Menu.Item component={Link} to={`/members/${member.id}`} leftSection={<IconUserCircle size={16} />}>
          {t("header.profile")}
        </Menu.Item>
        {member.can.update_registration && (
          <Menu.Item component={Link} to="/users/edit" leftSection={<IconId size={16} />}>
            {t("header.editRegistration")}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t("header.signOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
