import type { Property } from "@intranet/contracts";
import { Group, Select, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DatePicker } from "../../../components/DatePicker";

/** Query keys of a folder listing's filters: `profile.{name}` per property, and `tag`. */
export type ProfileFilterValues = Record<string, string>;

const without = (values: ProfileFilterValues, key: string, value: string | null) => {
  const next = { ...values };
  if (value) next[key] = value;
  else delete next[key];
  return next;
};

/** The sort keys a file profile adds to a folder listing (communication §7: `profile.{name}`). */
export const profileSortKeys = (properties: Property[]) =>
  properties
    .filter((p) => p.type === "selection" || p.type === "text" || p.type === "date")
    .map((p) => ({ key: `profile.${p.name}` as const, label: p.label }));

/** Filters of a folder listing by the file profile's values (selection, text contains, date, tags). */
export function ProfileFilters({
  properties,
  value,
  onChange,
}: {
  properties: Property[];
  value: ProfileFilterValues;
  onChange: (next: ProfileFilterValues) => void;
}) {
  const { t } = useTranslation();
  if (properties.length === 0) return null;
  const set = (key: string, v: string | null) => onChange(without(value, key, v));
  const hasTags = properties.some((p) => p.type === "tag");
  return (
    <Group
      gap="sm"
      wrap="wrap"
      align="flex-end"
      data-testid="profile-filters"
      role="group"
      aria-label={t("files.profile.filters")}
    >
      {properties.map((p) => {
        const key = `profile.${p.name}`;
        const common = { label: p.label, style: { flex: "1 1 180px" }, "data-testid": `filter-${p.name}` };
        if (p.type === "selection")
          return (
            <Select
              key={p.name}
              {...common}
              data={p.options.map((o) => ({ value: o.value, label: o.label }))}
              value={value[key] ?? null}
              onChange={(v) => set(key, v)}
              clearable
              placeholder={t("files.profile.choose")}
            />
          );
        if (p.type === "date")
          return <DatePicker key={p.name} {...common} value={value[key] ?? null} onChange={(v) => set(key, v)} />;
        if (p.type === "text")
          return (
            <TextInput
              key={p.name}
              {...common}
              value={value[key] ?? ""}
              onChange={(e) => set(key, e.currentTarget.value)}
            />
          );
        return null;
      })}
      {hasTags && (
        <TextInput
          label={t("files.profile.tag")}
          style={{ flex: "1 1 180px" }}
          value={value.tag ?? ""}
          onChange={(e) => set("tag", e.currentTarget.value)}
          data-testid="filter-tag"
        />
      )}
    </Group>
  );
}
