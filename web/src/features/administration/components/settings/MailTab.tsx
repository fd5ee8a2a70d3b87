import { DIGEST_TIMES, MAX_DIGEST_APPOINTMENTS } from "@intranet/contracts";
import {
  Button,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { notifySaved } from "../../../../components/toasts";
import { useAppMutation } from "../../../../lib/mutations";
import { sendTestBirthdayEmail } from "../../api";
import { checkboxProps, numberProps, type SettingsForm, textProps, toBody } from "./settings-form";

const DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** Mails: direct message bodies, recommendations, digests, the daily activity mail and birthday mails. */
export function MailTab({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const k = (key: string, values?: Record<string, unknown>) =>
    String(t(`administration.settings.mail.${key}` as never, values as never));
  const dayTimes = DAYS.flatMap((day) =>
    DIGEST_TIMES.map((time) => ({
      value: `${day}_${time}`,
      label: k("dayTime", { day: k(`days.${day}`), time: k(`times.${time}`) }),
    })),
  );
  const times = DIGEST_TIMES.map((value) => ({ value, label: k(`times.${value}`) }));
  const testMail = useAppMutation({
    mutationFn: () => sendTestBirthdayEmail({ birthday_emails: toBody(form.getValues()).birthday_emails }),
    onSuccess: () => notifySaved(k("testSent")),
  });
  return (
    <Stack gap="md">
      <Switch
        label={k("notifications_send_direct_message_body")}
        description={k("notifications_send_direct_message_body_hint")}
        {...checkboxProps(form, "notifications_send_direct_message_body")}
      />
      <Title order={2} size="h4">
        {k("recommendationsTitle")}
      </Title>
      <Switch
        label={k("allow_external_recipients")}
        {...checkboxProps(form, "email_recommendations.allow_external_recipients")}
      />
      <Switch
        label={k("include_replies_default")}
        {...checkboxProps(form, "email_recommendations.include_replies_default")}
      />
      <Divider />
      <Title order={2} size="h4">
        {k("digestTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        {k("sendingNote")}
      </Text>
      <MultiSelect
        label={k("digest_sending_days")}
        data={dayTimes}
        value={form.values.digest_sending_days.map((d) => `${d.day}_${d.time}`)}
        onChange={(values) =>
          form.setFieldValue(
            "digest_sending_days",
            values.map((v) => {
              const [day, time] = v.split("_");
              return { day: Number(day), time: time as (typeof DIGEST_TIMES)[number] };
            }),
          )
        }
      />
      <NumberInput
        label={k("max_number_of_upcoming_appointments")}
        description={k("max_appointments_hint", { min: 0, max: MAX_DIGEST_APPOINTMENTS })}
        min={0}
        max={MAX_DIGEST_APPOINTMENTS}
        allowDecimal={false}
        allowNegative={false}
        required
        maw={320}
        data-testid="setting-digest-appointments"
        {...numberProps(form, "digests.max_number_of_upcoming_appointments")}
      />
      <Select
        label={k("upcoming_appointments_position")}
        allowDeselect={false}
        data={[
          { value: "top", label: k("position_top") },
          { value: "bottom", label: k("position_bottom") },
        ]}
        {...form.getInputProps("digests.upcoming_appointments_position")}
      />
      <Switch label={k("show_comments")} {...checkboxProps(form, "digests.show_comments")} />
      <Divider />
      <Title order={2} size="h4">
        {k("dailyTitle")}
      </Title>
      <Switch
        label={k("daily_enabled")}
        data-testid="setting-daily"
        {...checkboxProps(form, "daily_activity.enabled")}
      />
      <Switch label={k("include_network_level")} {...checkboxProps(form, "daily_activity.include_network_level")} />
      <Select
        label={k("mode")}
        allowDeselect={false}
        data={[
          { value: "new", label: k("mode_new") },
          { value: "new_and_updated", label: k("mode_new_and_updated") },
        ]}
        {...form.getInputProps("daily_activity.mode")}
      />
      <Select
        label={k("sending_time")}
        allowDeselect={false}
        data={times}
        {...form.getInputProps("daily_activity.sending_time")}
      />
      <Switch label={k("only_weekdays")} {...checkboxProps(form, "daily_activity.only_weekdays")} />
      <Divider />
      <Title order={2} size="h4">
        {k("birthdayTitle")}
      </Title>
      <Switch
        label={k("birthday_enabled")}
        data-testid="setting-birthday"
        {...checkboxProps(form, "birthday_emails.enabled")}
      />
      <TextInput
        label={k("birthday_subject")}
        description={k("birthday_hint")}
        data-testid="setting-birthday-subject"
        {...textProps(form, "birthday_emails.subject")}
      />
      <Textarea
        label={k("birthday_text")}
        autosize
        minRows={3}
        data-testid="setting-birthday-text"
        {...textProps(form, "birthday_emails.text")}
      />
      <Group>
        <Button
          variant="light"
          onClick={() => testMail.mutate()}
          loading={testMail.isPending}
          data-testid="setting-birthday-test"
        >
          {k("sendTest")}
        </Button>
      </Group>
    </Stack>
  );
}
