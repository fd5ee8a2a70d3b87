// Loaded with the date pickers, not with the first screen (the core styles come first, from main.tsx).
import "@mantine/dates/styles.css";
import { DatePickerInput, type DatePickerInputProps } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DATE_FORMAT, dayjs, todayIn } from "../lib/dates";

/** Mantine drops undefined props before they override its own; null gets through, and React writes no attribute. */
const NO_MARK = null as unknown as undefined;

interface DatePickerProps
  extends Omit<DatePickerInputProps, "value" | "onChange" | "type" | "firstDayOfWeek" | "defaultValue"> {
  /** YYYY-MM-DD or null */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Only today and later may be picked. */
  futureOnly?: boolean;
}

/**
 * Single date field: weeks start on Monday, with a clear button. A field named by `aria-label` (no visible label)
 * has the date it shows, or its placeholder, added to that name: the field is a button whose text is that date,
 * and its name must hold its visible text (WCAG 2.5.3, label in name).
 */
export function DatePicker({
  value,
  onChange,
  futureOnly = false,
  minDate,
  clearable = true,
  "aria-label": ariaLabel,
  getDayProps,
  ...props
}: DatePickerProps) {
  const { t } = useTranslation();
  const shown = value ? dayjs(value).format(DATE_FORMAT) : props.placeholder;
  const name = ariaLabel && shown ? `${ariaLabel}, ${shown}` : ariaLabel;
  // "Today" (highlighted) is the member's, in their profile's zone: Mantine marks the browser's date.
  const today = todayIn();
  return (
    <DatePickerInput
      value={value}
      onChange={(next) => onChange(next ? dayjs(next).format("YYYY-MM-DD") : null)}
      firstDayOfWeek={1}
      minDate={futureOnly ? today : minDate}
      defaultDate={value ?? today}
      highlightToday
      getDayProps={(date) => ({ "data-today": date === today ? true : NO_MARK, ...getDayProps?.(date) })}
      clearable={clearable}
      clearButtonProps={{ "aria-label": t("dates.clear") }}
      valueFormat={DATE_FORMAT}
      leftSection={<IconCalendar size={16} />}
      aria-label={name}
      {...props}
    />
  );
}
