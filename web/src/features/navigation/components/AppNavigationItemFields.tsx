import {
  APP_NAVIGATION_ICONS,
  type AppNavigationIcon,
  type AppNavigationItem,
  type AppNavigationType,
  activitiesApi,
  canBeEntryPoint,
} from "@intranet/contracts";
import { ActionIcon, Group, Paper, Radio, Select, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/route-client";
import { isSameHost, typesFor, unusedDefaults, withEntryPoint, withoutItem, withType } from "../app-items";
import { APP_ICONS } from "./app-icons";

export type AppForm = UseFormReturnType<{ items: AppNavigationItem[] }>;

const streamsQuery = {
  queryKey: ["activities", "streams", "app-navigation"],
  queryFn: ({ signal }: { signal: AbortSignal }) => api(activitiesApi.streams, {}, { signal }),
};

function IconSelect({ value, onChange }: { value: AppNavigationIcon; onChange: (icon: AppNavigationIcon) => void }) {
  const { t } = useTranslation();
  const Current = APP_ICONS[value];
  return (
    <Select
      label={t("navigation.app.icon")}
      data={APP_NAVIGATION_ICONS.map((name) => ({ value: name, label: name }))}
      value={value}
      onChange={(icon) => icon && onChange(icon as AppNavigationIcon)}
      leftSection={<Current size={16} />}
      renderOption={({ option }) => {
        const OptionIcon = APP_ICONS[option.value as AppNavigationIcon];
        return (
          <Group gap="xs">
            <OptionIcon size={16} />
            {option.label}
          </Group>
        );
      }}
      allowDeselect={false}
      searchable
      w={170}
      data-testid="app-item-icon"
    />
  );
}

/** One item of the app navigation editor: entry point, type, label, icon, and the type's options. */
export function AppNavigationItemFields({ form, index }: { form: AppForm; index: number }) {
  const { t } = useTranslation();
  const items = form.getValues().items;
  const item = items[index] as AppNavigationItem;
  const path = `items.${index}`;
  const host = window.location.host;
  const sameHost = item.type === "link" && isSameHost(item.options.url, host);
  const streams = useQuery({ ...streamsQuery, enabled: item.type === "activitystream" });
  const set = (next: AppNavigationItem) => form.setFieldValue(path, next);
  const more = unusedDefaults(items);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="app-item">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Radio
            label={t("navigation.app.entryPoint")}
            checked={item.isEntryPoint}
            disabled={!canBeEntryPoint(item)}
            onChange={() => form.setFieldValue("items", withEntryPoint(items, index))}
            mb={8}
            data-testid="app-item-entry"
          />
          <Select
            label={t("navigation.app.type")}
            data={typesFor(items, index).map((type) => ({ value: type, label: t(`navigation.app.types.${type}`) }))}
            value={item.type}
            onChange={(type) => type && set(withType(item, type as AppNavigationType))}
            allowDeselect={false}
            w={160}
            data-testid="app-item-type"
          />
          <TextInput
            label={t("navigation.app.label")}
            {...form.getInputProps(`${path}.label`)}
            error={item.label.trim() === "" ? t("navigation.app.labelRequired") : undefined}
            style={{ flex: "1 1 140px" }}
            data-testid="app-item-label"
          />
          <IconSelect value={item.icon} onChange={(icon) => form.setFieldValue(`${path}.icon`, icon)} />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t("navigation.remove")}
            onClick={() => form.setFieldValue("items", withoutItem(items, index))}
            mb={4}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        {item.type === "link" && (
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              label={t("navigation.app.url")}
              placeholder="https://"
              {...form.getInputProps(`${path}.options.url`)}
              style={{ flex: "2 1 220px" }}
              data-testid="app-item-url"
            />
            <Select
              label={t("navigation.app.openIn")}
              data={[
                { value: "webview", label: t("navigation.app.openInWebview") },
                { value: "browser", label: t("navigation.app.openInBrowser"), disabled: sameHost },
              ]}
              value={sameHost ? "webview" : (item.options.open_in ?? "webview")}
              onChange={(openIn) =>
                form.setFieldValue(`${path}.options.open_in`, openIn === "browser" ? "browser" : "webview")
              }
              description={sameHost ? t("navigation.app.sameHost") : undefined}
              allowDeselect={false}
              w={200}
              data-testid="app-item-open-in"
            />
          </Group>
        )}
        {item.type === "activitystream" && (
          <Select
            label={t("navigation.app.stream")}
            data={(streams.data?.streams ?? []).map((s) => ({ value: s.slug, label: s.name }))}
            value={item.options.activitystream ?? null}
            onChange={(slug) => form.setFieldValue(`${path}.options.activitystream`, slug ?? "all")}
            w={260}
          />
        )}
        {item.type === "page" && (
          <TextInput
            label={t("navigation.app.page")}
            placeholder="/pages/…"
            {...form.getInputProps(`${path}.options.page`)}
          />
        )}
        {item.type === "more" && (
          <Text size="sm" c="dimmed" data-testid="app-item-more">
            {more.length > 0
              ? t("navigation.app.more", { items: more.map((type) => t(`navigation.app.types.${type}`)).join(", ") })
              : t("navigation.app.moreEmpty")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
