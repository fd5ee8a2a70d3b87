// Loaded with the date pickers, not with the first screen (the core styles come first, from main.tsx).
import "@mantine/dates/styles.css";
import { TimePicker as MantineTimePicker, type TimePickerProps as MantineTimePickerProps } from "@mantine/dates";
import { IconClock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export const TIME_MINUTES_STEP = 5;

interface TimePickerProps extends Omit<MantineTimePickerProps, "value" | "onChange" | "format" | "withSeconds"> {
  /** HH:mm (24 h) or "" */
  value: string;
  onChange: (value: string) => void;
}

/** 24-hour time field: hours 0-23 in steps of 1, minutes in steps of 5. */
export function TimePicker({ value, onChange, ...props }: TimePickerProps) {
  const { t } = useTranslation();
  return (
    <MantineTimePicker
      value={value}
      onChange={(next) => onChange(next.slice(0, 5))}
      format="24h"
      hoursStep={1}
      minutesStep={TIME_MINUTES_STEP}
      withDropdown
      hoursInputLabel={t("dates.hours")}
      minutesInputLabel={t("dates.minutes")}
      leftSection={<IconClock size={16} />}
      {...props}
    />
  );
}
