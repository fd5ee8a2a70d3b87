import { NAVIGATION_ITEM_TYPES, type NavigationItemType } from "@intranet/contracts";
import { ActionIcon, Checkbox, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EditorChoices, EditorItem } from "../editor-items";

export type EditorForm = UseFormReturnType<{ items: EditorItem[] }>;

interface Props {
  form: EditorForm;
  /** `items.2` or `items.2.children.0`. */
  path: string;
  item: EditorItem;
  choices: EditorChoices;
  label: string;
  onRemove: () => void;
  /** The sub-items and their add button, below a first-level item. */
  children?: ReactNode;
}

/** One item of the navigation editor: type, text, link (or its choice), public, new window. */
export function NavigationItemFields({ form, path, item, choices, label, onRemove, children }: Props) {
  const { t } = useTranslation();
  const hasChildren = item.children.length > 0;
  const options = (type: NavigationItemType) => choices[type as Exclude<NavigationItemType, "link">] ?? [];
  const choose = (link: string | null) => {
    const choice = options(item.type).find((c) => c.link === link);
    form.setFieldValue(`${path}.link`, link ?? "");
    if (choice && item.text.trim() === "") form.setFieldValue(`${path}.text`, choice.text);
  };
  const linkField = hasChildren ? (
    <Text size="sm" c="dimmed" pt={4} data-testid="nav-item-parent">
      {t("navigation.editor.hasChildren")}
    </Text>
  ) : item.type === "link" ? (
    <TextInput
      label={t("navigation.editor.link")}
      placeholder="/pages/… https://…"
      {...form.getInputProps(`${path}.link`)}
      data-testid="nav-item-link"
    />
  ) : (
    <Select
      label={t("navigation.editor.link")}
      placeholder={options(item.type).length > 0 ? t("navigation.editor.choose") : t("navigation.editor.noChoices")}
      data={options(item.type).map((c) => ({ value: c.link, label: `${c.text} (${c.link})` }))}
      value={item.link || null}
      onChange={choose}
      error={form.errors[`${path}.link`]}
      allowDeselect={false}
      data-testid="nav-item-choice"
    />
  );
  return (
    <Paper withBorder p="sm" radius="md" data-testid="nav-item" aria-label={label}>
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          {!hasChildren && (
            <Select
              label={t("navigation.editor.type")}
              data={NAVIGATION_ITEM_TYPES.map((type) => ({ value: type, label: t(`navigation.editor.types.${type}`) }))}
              value={item.type}
              onChange={(type) => {
                form.setFieldValue(`${path}.type`, (type ?? "link") as NavigationItemType);
                form.setFieldValue(`${path}.link`, "");
              }}
              allowDeselect={false}
              w={130}
              data-testid="nav-item-type"
            />
          )}
          <TextInput
            label={t("navigation.editor.text")}
            {...form.getInputProps(`${path}.text`)}
            style={{ flex: "1 1 160px" }}
            data-testid="nav-item-text"
          />
          <div style={{ flex: "2 1 200px" }}>{linkField}</div>
          <ActionIcon variant="subtle" color="red" aria-label={t("navigation.remove")} onClick={onRemove} mb={4}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        <Group gap="md">
          <Checkbox
            label={t("navigation.editor.public")}
            {...form.getInputProps(`${path}.public`, { type: "checkbox" })}
            data-testid="nav-item-public"
          />
          <Checkbox
            label={t("navigation.editor.newWindow")}
            {...form.getInputProps(`${path}.new_window`, { type: "checkbox" })}
          />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
