import { APP_TAB_LAYOUTS, layoutColumns } from "@intranet/contracts";
import { ActionIcon, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Column, FieldDraft, Tab } from "./creator-parts";

/**
 * One tab of a custom item layout: its name and layout, and per column the fields it shows (a field used in any tab
 * is not offered again; the last tab cannot be removed).
 */
export function TabEditor({
  tab,
  removable,
  fields,
  used,
  onPatch,
  onRemove,
  onCells,
}: {
  tab: Tab;
  removable: boolean;
  fields: FieldDraft[];
  used: Set<string>;
  onPatch: (patch: Partial<Tab>) => void;
  onRemove: () => void;
  onCells: (column: Column, cells: Tab["columns"][Column]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" data-testid="creator-tab">
      <Group align="flex-end">
        <TextInput
          label={t("apps.creator.tabName")}
          required
          value={tab.name}
          onChange={(e) => onPatch({ name: e.currentTarget.value })}
          data-testid="tab-name"
        />
        <Select
          label={t("apps.creator.tabLayout")}
          data={[...APP_TAB_LAYOUTS]}
          value={tab.layout}
          allowDeselect={false}
          onChange={(v) => v && onPatch({ layout: v as Tab["layout"] })}
          data-testid="tab-layout"
        />
        <Button variant="subtle" color="red" disabled={!removable} onClick={onRemove} data-testid="remove-tab">
          {t("apps.creator.removeTab")}
        </Button>
      </Group>
      <Group align="flex-start" mt="sm" grow>
        {layoutColumns(tab.layout).map((c) => (
          <Stack key={c} gap={4}>
            <Text size="sm" fw={600}>
              {t("apps.creator.column", { column: c.toUpperCase() })}
            </Text>
            {tab.columns[c].map((cell, k) => (
              <Group key={cell.field} gap={4} wrap="nowrap">
                <Text size="sm" style={{ flex: 1 }}>
                  {fields.find((f) => f.name === cell.field)?.label ?? cell.field}
                </Text>
                <Checkbox
                  size="xs"
                  aria-label={t("apps.creator.showLabel")}
                  checked={cell.show_label}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    onCells(
                      c,
                      tab.columns[c].map((x, j) => (j === k ? { ...x, show_label: checked } : x)),
                    );
                  }}
                />
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={t("apps.creator.removeCell")}
                  onClick={() =>
                    onCells(
                      c,
                      tab.columns[c].filter((_, j) => j !== k),
                    )
                  }
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            ))}
            <Select
              size="xs"
              aria-label={t("apps.creator.addToColumn", { column: c.toUpperCase() })}
              placeholder={t("apps.creator.addToColumn", { column: c.toUpperCase() })}
              data={fields.filter((f) => !used.has(f.name)).map((f) => ({ value: f.name, label: f.label || f.name }))}
              value={null}
              onChange={(v) => v && onCells(c, [...tab.columns[c], { field: v, show_label: true }])}
              data-testid={`tab-add-${c}`}
            />
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}
