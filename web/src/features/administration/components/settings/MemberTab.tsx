import {
  Alert,
  Checkbox,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  TextInput,
  Title,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChatAndFilesSettings } from "./ChatAndFilesSettings";
import { checkboxProps, numberProps, PROFILE_FIELDS, type SettingsForm, textProps } from "./settings-form";

/**
 * Members: the directory, anonymized memberships (with the warning when they are switched on), two-factor, stream
 * subscriptions, chat and files. `anonymizeWasDisabled`: the saved value, for the warning.
 */
export function MemberTab({ form, anonymizeWasDisabled }: { form: SettingsForm; anonymizeWasDisabled: boolean }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`administration.settings.memberTab.${key}` as never);
  const profileOptions = PROFILE_FIELDS.map((value) => ({ value, label: k(`profileFields.${value}`) }));
  const anonymize = form.values.anonymize_memberships_config;
  const noMethod = !form.values.two_factor_totp_available && !form.values.two_factor_email_available;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {k("directoryTitle")}
      </Title>
      <MultiSelect
        label={k("directory_profile_fields")}
        data={profileOptions}
        {...form.getInputProps("directory_profile_fields")}
      />
      <Select
        label={k("detection_profile_field")}
        data={profileOptions}
        clearable
        {...form.getInputProps("detection_profile_field")}
      />
      <MultiSelect
        label={k("directory_filter_profile_fields")}
        data={profileOptions}
        {...form.getInputProps("directory_filter_profile_fields")}
      />
      <Switch
        label={k("show_locked_memberships")}
        description={k("show_locked_memberships_hint")}
        {...checkboxProps(form, "show_locked_memberships")}
      />
      <Select
        label={k("anonymize_memberships_config")}
        allowDeselect={false}
        data={[
          { value: "disabled", label: k("anonymize_disabled") },
          { value: "enabled", label: k("anonymize_enabled") },
          { value: "after_days", label: k("anonymize_after_days") },
        ]}
        data-testid="setting-anonymize"
        {...form.getInputProps("anonymize_memberships_config")}
      />
      {anonymizeWasDisabled && anonymize !== "disabled" && (
        <Alert color="yellow" data-testid="setting-anonymize-warning">
          {k("anonymizeWarning")}
        </Alert>
      )}
      {anonymize === "after_days" && (
        <NumberInput
          label={k("anonymize_memberships_after_days")}
          required
          min={1}
          allowDecimal={false}
          allowNegative={false}
          maw={320}
          {...numberProps(form, "anonymize_memberships_after_days")}
        />
      )}
      {anonymize !== "disabled" && (
        <TextInput
          label={k("anonymize_memberships_name")}
          required
          data-testid="setting-anonymize-name"
          {...textProps(form, "anonymize_memberships_name")}
        />
      )}
      <Divider />
      <Title order={2} size="h4">
        {k("twoFactorTitle")}
      </Title>
      <Select
        label={k("two_factor")}
        description={k("two_factor_hint")}
        required
        allowDeselect={false}
        data={(["disabled", "enabled", "enforced"] as const).map((value) => ({
          value,
          label: k(`two_factor_${value}`),
        }))}
        data-testid="setting-two-factor"
        {...form.getInputProps("two_factor")}
      />
      <Group>
        <Checkbox
          label={k("two_factor_totp_available")}
          data-testid="setting-two-factor-totp"
          {...checkboxProps(form, "two_factor_totp_available")}
        />
        <Checkbox
          label={k("two_factor_email_available")}
          data-testid="setting-two-factor-email"
          {...checkboxProps(form, "two_factor_email_available")}
        />
      </Group>
      {(noMethod || form.errors.two_factor_totp_available) && (
        <Alert color="red" data-testid="setting-two-factor-selection">
          {t("fieldErrors.selection_required")}
        </Alert>
      )}
      <Divider />
      <ChatAndFilesSettings form={form} />
    </Stack>
  );
}
