import type { DirectoryMember } from "@intranet/contracts";
import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconShield, IconShieldOff, IconUserMinus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { openConfirm } from "../../../components/confirm";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { groupQuery, removeGroupMember, setGroupAdmin } from "../api";

/**
 * A group administrator's menu on a row of the group's member list: make or remove administrator, remove from the
 * group (confirmed). The server refuses the last administrator (409) and its message is shown.
 */
export function GroupMemberMenu({ slug, member }: { slug: string; member: DirectoryMember }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const name = member.displayName;
  const refresh = async (message: string) => {
    notifySaved(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ["directory", "members", slug] }),
      queryClient.invalidateQueries({ queryKey: groupQuery(slug).queryKey }),
    ]);
  };
  const admin = useAppMutation({
    mutationFn: (isAdmin: boolean) => setGroupAdmin(slug, member.id, isAdmin),
    onSuccess: (saved) =>
      refresh(t(saved.is_admin ? "groups.memberMenu.madeAdmin" : "groups.memberMenu.adminRemoved", { name })),
  });
  const remove = useAppMutation({
    mutationFn: () => removeGroupMember(slug, member.id),
    onSuccess: () => refresh(t("groups.memberMenu.removed", { name })),
  });
  const isAdmin = member.is_group_admin === true;
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("groups.memberMenu.label", { name })}
          loading={admin.isPending || remove.isPending}
          data-testid={`group-member-menu-${member.id}`}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={isAdmin ? <IconShieldOff size={16} /> : <IconShield size={16} />}
          onClick={() => admin.mutate(!isAdmin)}
        >
          {t(isAdmin ? "groups.memberMenu.removeAdmin" : "groups.memberMenu.makeAdmin")}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconUserMinus size={16} />}
          onClick={() =>
            openConfirm({
              message: t("groups.memberMenu.removeConfirm", { name }),
              confirmLabel: t("groups.memberMenu.remove"),
              danger: true,
              onConfirm: () => remove.mutate(),
            })
          }
        >
          {t("groups.memberMenu.remove")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
