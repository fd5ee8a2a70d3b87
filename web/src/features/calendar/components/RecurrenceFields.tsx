import { Group, NumberInput, Select, Stack, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DatePicker } from "../../../components/DatePicker";
import {
  chooseFrequency,
  type RecurrenceChoice,
  type RecurrenceState,
  type RecurrenceUnit,
  setInterval,
  setUnit,
  showsCustom,
  toggleEnd,
} from "../logic";

const CHOICES: RecurrenceChoice[] = ["never", "daily", "weekly", "monthly", "yearly", "custom"];
const UNITS: RecurrenceUnit[] = ["daily", "weekly", "monthly", "yearly"];

/**
 * What the series does with months or years that lack the start's day: it skips them (RFC 5545, as the
 * server expands it). Null when every month or year has that day.
 */
export function skippedDays(value: RecurrenceState, start: string): { day: number } | "leapDay" | null {
  const unit = value.frequency === "custom" ? value.unit : value.frequency;
  const [, month, day] = start.slice(0, 10).split("-").map(Number);
  if (!month || !day) return null;
  if (unit === "monthly" && day > 28) return { day };
  if (unit === "yearly" && month === 2 && day === 29) return "leapDay";
  return null;
}

/** Frequency, custom interval and unit, and the end toggle, with the transitions of §4. */
export function RecurrenceFields({
  value,
  onChange,
  start,
  error,
  endError,
}: {
  value: RecurrenceState;
  onChange: (next: RecurrenceState) => void;
  start: string;
  error?: string;
  /** The series' end date's own error (an end before the start). */
  endError?: string;
}) {
  const { t } = useTranslation();
  const custom = showsCustom(value);
  const skipped = skippedDays(value, start);
  return (
    <Stack gap="xs" data-testid="recurrence">
      <Select
        label={t("calendar.recurrence")}
        value={custom ? "custom" : value.frequency}
        onChange={(next) => next && onChange(chooseFrequency(value, next as RecurrenceChoice))}
        data={CHOICES.map((c) => ({ value: c, label: t(`calendar.frequency.${c}`) }))}
        allowDeselect={false}
        description={
          skipped === "leapDay"
            ? t("calendar.skippedLeapDay")
            : skipped
              ? t("calendar.skippedMonths", { day: skipped.day })
              : undefined
        }
      />
      {custom && (
        <Group gap="xs" align="end">
          <NumberInput
            label={t("calendar.every")}
            min={1}
            value={value.interval}
            onChange={(n) => onChange({ ...setInterval(value, Number(n) || 1), frequency: "custom" })}
            error={error}
            w={120}
            data-testid="recurrence-interval"
          />
          <Select
            aria-label={t("calendar.every")}
            value={value.unit}
            onChange={(unit) => unit && onChange(setUnit(value, unit as RecurrenceUnit))}
            data={UNITS.map((u) => ({ value: u, label: t(`calendar.units.${u}`) }))}
            allowDeselect={false}
            w={160}
          />
        </Group>
      )}
      {value.frequency !== "never" && (
        <Group gap="xs" align="end">
          <Switch
            label={t("calendar.recurrenceEnd")}
            checked={value.endTime !== null}
            onChange={(e) => onChange(toggleEnd(value, e.currentTarget.checked, start))}
          />
          {value.endTime !== null && (
            <DatePicker
              aria-label={t("calendar.recurrenceEnd")}
              value={value.endTime}
              onChange={(d) => onChange({ ...value, endTime: d })}
              minDate={start.slice(0, 10)}
              error={endError}
              clearable={false}
              w={180}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
