import { Checkbox, Group, NumberInput, Paper, Select, Stack, TextInput, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DatePicker } from "../../../../components/DatePicker";
import { categoriesQuery } from "../../api";
import type { AppointmentForm } from "../../appointment-form";

/** Category, attendee limits and registration (§ event settings). */
export function SettingsSection({ form }: { form: AppointmentForm }) {
  const { t } = useTranslation();
  const categories = useQuery(categoriesQuery).data ?? [];
  const application = form.values.application_configuration;
  const checkbox = (path: string, label: string) => (
    <Checkbox label={label} {...form.getInputProps(path, { type: "checkbox" })} />
  );
  // Mantine's NumberInput reports an emptied field as ""; the contract wants null.
  const numberProps = (path: "attendee_configuration.total" | "application_configuration.costs") => {
    const props = form.getInputProps(path);
    return {
      ...props,
      value: props.value ?? "",
      onChange: (value: string | number) => form.setFieldValue(path, value === "" ? null : Number(value)),
    };
  };
  return (
    <Paper withBorder p="sm">
      <Title order={5} mb="xs">
        {t("calendar.eventSettings")}
      </Title>
      <Stack gap="xs">
        <Select
          label={t("calendar.category")}
          data={[
            { value: "-1", label: t("calendar.noCategory") },
            ...categories.map((c) => ({ value: c.id, label: c.label })),
          ]}
          value={form.values.category}
          onChange={(value) => form.setFieldValue("category", value ?? "-1")}
          allowDeselect={false}
        />
        <NumberInput label={t("calendar.attendeeTotal")} min={0} {...numberProps("attendee_configuration.total")} />
        {checkbox("attendee_configuration.total_attendees_enforced", t("calendar.attendeeEnforced"))}
        {checkbox("attendee_configuration.user_can_opt", t("calendar.userCanOpt"))}
        {checkbox("attendee_configuration.show_participants_to_admins_only", t("calendar.participantsToAdminsOnly"))}
        {checkbox("application_configuration.registration_required", t("calendar.registrationRequired"))}
        {checkbox("application_configuration.registration_with_costs", t("calendar.registrationWithCosts"))}
        {application.registration_with_costs && (
          <Group grow>
            <NumberInput
              label={t("calendar.costs")}
              min={0}
              decimalScale={2}
              {...numberProps("application_configuration.costs")}
            />
            <TextInput label={t("calendar.currency")} {...form.getInputProps("application_configuration.currency")} />
          </Group>
        )}
        <DatePicker
          label={t("calendar.registrationDeadline")}
          value={application.registration_deadline}
          onChange={(d) => form.setFieldValue("application_configuration.registration_deadline", d)}
        />
        <TextInput
          label={t("calendar.registrationUrl")}
          value={application.url ?? ""}
          onChange={(e) => form.setFieldValue("application_configuration.url", e.currentTarget.value || null)}
          error={form.errors["application_configuration.url"]}
        />
      </Stack>
    </Paper>
  );
}
