import { type AdministrationSettings, administrationSettingsForm, SETTINGS_TABS } from "@intranet/contracts";
import { Button, Group, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { saveSettings, settingsQuery } from "../api";
import { BasicTab } from "../components/settings/BasicTab";
import { JoinTab } from "../components/settings/JoinTab";
import { MailTab } from "../components/settings/MailTab";
import { MemberTab } from "../components/settings/MemberTab";
import { nestedFieldOf, toBody } from "../components/settings/settings-form";

type Tab = (typeof SETTINGS_TABS)[number];
const isTab = (value: string | null): value is Tab => SETTINGS_TABS.includes(value as Tab);

/** The tab each field is on, so a refused save opens the tab of its first error. */
const TAB_OF_FIELD: Record<string, Tab> = {
  join_user_can_initiate: "join",
  group_promotion_config: "join",
  anonymize_memberships_after_days: "member",
  anonymize_memberships_name: "member",
  two_factor_totp_available: "member",
  chat_message_allow_update: "member",
  max_file_attachments: "member",
  max_image_attachments: "member",
  file_lock_days: "member",
  digests: "mail",
  birthday_emails: "mail",
};
const tabOfError = (field: string): Tab => TAB_OF_FIELD[field.split(".")[0] ?? ""] ?? "basic";

/**
 * Every network setting (administration §3) in the four tabs basic, join, member and mail. The save sends every
 * field (empty values as null); afterwards everything the page shows is loaded again (administration §7: "after save
 * the page reloads"), as the settings change the shell (two-factor, maps, chat, files).
 */
function SettingsForm({ settings }: { settings: AdministrationSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get("tab")) ? (params.get("tab") as Tab) : "basic";
  const setTab = (next: string | null) => setParams(next && next !== "basic" ? { tab: next } : {}, { replace: true });
  const [saved, setSaved] = useState(settings);
  const fieldOf = nestedFieldOf(settings);
  const form = useForm<AdministrationSettings>({
    initialValues: settings,
    validate: contractValidator(administrationSettingsForm, toBody, fieldOf),
    onValuesChange: () => undefined,
  });
  const save = useAppMutation({
    mutationFn: (values: AdministrationSettings) => saveSettings(toBody(values)),
    onSuccess: async (result) => {
      notifySaved();
      setSaved(result);
      form.setInitialValues(result);
      form.setValues(result);
      form.resetDirty(result);
      queryClient.setQueryData(settingsQuery.queryKey, result);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "administration" });
    },
    form: formErrorTarget(form, fieldOf),
    saveFailed: true,
  });
  const noTwoFactorMethod = !form.values.two_factor_totp_available && !form.values.two_factor_email_available;
  const submit = form.onSubmit(
    (values) => save.mutate(values),
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) setTab(tabOfError(first));
    },
  );
  return (
    <Paper withBorder radius="md" p="md" maw={760}>
      <form onSubmit={submit} noValidate data-testid="admin-settings-form">
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            {SETTINGS_TABS.map((key) => (
              <Tabs.Tab key={key} value={key} data-testid={`settings-tab-${key}`}>
                {t(`administration.settings.tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="basic">
            <BasicTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="join">
            <JoinTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="member">
            <MemberTab form={form} anonymizeWasDisabled={saved.anonymize_memberships_config === "disabled"} />
          </Tabs.Panel>
          <Tabs.Panel value="mail">
            <MailTab form={form} />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" mt="md">
          {noTwoFactorMethod && (
            <Text size="sm" c="red">
              {t("administration.settings.twoFactorBlocked")}
            </Text>
          )}
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!form.isDirty() || save.isPending || noTwoFactorMethod}
            data-testid="admin-settings-save"
          >
            {t("administration.settings.save")}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** /administration/settings/edit */
export function SettingsPage() {
  const { t } = useTranslation();
  const network = useNetwork();
  const query = useQuery({ ...settingsQuery, enabled: network.can.administrate });
  if (!network.can.administrate) return <EmptyState title={t("errors.notFoundTitle")} />;
  return (
    <Stack gap="md" maw={860}>
      <Title order={1} size="h2">
        {t("administration.settings.title")}
      </Title>
      <QueryState query={query}>{(settings) => <SettingsForm settings={settings} />}</QueryState>
    </Stack>
  );
}
