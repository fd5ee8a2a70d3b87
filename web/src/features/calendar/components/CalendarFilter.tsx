import { type Calendar, encodeCalendarFilter } from "@intranet/contracts";
import { Button, Checkbox, ColorSwatch, Divider, Group, Popover, ScrollArea, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FilterButton } from "./CalendarToolbarButtons";

interface CalendarFilterProps {
  calendars: Calendar[];
  /** Selected ids; null means every calendar. */
  selected: string[] | null;
  onChange: (encoded: string | null) => void;
  /** Open at once: its button was clicked before the filter had loaded. */
  defaultOpened?: boolean;
}

/** Calendars grouped as network, personal and group by category, with include-all and exclude-all. */
export function CalendarFilter({ calendars, selected, onChange, defaultOpened }: CalendarFilterProps) {
  const { t } = useTranslation();
  const isOn = (id: string) => selected === null || selected.includes(id);
  const set = (ids: string[]) => onChange(ids.length === calendars.length ? null : encodeCalendarFilter(ids));
  const toggle = (id: string) => {
    const current = selected ?? calendars.map((c) => c.id);
    set(current.includes(id) ? current.filter((x) => x !== id) : [...current, id]);
  };

  const sections: { title: string; items: Calendar[] }[] = [
    { title: t("calendar.network"), items: calendars.filter((c) => c.type === "network") },
    { title: t("calendar.personal"), items: calendars.filter((c) => c.type === "personal" || c.type === "shared") },
  ];
  const byCategory = new Map<string, Calendar[]>();
  for (const c of calendars.filter((x) => x.type === "group")) {
    const key = c.category_name ?? t("calendar.group");
    byCategory.set(key, [...(byCategory.get(key) ?? []), c]);
  }
  for (const [title, items] of byCategory) sections.push({ title, items });

  return (
    <Popover position="bottom-start" shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Popover.Target>
        <FilterButton selected={selected?.length ?? null} total={calendars.length} />
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" mb="xs">
          <Button size="xs" variant="light" onClick={() => onChange(null)}>
            {t("calendar.includeAll")}
          </Button>
          <Button size="xs" variant="light" onClick={() => onChange(encodeCalendarFilter([]))}>
            {t("calendar.excludeAll")}
          </Button>
        </Group>
        <ScrollArea.Autosize mah={360}>
          <Stack gap={6}>
            {sections
              .filter((s) => s.items.length > 0)
              .map((s) => (
                <div key={s.title}>
                  <Divider label={s.title} labelPosition="left" />
                  {s.items.map((c) => (
                    <Checkbox
                      key={c.id}
                      mt={6}
                      checked={isOn(c.id)}
                      onChange={() => toggle(c.id)}
                      label={
                        <Group gap={6} wrap="nowrap">
                          <ColorSwatch color={`#${c.color}`} size={12} />
                          <Text size="sm">{c.name}</Text>
                        </Group>
                      }
                    />
                  ))}
                </div>
              ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
