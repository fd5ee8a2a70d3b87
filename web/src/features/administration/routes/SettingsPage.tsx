import {
  type AdministrationSettings,
  type AdministrationSettingsUpdate,
  administrationSettingsUpdate,
} from "@intranet/contracts";
import { Button, Divider, Group, NumberInput, Paper, Stack, Switch, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { saveSettings, settingsQuery } from "../api";

type SettingKey = keyof AdministrationSettings;
/** The number fields as the form holds them: "" while an input is emptied. */
type FormValues = { [K in SettingKey]: AdministrationSettings[K] | "" };

/** The save names only the fields changed since the last load or save; the others keep their server values. */
function changedFields(values: FormValues, isDirty: (key: SettingKey) => boolean): AdministrationSettingsUpdate {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(values) as SettingKey[]) if (isDirty(key)) body[key] = values[key];
  return body as AdministrationSettingsUpdate;
}

/** Limits as the contract has them (contracts/src/network.ts chatSettingFields). */
const NUMBER_FIELDS = [
  { key: "chat_message_allow_update", min: 0, max: 10_080, testId: "setting-chat-update-minutes" },
  { key: "max_file_attachments", min: 1, max: 50, testId: "setting-chat-max-files" },
  { key: "max_image_attachments", min: 1, max: 50, testId: "setting-chat-max-images" },
] as const;

const LOCK_DAYS = { min: 1, max: 365 } as const;

const FILES_SWITCHES = [
  { key: "file_profiles_enabled", testId: "setting-file-profiles" },
  { key: "folder_profiles_enabled", testId: "setting-folder-profiles" },
] as const;

const CHAT_SWITCHES = [
  { key: "show_online_status", testId: "setting-chat-online-status" },
  { key: "guest_users_allow_chat", testId: "setting-chat-guests" },
  { key: "chat_message_allow_destroy", testId: "setting-chat-destroy" },
] as const;

/**
 * The settings built so far (administration.md §Network settings): the member tab's stream subscriptions and
 * the chat settings (presence shown, guests may chat, edit minutes, delete, attachment limits).
 */
function SettingsForm({ settings }: { settings: AdministrationSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    initialValues: settings,
    validate: contractValidator(administrationSettingsUpdate, (values: FormValues) => values),
  });
  const save = useAppMutation({
    mutationFn: (values: FormValues) => saveSettings(changedFields(values, (key) => form.isDirty(key))),
    onSuccess: async (saved) => {
      notifySaved();
      form.resetDirty(saved);
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      // The stream navigation shows or hides its subscription toggles.
      await queryClient.invalidateQueries({ queryKey: ["activities"] });
      // The preload's config says whether file and folder profiles are on.
      await queryClient.invalidateQueries({ queryKey: ["network"] });
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
          <Divider />
          <Title order={2} size="h4">
            {t("administration.settings.chat.title")}
          </Title>
          {CHAT_SWITCHES.map(({ key, testId }) => (
            <Switch
              key={key}
              label={t(`administration.settings.chat.${key}`)}
              description={t(`administration.settings.chat.${key}_hint`)}
              data-testid={testId}
              {...form.getInputProps(key, { type: "checkbox" })}
            />
          ))}
          {NUMBER_FIELDS.map(({ key, min, max, testId }) => (
            <NumberInput
              key={key}
              label={t(`administration.settings.chat.${key}`)}
              description={t(`administration.settings.chat.${key}_hint`, { min, max })}
              min={min}
              max={max}
              allowDecimal={false}
              allowNegative={false}
              required
              maw={320}
              data-testid={testId}
              {...form.getInputProps(key)}
            />
          ))}
          <Divider />
          <Title order={2} size="h4">
            {t("administration.settings.files.title")}
          </Title>
          {FILES_SWITCHES.map(({ key, testId }) => (
            <Switch
              key={key}
              label={t(`administration.settings.files.${key}`)}
              description={t(`administration.settings.files.${key}_hint`)}
              data-testid={testId}
              {...form.getInputProps(key, { type: "checkbox" })}
            />
          ))}
          <NumberInput
            label={t("administration.settings.files.file_lock_days")}
            description={t("administration.settings.files.file_lock_days_hint", LOCK_DAYS)}
            min={LOCK_DAYS.min}
            max={LOCK_DAYS.max}
            allowDecimal={false}
            allowNegative={false}
            required
            maw={320}
            data-testid="setting-file-lock-days"
            {...form.getInputProps("file_lock_days")}
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
