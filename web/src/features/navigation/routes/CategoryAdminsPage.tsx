import type { MemberSummary } from "@intranet/contracts";
import { ActionIcon, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { MemberPicker } from "../../../components/MemberPicker";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { appointCategoryAdmin, categoryAdminsQuery, dismissCategoryAdmin } from "../api";

/**
 * /administration/group-categories/{id}/admins: the network's administrators appoint and dismiss a group category's
 * administrators (issue 30); linked from each row of the categories' order page.
 */
export function CategoryAdminsPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const network = useNetwork();
  const queryClient = useQueryClient();
  const list = useQuery({ ...categoryAdminsQuery(id), enabled: network.can.administrate });
  const [picked, setPicked] = useState<MemberSummary[]>([]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: categoryAdminsQuery(id).queryKey });
  const appoint = useAppMutation({
    mutationFn: async (members: MemberSummary[]) => {
      for (const member of members) await appointCategoryAdmin(id, member.id);
      return members;
    },
    onSuccess: async (members) => {
      setPicked([]);
      notifySaved(t("navigation.categoryAdmins.appointed", { names: members.map((m) => m.displayName).join(", ") }));
      await refresh();
    },
  });
  const dismiss = useAppMutation({
    mutationFn: async (member: MemberSummary) => {
      await dismissCategoryAdmin(id, member.id);
      return member;
    },
    onSuccess: async (member) => {
      notifySaved(t("navigation.categoryAdmins.dismissed", { name: member.displayName }));
      await refresh();
    },
  });
  if (!network.can.administrate || list.isError) return <EmptyState title={t("errors.notFoundTitle")} />;
  const data = list.data;
  if (!data) return <Loader m="xl" aria-label={t("navigation.categoryAdmins.link")} />;
  const admins = data.admins;
  return (
    <Paper withBorder radius="md" p="md" maw={720}>
      <Stack gap="md">
        <Anchor component={Link} to="/administration/group-categories-order/edit" size="sm">
          {t("navigation.order.title")}
        </Anchor>
        <Title order={1} size="h2" data-testid="category-admins-title">
          {t("navigation.categoryAdmins.title", { name: data.group_category.plural_name })}
        </Title>
        <Text c="dimmed" size="sm">
          {t("navigation.categoryAdmins.intro")}
        </Text>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <div style={{ flex: "1 1 240px", minWidth: 0 }}>
            <MemberPicker
              label={t("navigation.categoryAdmins.pick")}
              value={picked}
              onChange={setPicked}
              excludeIds={admins.map((a) => a.id)}
            />
          </div>
          <Button
            onClick={() => appoint.mutate(picked)}
            disabled={picked.length === 0}
            loading={appoint.isPending}
            data-testid="category-admin-appoint"
          >
            {t("navigation.categoryAdmins.appoint")}
          </Button>
        </Group>
        {admins.length === 0 ? (
          <EmptyState title={t("navigation.categoryAdmins.empty")} />
        ) : (
          <Stack gap={6} data-testid="category-admins">
            {admins.map((admin) => (
              <Paper key={admin.id} withBorder px="sm" py={6} radius="sm" data-testid="category-admin-row">
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <MemberAvatar member={admin} size="sm" />
                    <Anchor component={Link} to={admin.path} fw={500} truncate>
                      {admin.displayName}
                    </Anchor>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("navigation.categoryAdmins.dismiss", { name: admin.displayName })}
                    onClick={() => dismiss.mutate(admin)}
                    loading={dismiss.isPending && dismiss.variables?.id === admin.id}
                    data-testid="category-admin-dismiss"
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
