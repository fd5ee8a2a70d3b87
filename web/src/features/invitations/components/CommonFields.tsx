import type { ExternalInviteSettings, InviteUserType } from "@intranet/contracts";
import { MultiSelect, SegmentedControl, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";

/** What an e-mail invitation and a CSV list share: the mail, the member type and the groups. */
export interface CommonInviteValues {
  subject: string;
  body: string;
  user_type: InviteUserType;
  group_ids: string[];
}

export const commonDefaults = (settings: ExternalInviteSettings): CommonInviteValues => ({
  subject: settings.default_invite_subject,
  body: settings.default_invite_text,
  // Without invite_external only guests may be invited (administration.md §6).
  user_type: settings.can.invite_external ? "normal" : "external",
  group_ids: [],
});

/** The subject and text of the mail, the member type when the scope offers a choice, and the groups. */
export function CommonFields<V extends CommonInviteValues>({
  form,
  settings,
}: {
  form: UseFormReturnType<V>;
  settings: ExternalInviteSettings;
}) {
  const { t } = useTranslation();
  const choice = settings.can.invite_external && settings.can.invite_external_guests;
  return (
    <Stack gap="sm">
      <TextInput label={t("invitations.subject")} required {...form.getInputProps("subject")} />
      <Textarea label={t("invitations.body")} required autosize minRows={4} {...form.getInputProps("body")} />
      {choice && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="invite-user-type">
            {t("invitations.userType")}
          </Text>
          <SegmentedControl
            aria-labelledby="invite-user-type"
            data={(["normal", "external"] as const).map((value) => ({
              value,
              label: t(`invitations.userTypes.${value}`),
            }))}
            {...form.getInputProps("user_type")}
            data-testid="invite-user-type"
          />
        </Stack>
      )}
      {settings.groups.length > 0 && (
        <MultiSelect
          label={t("invitations.groups")}
          data={settings.groups.map((g) => ({ value: g.id, label: g.name }))}
          searchable
          {...form.getInputProps("group_ids")}
          data-testid="invite-external-groups"
        />
      )}
    </Stack>
  );
}
