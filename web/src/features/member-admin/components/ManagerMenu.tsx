import type { AdminMember } from "@intranet/contracts";
import { ActionIcon, Menu } from "@mantine/core";
import {
  IconDots,
  IconLock,
  IconLockOpen,
  IconPencil,
  IconShieldOff,
  IconTrash,
  IconUserCog,
  IconUsersGroup,
} from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { deleteMember, MEMBERS, refreshMemberAdmin, resetTwoFactor, updateMember } from "../api";

/** The member manager dropdown (administration §2, §6): what `can` allows for this member. */
export function ManagerMenu({ member, afterDelete }: { member: AdminMember; afterDelete?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const name = member.displayName;
  const done = (message?: string) => async () => {
    notifySaved(message);
    await refreshMemberAdmin(queryClient);
  };
  const lock = useAppMutation({
    mutationFn: (locked: boolean) => updateMember(member.id, { locked }),
    onSuccess: async (saved) =>
      done(t(saved.locked ? "memberAdmin.menu.locked" : "memberAdmin.menu.unlocked", { name }))(),
  });
  const external = useAppMutation({
    mutationFn: () => updateMember(member.id, { is_external: !member.is_external }),
    onSuccess: done(),
  });
  const reset = useAppMutation({
    mutationFn: () => resetTwoFactor(member.id),
    onSuccess: done(t("memberAdmin.menu.resetDone", { name })),
  });
  const remove = useAppMutation({
    mutationFn: () => deleteMember(member.id),
    onSuccess: async () => {
      await done(t("memberAdmin.menu.deleted", { name }))();
      if (afterDelete) navigate(afterDelete);
    },
  });
  const busy = lock.isPending || external.isPending || reset.isPending || remove.isPending;
  return (
    <Menu position="bottom-end" shadow="md" width={260}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("memberAdmin.menu.label", { name })}
          loading={busy}
          data-testid="member-menu"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {member.can.edit && (
          <Menu.Item component={Link} to={`${MEMBERS}/${member.id}/edit`} leftSection={<IconPencil size={16} />}>
            {t("memberAdmin.menu.edit")}
          </Menu.Item>
        )}
        {member.can.edit_groups && (
          <Menu.Item
            component={Link}
            to={`${MEMBERS}/${member.id}/group-memberships`}
            leftSection={<IconUsersGroup size={16} />}
          >
            {t("memberAdmin.menu.groups")}
          </Menu.Item>
        )}
        {member.can.toggle_external && (
          <Menu.Item leftSection={<IconUserCog size={16} />} onClick={() => external.mutate()}>
            {t(member.is_external ? "memberAdmin.menu.makeNormal" : "memberAdmin.menu.makeExternal")}
          </Menu.Item>
        )}
        {member.can.reset_two_factor && (
          <Menu.Item
            leftSection={<IconShieldOff size={16} />}
            onClick={() =>
              openConfirm({
                message: t("memberAdmin.menu.resetConfirm", { name }),
                confirmLabel: t("memberAdmin.menu.resetTwoFactor"),
                danger: true,
                onConfirm: () => reset.mutate(),
              })
            }
          >
            {t("memberAdmin.menu.resetTwoFactor")}
          </Menu.Item>
        )}
        {member.can.lock && (
          <Menu.Item
            leftSection={member.locked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
            onClick={() => lock.mutate(!member.locked)}
          >
            {t(member.locked ? "memberAdmin.menu.unlock" : "memberAdmin.menu.lock")}
          </Menu.Item>
        )}
        {member.can.destroy && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() =>
              openConfirm({
                message: t("memberAdmin.menu.deleteConfirm", { name }),
                confirmLabel: t("memberAdmin.menu.delete"),
                danger: true,
                onConfirm: () => remove.mutate(),
              })
            }
          >
            {t("memberAdmin.menu.delete")}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
