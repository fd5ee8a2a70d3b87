import { ActionIcon, Button, Input } from "@mantine/core";
import { IconDots, IconFilter } from "@tabler/icons-react";
import type { ComponentPropsWithRef } from "react";
import { useTranslation } from "react-i18next";

// The calendar toolbar's buttons, drawn with the screen; their dropdowns (the month picker, the filter, the menu) and
// Mantine's floating and date code load after the first screen (CalendarToolbarControls) and take these same buttons
// as their targets. A click before they have loaded opens the dropdown once it has.

/** The month shown, as the month picker draws it: an input-like button. */
export function MonthButton({ label, ...props }: { label: string } & ComponentPropsWithRef<"button">) {
  return (
    <Input component="button" type="button" pointer multiline w={180} data-testid="calendar-month" {...props}>
      {label}
    </Input>
  );
}

/** The filter's button: "Filter", or "Filter (2/5)" when some calendars are left out. */
export function FilterButton({
  selected,
  total,
  ...props
}: { selected: number | null; total: number } & ComponentPropsWithRef<"button">) {
  const { t } = useTranslation();
  return (
    <Button variant="default" leftSection={<IconFilter size={16} />} data-testid="calendar-filter" {...props}>
      {t("calendar.filter")}
      {selected !== null ? ` (${selected}/${total})` : ""}
    </Button>
  );
}

export function CalendarMenuButton(props: ComponentPropsWithRef<"button">) {
  const { t } = useTranslation();
  return (
    <ActionIcon variant="default" size="lg" aria-label={t("calendar.menu")} {...props}>
      <IconDots size={18} />
    </ActionIcon>
  );
}
