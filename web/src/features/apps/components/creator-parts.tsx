import type { AppDetail, AppFieldType } from "@intranet/contracts";
import { Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The app creator's drafts and small parts (routes/AppCreatorPage.tsx). */
export type Tab = AppDetail["item_layout"]["tabs"][number];
export type Column = "a" | "b" | "c" | "d";
export type FieldDraft = {
  key: number;
  name: string;
  label: string;
  type: AppFieldType;
  required: boolean;
  admin_only: boolean;
  options: string;
  optionIds: Map<string, string>;
};
export type Template = { subject: string; text: string };

export const keyOf = (label: string, fallback: string) =>
  label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^[^a-z]+|_+$/g, "")
    .slice(0, 40) || fallback;

let nextKey = 1;
/** A new, empty text field's draft. */
export const newFieldDraft = (): FieldDraft => ({
  key: nextKey++,
  name: "",
  label: "",
  type: "text",
  required: false,
  admin_only: false,
  options: "",
  optionIds: new Map(),
});
export const draftOf = (f: AppDetail["fields"][number]): FieldDraft => ({
  key: nextKey++,
  name: f.name,
  label: f.label,
  type: f.type,
  required: f.required,
  admin_only: f.admin_only,
  options: f.options.map((o) => o.label).join("\n"),
  optionIds: new Map(f.options.map((o) => [o.label, o.id])),
});

/** Options from the lines: a known label keeps its id (items keep their value), a new one gets one from its label. */
export function optionsOf(field: FieldDraft) {
  const used = new Set<string>();
  return field.options
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "")
    .map((label, i) => {
      let id = field.optionIds.get(label) ?? (keyOf(label, `option_${i + 1}`).replace(/_/g, "-") || `option-${i + 1}`);
      while (used.has(id)) id = `${id}-${i + 1}`;
      used.add(id);
      return { id, label, color: null };
    });
}

export function TemplateInputs({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: Template | null;
  onChange: (v: Template | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Switch
        label={label}
        checked={value !== null}
        onChange={(e) => onChange(e.currentTarget.checked ? { subject: "", text: "" } : null)}
        data-testid={`${testId}-on`}
      />
      {value && (
        <>
          <TextInput
            label={t("apps.creator.subject")}
            required
            value={value.subject}
            onChange={(e) => onChange({ ...value, subject: e.currentTarget.value })}
            data-testid={`${testId}-subject`}
          />
          <Textarea
            label={t("apps.creator.text")}
            required
            autosize
            minRows={3}
            value={value.text}
            onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
            data-testid={`${testId}-text`}
          />
        </>
      )}
    </Stack>
  );
}
