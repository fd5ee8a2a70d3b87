import type { AdministrationSettings } from "@intranet/contracts";
import { Button, Group, Paper, Stack, Switch, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { saveSettings, settingsQuery } from "../api";

/** The settings built so far (administration.md §Network settings; the member tab's stream subscriptions). */
function SettingsForm({ settings }: { settings: AdministrationSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<AdministrationSettings>({ initialValues: settings });
  const save = useAppMutation({
    mutationFn: (values: AdministrationSettings) => saveSettings(values),
    onSuccess: async (saved) => {
      notifySaved();
      form.resetDirty(saved);
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      // The stream navigation shows or hides its subscription toggles.
      await queryClient.invalidateQueries({ queryKey: ["activities"] });
    },
    form: formErrorTarget(form),
    saveFailed: true,
  });
  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate data-testid="admin-settings-form">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t("administration.settings.member")}
          </Title>
          <Switch
            label={t("administration.settings.streamSubscriptions")}
            description={t("administration.settings.streamSubscriptionsHint")}
            data-testid="setting-stream-subscriptions"
            {...form.getInputProps("activity_stream_subscriptions_enabled", { type: "checkbox" })}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!form.isDirty() || save.isPending}
              data-testid="admin-settings-save"
            >
              {t("administration.settings.save")}
            </Button>
          </Group>
        </Stack>
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
