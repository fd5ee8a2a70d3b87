import { timeZoneOptions } from "@intranet/contracts";
import { Alert, Button, Group, Paper, Select, Stack, Switch } from "@mantine/core";
import { forwardRef, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DatePicker } from "../../../../components/DatePicker";
import { TimePicker } from "../../../../components/TimePicker";
import { dayjs } from "../../../../lib/dates";
import { type AppointmentForm, withStartMoved } from "../../appointment-form";

/** All-day switch, start, optional end and time zone; one error for the whole block (e.g. end before start). */
export const DateSection = forwardRef<HTMLDivElement, { form: AppointmentForm }>(function DateSection({ form }, ref) {
  const { t } = useTranslation();
  const v = form.values;
  const error = form.errors.date;
  const zones = useMemo(() => {
    const offered = timeZoneOptions();
    return offered.includes(v.time_zone) ? offered : [v.time_zone, ...offered];
  }, [v.time_zone]);
  return (
    <Paper
      ref={ref}
      withBorder
      p="sm"
      data-testid="date-block"
      data-invalid={error ? true : undefined}
      style={error ? { borderColor: "var(--mantine-color-red-6)" } : undefined}
    >
      <Stack gap="xs">
        <Switch label={t("calendar.allDay")} {...form.getInputProps("all_day", { type: "checkbox" })} />
        <Group gap="xs" align="end">
          <DatePicker
            label={t("calendar.start")}
            value={v.start_date}
            onChange={(d) => d && form.setValues(withStartMoved(form.getValues(), { start_date: d }))}
            clearable={false}
            w={170}
          />
          {!v.all_day && (
            <TimePicker
              aria-label={t("calendar.start")}
              value={v.start_time}
              onChange={(time) => form.setValues(withStartMoved(form.getValues(), { start_time: time }))}
              w={110}
            />
          )}
        </Group>
        {v.end_date !== null ? (
          <Group gap="xs" align="end">
            <DatePicker
              label={t("calendar.end")}
              value={v.end_date}
              onChange={(d) => d && form.setFieldValue("end_date", d)}
              clearable={false}
              w={170}
            />
            {!v.all_day && (
              <TimePicker
                aria-label={t("calendar.end")}
                value={v.end_time}
                onChange={(time) => form.setFieldValue("end_time", time)}
                w={110}
              />
            )}
            <Button variant="subtle" onClick={() => form.setFieldValue("end_date", null)}>
              {t("calendar.removeEnd")}
            </Button>
          </Group>
        ) : (
          <Button
            variant="subtle"
            w="fit-content"
            onClick={() => {
              const end = dayjs(`${v.start_date}T${v.start_time}`).add(1, "hour");
              form.setValues({ end_date: end.format("YYYY-MM-DD"), end_time: end.format("HH:mm") });
            }}
          >
            {t("calendar.addEnd")}
          </Button>
        )}
        {error && (
          <Alert color="red" p="xs">
            {error}
          </Alert>
        )}
        <Select
          label={t("calendar.timeZone")}
          data={zones}
          value={v.time_zone}
          onChange={(z) => z && form.setFieldValue("time_zone", z)}
          error={form.errors.time_zone}
          searchable
          allowDeselect={false}
        />
      </Stack>
    </Paper>
  );
});
