import type { MemberSummary } from "@intranet/contracts";
import { Anchor, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { AdministratorsEditor } from "../../../components/AdministratorsEditor";
import { EmptyState } from "../../../components/EmptyState";
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
  const refresh = () => queryClient.invalidateQueries({ queryKey: categoryAdminsQuery(id).queryKey });
  const appoint = useAppMutation({
    mutationFn: async (members: MemberSummary[]) => {
      for (const member of members) await appointCategoryAdmin(id, member.id);
      return members;
    },
    onSuccess: async (members) => {
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
        <AdministratorsEditor
          admins={admins}
          onAppoint={appoint.mutateAsync}
          appointing={appoint.isPending}
          onDismiss={(member) => dismiss.mutate(member)}
          dismissing={dismiss.isPending ? (dismiss.variables?.id ?? null) : null}
          texts={{
            pick: t("navigation.categoryAdmins.pick"),
            appoint: t("navigation.categoryAdmins.appoint"),
            empty: t("navigation.categoryAdmins.empty"),
            dismiss: (name) => t("navigation.categoryAdmins.dismiss", { name }),
          }}
          testId="category-admin"
        />
      </Stack>
    </Paper>
  );
}
