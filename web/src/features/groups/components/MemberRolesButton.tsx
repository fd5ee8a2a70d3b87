import type { DirectoryMember } from "@intranet/contracts";
import { Button, Group, Modal, MultiSelect, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/QueryState";
import { notifyError, notifySaved } from "../../../components/toasts";
import { memberRolesQuery, rolesQuery, setMemberRoles } from "../api";

/** For group administrators: which of the group's roles a member holds. */
export function MemberRolesButton({ slug, member }: { slug: string; member: DirectoryMember }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const roles = useQuery({ ...rolesQuery(slug), enabled: opened });
  const held = useQuery({ ...memberRolesQuery(slug, member.id), enabled: opened });
  const [value, setValue] = useState<string[]>([]);
  useEffect(() => {
    if (held.data) setValue(held.data.role_ids);
  }, [held.data]);
  const save = useMutation({
    mutationFn: () => setMemberRoles(slug, member.id, value),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["directory", "members", slug] });
      await queryClient.invalidateQueries({ queryKey: memberRolesQuery(slug, member.id).queryKey });
      notifySaved();
      close();
    },
    onError: (error) => notifyError(error),
  });
  const options = (roles.data?.membership_roles ?? []).map((r) => ({ value: r.id, label: r.name }));

  return (
    <>
      <Button size="xs" variant="default" onClick={open} data-testid={`member-roles-${member.id}`}>
        {t("groups.roles.assign")}
      </Button>
      <Modal opened={opened} onClose={close} title={t("groups.roles.assignTitle", { name: member.displayName })}>
        {!held.isSuccess ? (
          <QueryState query={held} />
        ) : (
          <QueryState
            query={roles}
            isEmpty={() => options.length === 0}
            empty={<Text c="dimmed">{t("groups.roles.noneInGroup")}</Text>}
          >
            {() => (
              <Stack>
                <MultiSelect
                  label={t("groups.roles.assign")}
                  data={options}
                  value={value}
                  onChange={setValue}
                  searchable
                />
                <Group justify="flex-end">
                  <Button variant="default" onClick={close}>
                    {t("common.cancel")}
                  </Button>
                  <Button loading={save.isPending} onClick={() => save.mutate()}>
                    {t("common.save")}
                  </Button>
                </Group>
              </Stack>
            )}
          </QueryState>
        )}
      </Modal>
    </>
  );
}
