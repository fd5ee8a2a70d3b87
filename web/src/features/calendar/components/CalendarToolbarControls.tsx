// Loaded after the first screen (AppointmentsPage), with the date pickers' styles and Mantine's floating code.
import "@mantine/dates/styles.css";
import { Menu } from "@mantine/core";
import { MonthPickerInput } from "@mantine/dates";
import { IconCopy, IconRss, IconSettings } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
// The picker's month names in the member's language: lib/dates registers dayjs's locales and follows the language.
import "../../../lib/dates";
import { CalendarMenuButton } from "./CalendarToolbarButtons";

export { CalendarFilter } from "./CalendarFilter";

/** The month shown, and a picker of another: value and answers as YYYY-MM-DD, the first of the month. */
export function MonthPicker({
  value,
  onChange,
  defaultOpened = false,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Open at once: its button was clicked before the picker had loaded. */
  defaultOpened?: boolean;
}) {
  const input = useRef<HTMLButtonElement>(null);
  // The picker has no uncontrolled opening of its own: a click on its button opens it, as the member's would have.
  useEffect(() => {
    if (defaultOpened) input.current?.click();
  }, [defaultOpened]);
  return (
    <MonthPickerInput
      ref={input}
      // Named by the month it shows (WCAG 2.5.3, label in name), like the day a date field shows.
      data-testid="calendar-month"
      value={value}
      onChange={(picked) => picked && onChange(picked)}
      valueFormat="MMMM YYYY"
      w={180}
    />
  );
}

/** The overview's menu: manage calendars, subscribe, copy the address of this view. */
export function CalendarMenu({ onCopyUrl, defaultOpened }: { onCopyUrl: () => void; defaultOpened?: boolean }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" defaultOpened={defaultOpened}>
      <Menu.Target>
        <CalendarMenuButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/calendars/manage" leftSection={<IconSettings size={16} />}>
          {t("calendar.manage")}
        </Menu.Item>
        <Menu.Item component={Link} to="/calendars/subscribe" leftSection={<IconRss size={16} />}>
          {t("calendar.subscribe")}
        </Menu.Item>
        <Menu.Item onClick={onCopyUrl} leftSection={<IconCopy size={16} />}>
          {t("calendar.copyUrl")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
