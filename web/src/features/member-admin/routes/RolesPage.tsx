import { membershipRoleBody } from "@intranet/contracts";
import {
  ActionIcon,
  Badge,
  Button,
  ColorInput,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconTags, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { readableTextOn } from "../../../lib/colors";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { AdminOnly } from "../../administration";
import { createRole, deleteRole, networkRolesQuery, refreshMemberAdmin } from "../api";

type RoleValues = {
  name: string;
  plural_name: string;
  color: string;
  text_color: string;
  display_type: "default" | "grouped" | "hidden";
};
const roleBody = (v: RoleValues) => ({ membership_role: v });

/** /administration/membership_roles: the network's membership roles, shown as badges next to members. */
export function RolesPage() {
  return (
    <AdminOnly>
      <Roles />
    </AdminOnly>
  );
}

function Roles() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(networkRolesQuery);
  const form = useForm<RoleValues>({
    initialValues: { name: "", plural_name: "", color: "#000000", text_color: "#ffffff", display_type: "default" },
    validate: contractValidator(membershipRoleBody, roleBody),
  });
  const create = useAppMutation({
    mutationFn: (v: RoleValues) => createRole(roleBody(v)),
    onSuccess: async (role) => {
      notifySaved(t("memberAdmin.roles.saved", { name: role.name }));
      form.reset();
      await refreshMemberAdmin(queryClient);
    },
    form: formErrorTarget(form),
    saveFailed: true,
  });
  const remove = useAppMutation({
    mutationFn: (id: string) => deleteRole(id),
    onSuccess: async () => {
      notifySaved();
      await refreshMemberAdmin(queryClient);
    },
  });
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        {t("memberAdmin.roles.title")}
      </Title>
      <Text>{t("memberAdmin.roles.intro")}</Text>
      <QueryState
        query={query}
        isEmpty={(data) => data.membership_roles.length === 0}
        empty={<EmptyState title={t("memberAdmin.roles.empty")} icon={<IconTags />} />}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="sm" data-testid="roles-table">
              <Table.Tbody>
                {data.membership_roles.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Badge style={{ backgroundColor: r.color, color: readableTextOn(r.color, r.text_color) }}>
                        {r.name}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{r.plural_name}</Table.Td>
                    <Table.Td>{t(`memberAdmin.roles.displayTypes.${r.display_type}`)}</Table.Td>
                    <Table.Td ta="right">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t("memberAdmin.roles.delete")}: ${r.name}`}
                        onClick={() =>
                          openConfirm({
                            message: t("memberAdmin.roles.deleteConfirm", { name: r.name }),
                            confirmLabel: t("memberAdmin.roles.delete"),
                            danger: true,
                            onConfirm: () => remove.mutate(r.id),
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
          </Table.ScrollContainer>
        )}
      </QueryState>
      <Paper withBorder p="md">
        <form onSubmit={form.onSubmit((v) => create.mutate(v))} noValidate data-testid="role-form">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t("memberAdmin.roles.new")}
            </Title>
            <Group grow wrap="wrap" align="start">
              <TextInput label={t("memberAdmin.roles.name")} required {...form.getInputProps("name")} />
              <TextInput label={t("memberAdmin.roles.pluralName")} required {...form.getInputProps("plural_name")} />
            </Group>
            <Group grow wrap="wrap" align="start">
              <ColorInput label={t("memberAdmin.roles.color")} format="hex" {...form.getInputProps("color")} />
              <ColorInput label={t("memberAdmin.roles.textColor")} format="hex" {...form.getInputProps("text_color")} />
              <Select
                label={t("memberAdmin.roles.displayType")}
                data={(["default", "grouped", "hidden"] as const).map((v) => ({
                  value: v,
                  label: t(`memberAdmin.roles.displayTypes.${v}`),
                }))}
                allowDeselect={false}
                {...form.getInputProps("display_type")}
              />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {t("memberAdmin.roles.add")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
