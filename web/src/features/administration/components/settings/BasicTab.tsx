import { languages, MAP_THEMES, MAP_ZOOM_LEVELS } from "@intranet/contracts";
import { Alert, Divider, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { checkboxProps, type SettingsForm, textProps } from "./settings-form";

const LOCATION_FIELDS = ["street", "number", "zip", "city", "state", "country"] as const;
const LANGUAGE_NAMES: Record<(typeof languages)[number], string> = {
  en: "English",
  de: "Deutsch (Sie)",
  de_DU: "Deutsch (du)",
  es: "Español",
  fr: "Français",
};

/** Basic: name, language, category, abuse reports, directory sort, maps and the upload filter. */
export function BasicTab({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`administration.settings.basic.${key}` as never);
  const poi = form.values.map_scope_selection === "poi";
  const location = LOCATION_FIELDS.map((f) => form.values.network_location[f])
    .filter(Boolean)
    .join(", ");
  return (
    <Stack gap="md">
      <TextInput label={k("name")} required data-testid="setting-name" {...textProps(form, "name")} />
      <Select
        label={k("language")}
        required
        allowDeselect={false}
        data={languages.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        data-testid="setting-language"
        {...form.getInputProps("language")}
      />
      <TextInput label={k("category")} description={k("categoryHint")} {...textProps(form, "category")} />
      <Switch
        label={k("abuse_reports_enabled")}
        description={k("abuse_reports_enabled_hint")}
        data-testid="setting-abuse-reports"
        {...checkboxProps(form, "abuse_reports_enabled")}
      />
      <Select
        label={k("directory_default_sort")}
        required
        allowDeselect={false}
        data={[
          { value: "first_name", label: k("sort_first_name") },
          { value: "last_name", label: k("sort_last_name") },
        ]}
        data-testid="setting-directory-sort"
        {...form.getInputProps("directory_default_sort")}
      />
      <Divider />
      <Title order={2} size="h4">
        {k("mapsTitle")}
      </Title>
      <Switch
        label={k("maps_enabled")}
        description={k("maps_enabled_hint")}
        data-testid="setting-maps"
        {...checkboxProps(form, "maps_enabled")}
      />
      <Switch
        label={k("show_map")}
        description={k("show_map_hint")}
        data-testid="setting-show-map"
        {...checkboxProps(form, "show_map")}
      />
      <Select
        label={k("map_scope_selection")}
        allowDeselect={false}
        data={[
          { value: "all", label: k("scope_all") },
          { value: "poi", label: k("scope_poi") },
        ]}
        data-testid="setting-map-scope"
        {...form.getInputProps("map_scope_selection")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {LOCATION_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={k(field)}
            required={poi && ["street", "number", "zip", "city"].includes(field)}
            maxLength={field === "zip" ? 10 : undefined}
            data-testid={`setting-location-${field}`}
            {...textProps(form, `network_location.${field}`)}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={k("zoom_level")}
          allowDeselect={false}
          data={MAP_ZOOM_LEVELS.map((level) => String(level))}
          value={String(form.values.zoom_level)}
          onChange={(value) => form.setFieldValue("zoom_level", Number(value) as (typeof MAP_ZOOM_LEVELS)[number])}
          data-testid="setting-zoom"
        />
        <Select
          label={k("map_theme")}
          allowDeselect={false}
          data={MAP_THEMES.map((value) => ({ value, label: k(`themes.${value}`) }))}
          {...form.getInputProps("map_theme")}
        />
      </SimpleGrid>
      {form.values.maps_enabled && form.values.show_map && location && (
        <Alert color="blue" data-testid="setting-map-preview">
          {location}
        </Alert>
      )}
      <Divider />
      <Title order={2} size="h4">
        {k("uploadsTitle")}
      </Title>
      <Switch label={k("extension_filter_enabled")} {...checkboxProps(form, "extension_filter_enabled")} />
      <Select
        label={k("extension_filter_type")}
        allowDeselect={false}
        data={[
          { value: "allow", label: k("filter_allow") },
          { value: "deny", label: k("filter_deny") },
        ]}
        {...form.getInputProps("extension_filter_type")}
      />
      <TagsInput
        label={k("extension_filter_list")}
        description={k("extension_filter_list_hint")}
        {...form.getInputProps("extension_filter_list")}
      />
    </Stack>
  );
}
