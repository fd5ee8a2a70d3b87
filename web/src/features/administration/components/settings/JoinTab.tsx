import { Divider, Stack, Switch, Textarea, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { checkboxProps, type SettingsForm, textProps } from "./settings-form";

const JOIN_SWITCHES = [
  "join_user_can_initiate",
  "join_moderated",
  "altcha_captcha",
  "join_as_external",
  "join_ask_for_profile_data",
  "join_section_admins_can_invite_users",
] as const;
const DEVISE_TEXTS = ["devise_text_before", "devise_text_between", "devise_text_after"] as const;

/** Join: who may sign up and how, the group promotion and the texts on the sign-in page. */
export function JoinTab({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`administration.settings.join.${key}` as never);
  const selfSignUp = form.values.join_user_can_initiate;
  // Joining as a guest needs guests (member tab); the server ignores it while they are off.
  const guests = form.values.guest_users_enabled;
  const promotion = form.values.group_promotion_config.active;
  return (
    <Stack gap="md">
      {JOIN_SWITCHES.map((key) => (
        <Switch
          key={key}
          label={k(key)}
          description={k(key === "join_as_external" && !guests ? "join_as_external_no_guests" : `${key}_hint`)}
          disabled={
            (key !== "join_user_can_initiate" && key !== "join_section_admins_can_invite_users" && !selfSignUp) ||
            (key === "join_as_external" && !guests)
          }
          data-testid={`setting-${key}`}
          {...checkboxProps(form, key)}
        />
      ))}
      <Divider />
      <Title order={2} size="h4">
        {k("promotionTitle")}
      </Title>
      <Switch label={k("promotion_active")} {...checkboxProps(form, "group_promotion_config.active")} />
      {promotion && (
        <>
          <TextInput
            label={k("promotion_title")}
            required
            data-testid="setting-promotion-title"
            {...textProps(form, "group_promotion_config.title")}
          />
          <Textarea
            label={k("promotion_description")}
            autosize
            minRows={2}
            {...textProps(form, "group_promotion_config.description")}
          />
          <Switch
            label={k("promotion_external")}
            {...checkboxProps(form, "group_promotion_config.enabled_for_external")}
          />
        </>
      )}
      <Divider />
      <Title order={2} size="h4">
        {k("textsTitle")}
      </Title>
      {DEVISE_TEXTS.map((key) => (
        <Textarea key={key} label={k(key)} autosize minRows={2} {...textProps(form, key)} />
      ))}
    </Stack>
  );
}
