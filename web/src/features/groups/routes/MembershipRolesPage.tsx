import { type MembershipRole, type MembershipRoleBody, membershipRoleBody } from "@intranet/contracts";
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  ColorInput,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { notifySaved } from "../../../components/toasts";
import { readableTextOn } from "../../../lib/colors";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { deleteRole, rolesQuery, saveRole } from "../api";
import { GroupLayout } from "../components/GroupLayout";

type Draft = MembershipRoleBody["membership_role"] & { id: string | null };
// A new role starts from the contract's defaults (an absent field parses to its default).
const roleFields = membershipRoleBody.shape.membership_role.shape;
const emptyDraft: Draft = {
  id: null,
  name: "",
  plural_name: "",
  color: roleFields.color.parse(undefined),
  text_color: roleFields.text_color.parse(undefined),
  display_type: roleFields.display_type.parse(undefined),
};

function RoleModal({ slug, draft, onClose }: { slug: string; draft: Draft | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toBody = ({ id: _id, ...role }: Draft): MembershipRoleBody => ({ membership_role: role });
  const form = useForm<Draft>({
    initialValues: draft ?? emptyDraft,
    validate: contractValidator(membershipRoleBody, toBody),
  });
  const values = form.values;
  const save = useAppMutation({
    mutationFn: (v: Draft) => saveRole(slug, v.id, toBody(v)),
    onSuccess: async () => {
      notifySaved();
      onClose();
      await queryClient.invalidateQueries({ queryKey: ["groups", slug] });
    },
    form,
    saveFailed: true,
  });
  return (
    <Modal opened onClose={onClose} title={values.id ? t("groups.roles.edit") : t("groups.roles.add")}>
      <form onSubmit={form.onSubmit((v) => save.mutate(v))}>
        <Stack>
          <TextInput label={t("groups.roles.name")} required {...form.getInputProps("name")} data-testid="role-name" />
          <TextInput
            label={t("groups.roles.pluralName")}
            required
            {...form.getInputProps("plural_name")}
            data-testid="role-plural-name"
          />
          <ColorInput label={t("groups.roles.color")} {...form.getInputProps("color")} />
          <ColorInput label={t("groups.roles.textColor")} {...form.getInputProps("text_color")} />
          <Select
            label={t("groups.roles.displayType")}
            value={values.display_type}
            onChange={(v) => v && form.setFieldValue("display_type", v as Draft["display_type"])}
            data={(["default", "grouped", "hidden"] as const).map((value) => ({
              value,
              label: t(`groups.roles.display.${value}`),
            }))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!values.name.trim() || !values.plural_name.trim()}
              data-testid="role-save"
            >
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Roles({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(rolesQuery(slug));
  const [draft, setDraft] = useState<Draft | null>(null);
  const remove = useAppMutation({
    mutationFn: (role: MembershipRole) => deleteRole(slug, role.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["groups", slug] }),
  });
  const roles = query.data?.membership_roles ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t("groups.roles.title")}
        </Title>
        <Group>
          {query.data && (
            <Anchor component={Link} to={query.data.back_link} size="sm">
              {t("groups.roles.back")}
            </Anchor>
          )}
          <Button onClick={() => setDraft(emptyDraft)} data-testid="role-add">
            {t("groups.roles.add")}
          </Button>
        </Group>
      </Group>
      {query.isSuccess && roles.length === 0 && <EmptyState title={t("groups.roles.empty")} />}
      {roles.length > 0 && (
        <Paper withBorder radius="md">
          <Table>
            <Table.Tbody>
              {roles.map((role) => (
                <Table.Tr key={role.id} data-testid="role-row">
                  <Table.Td>
                    <Badge style={{ backgroundColor: role.color, color: readableTextOn(role.color, role.text_color) }}>
                      {role.name}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{role.plural_name}</Table.Td>
                  <Table.Td>{t(`groups.roles.display.${role.display_type}`)}</Table.Td>
                  <Table.Td align="right">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("groups.roles.edit")}
                      onClick={() => setDraft({ ...role })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("common.remove")}
                      onClick={() =>
                        openConfirm({
                          message: t("groups.roles.deleteConfirm", { name: role.name }),
                          danger: true,
                          onConfirm: () => remove.mutate(role),
                        })
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {draft && <RoleModal slug={slug} draft={draft} onClose={() => setDraft(null)} />}
    </Stack>
  );
}

/** /groups/{slug}/administration/membership_roles: the group's roles, for its administrators. */
export function MembershipRolesPage() {
  const { t } = useTranslation();
  return (
    <GroupLayout>
      {(group) =>
        group.can.administrate ? <Roles slug={group.slug} /> : <EmptyState title={t("errors.notFoundTitle")} />
      }
    </GroupLayout>
  );
}
