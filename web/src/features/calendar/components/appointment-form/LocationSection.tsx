import { Group, Paper, Stack, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AppointmentForm } from "../../appointment-form";

/** Place name, address and web link of the appointment. */
export function LocationSection({ form }: { form: AppointmentForm }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm">
      <Title order={5} mb="xs">
        {t("calendar.location")}
      </Title>
      <Stack gap="xs">
        <TextInput label={t("calendar.locationName")} {...form.getInputProps("location.name")} />
        <TextInput label={t("calendar.address1")} {...form.getInputProps("location.address1")} />
        <TextInput label={t("calendar.address2")} {...form.getInputProps("location.address2")} />
        <Group grow>
          <TextInput label={t("calendar.zip")} maxLength={10} {...form.getInputProps("location.zip")} />
          <TextInput label={t("calendar.city")} {...form.getInputProps("location.city")} />
        </Group>
        <TextInput label={t("calendar.country")} {...form.getInputProps("location.country")} />
        <TextInput label={t("calendar.link")} {...form.getInputProps("location.link")} />
      </Stack>
    </Paper>
  );
}
