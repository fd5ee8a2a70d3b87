import type { MemberSummary } from "@intranet/contracts";
import { MultiSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { MemberPicker } from "../../../components/MemberPicker";

export type InvitationsValue = { members: MemberSummary[]; groupIds: string[]; roleIds: string[] };
export const noInvitations: InvitationsValue = { members: [], groupIds: [], roleIds: [] };

/** The form's invitations section (new appointments only): members, groups and roles invited on save. */
export function InvitationsSection({
  value,
  onChange,
}: {
  value: InvitationsValue;
  onChange: (v: InvitationsValue) => void;
}) {
  const { t } = useTranslation();
  const network = useNetwork();
  return (
    <Paper withBorder p="sm" data-testid="invitations-section">
      <Title order={5} mb="xs">
        {t("participation.invitations")}
      </Title>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {t("participation.invitationsHint")}
        </Text>
        <MemberPicker
          value={value.members}
          onChange={(members) => onChange({ ...value, members })}
          label={t("participation.members")}
        />
        <MultiSelect
          label={t("participation.groups")}
          data={network.my_groups.map((g) => ({ value: g.id, label: g.name }))}
          value={value.groupIds}
          onChange={(groupIds) => onChange({ ...value, groupIds })}
          searchable
        />
        <MultiSelect
          label={t("participation.roles")}
          data={network.membership_roles.map((r) => ({ value: r.id, label: r.plural_name }))}
          value={value.roleIds}
          onChange={(roleIds) => onChange({ ...value, roleIds })}
          searchable
        />
      </Stack>
    </Paper>
  );
}
