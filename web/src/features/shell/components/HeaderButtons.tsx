import type { Member } from "@intranet/contracts";
import { ActionIcon, Group, Text, UnstyledButton } from "@mantine/core";
import { IconBell, IconChevronDown } from "@tabler/icons-react";
import type { ComponentPropsWithRef } from "react";
import { useTranslation } from "react-i18next";
import { MemberAvatar } from "../../../components/MemberAvatar";

// The header's menu buttons, drawn at once; their menus (and Mantine's floating dropdowns) load after the first
// screen and take these same buttons as their targets.

export function BellButton(props: ComponentPropsWithRef<"button">) {
  const { t } = useTranslation();
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t("header.notifications")} {...props}>
      <IconBell size={20} stroke={1.6} />
    </ActionIcon>
  );
}

export function ProfileButton({ member, ...props }: { member: Member } & ComponentPropsWithRef<"button">) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      // The name it shows (from md up) starts its accessible name (WCAG 2.5.3, label in name).
      aria-label={t("header.profileMenu", { name: member.displayName })}
      data-testid="profile-menu"
      {...props}
    >
      <Group gap={6} wrap="nowrap">
        {/* No initials: they would be visible text of the button that its name does not hold. */}
        <MemberAvatar member={member} size={34} radius="xl" initials={false} />
        <Text size="sm" fw={500} visibleFrom="md" truncate="end" maw={160}>
          {member.displayName}
        </Text>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
}
