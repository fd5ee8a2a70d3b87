import { Divider, NumberInput, Switch, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { checkboxProps, numberProps, type SettingsForm } from "./settings-form";

/** Limits as the contract has them (contracts/src/network-settings.ts). */
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

/** The member tab's stream subscriptions, chat settings (presence, guests, edit minutes, attachments) and files. */
export function ChatAndFilesSettings({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  return (
    <>
      <Switch
        label={t("administration.settings.streamSubscriptions")}
        description={t("administration.settings.streamSubscriptionsHint")}
        data-testid="setting-stream-subscriptions"
        {...checkboxProps(form, "activity_stream_subscriptions_enabled")}
      />
      <Switch
        label={t("administration.settings.guestUsers")}
        description={t("administration.settings.guestUsersHint")}
        data-testid="setting-guest-users"
        {...checkboxProps(form, "guest_users_enabled")}
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
          {...checkboxProps(form, key)}
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
          {...numberProps(form, key)}
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
          {...checkboxProps(form, key)}
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
        {...numberProps(form, "file_lock_days")}
      />
    </>
  );
}
