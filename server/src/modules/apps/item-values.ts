import {
  APP_ITEM_MEMBERS_MAX,
  APP_ITEM_TAGS_MAX,
  APP_RICH_TEXT_MAX,
  APP_TAG_MAX,
  APP_TEXT_MAX,
  type AppField,
  type AppValues,
  withinDateYears,
} from "@intranet/contracts";
import { htmlToText, sanitizeRichText } from "../../lib/rich-text.js";

type Value = AppValues[string];
const ID = /^[0-9a-f]{24}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day of the calendar (not 2026-02-30). */
const isCalendarDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const tooLong = (max: number) => `is too long (maximum is ${max} characters)`;
const isBlank = (v: Value | undefined) =>
  v === undefined || v === null || v === "" || v === false || (Array.isArray(v) && v.length === 0);

/**
 * One value checked against its field's type (null clears it): the stored form, or the field message. Member ids
 * are checked for existence afterwards, all at once (`memberIdsIn`).
 */
function checkValue(field: AppField, value: Value): { value: Value } | { error: string } {
  if (value === null) return { value: null };
  const text = (max: number) => {
    if (typeof value !== "string") return { error: "is invalid" };
    const v = value.trim();
    return v.length > max ? { error: tooLong(max) } : { value: v === "" ? null : v };
  };
  switch (field.type) {
    case "text":
      return text(APP_TEXT_MAX);
    case "rich_text": {
      if (typeof value !== "string") return { error: "is invalid" };
      if (value.length > APP_RICH_TEXT_MAX) return { error: tooLong(APP_RICH_TEXT_MAX) };
      const html = sanitizeRichText("app_item", value);
      return { value: htmlToText(html).trim() === "" && !html.includes("<img") ? null : html };
    }
    case "date":
      return typeof value === "string" && DATE.test(value) && withinDateYears(value) && isCalendarDate(value)
        ? { value }
        : { error: "is not a valid date" };
    case "selection":
      return typeof value === "string" && field.options.some((o) => o.id === value)
        ? { value }
        : { error: "is invalid" };
    case "member": {
      if (!Array.isArray(value) || !value.every((v) => ID.test(v))) return { error: "contains unknown members" };
      const ids = [...new Set(value)];
      return ids.length > APP_ITEM_MEMBERS_MAX ? { error: "is invalid" } : { value: ids };
    }
    case "tag": {
      if (!Array.isArray(value)) return { error: "is invalid" };
      const tags = [...new Set(value.map((t) => t.trim().replace(/^#/, "").toLowerCase()).filter((t) => t !== ""))];
      if (tags.some((t) => t.length > APP_TAG_MAX)) return { error: tooLong(APP_TAG_MAX) };
      return tags.length > APP_ITEM_TAGS_MAX ? { error: "is invalid" } : { value: tags };
    }
    case "file":
    case "image":
      return typeof value === "string" && ID.test(value) ? { value } : { error: "is invalid" };
    case "checkbox":
      return typeof value === "boolean" ? { value } : { error: "is invalid" };
  }
}

/**
 * The item's values after `changes` (only the keys given change), checked against the app's fields: unknown keys
 * and wrong types are field errors keyed by field name, as are required fields left blank.
 */
export function checkedValues(
  fields: AppField[],
  current: AppValues,
  changes: AppValues,
): { values: AppValues; errors: Record<string, string[]> } {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const errors: Record<string, string[]> = {};
  const values: AppValues = {};
  for (const f of fields) if (current[f.name] !== undefined) values[f.name] = current[f.name] ?? null;
  for (const [name, raw] of Object.entries(changes)) {
    const field = byName.get(name);
    if (!field) {
      errors[name] = ["is invalid"];
      continue;
    }
    const checked = checkValue(field, raw);
    if ("error" in checked) errors[name] = [checked.error];
    else if (checked.value === null) delete values[name];
    else values[name] = checked.value;
  }
  for (const f of fields)
    if (f.required && isBlank(values[f.name]) && !errors[f.name]) errors[f.name] = ["can't be blank"];
  return { values, errors };
}

/** Every member id the member fields hold. */
export const memberIdsIn = (fields: AppField[], values: AppValues): string[] => [
  ...new Set(fields.filter((f) => f.type === "member").flatMap((f) => (values[f.name] as string[] | undefined) ?? [])),
];

const asText = (v: Value | undefined) => (typeof v === "string" ? v : "");

/** A card's title (the first text field) and description (the first rich text as text, else the second text). */
export function titleAndDescription(fields: AppField[], values: AppValues): { title: string; description: string } {
  const texts = fields.filter((f) => f.type === "text");
  const rich = fields.find((f) => f.type === "rich_text");
  const richText = rich ? asText(values[rich.name]) : "";
  return {
    title: texts[0] ? asText(values[texts[0].name]) : "",
    description: richText
      ? htmlToText(richText, "compact").slice(0, 600)
      : texts[1]
        ? asText(values[texts[1].name]).slice(0, 600)
        : "",
  };
}

/** Fills `{{field}}` placeholders of an integration's template from an item's values (text only, no markup). */
export function fillTemplate(template: string, fields: AppField[], values: AppValues, extra: Record<string, string>) {
  const byName = new Map(fields.map((f) => [f.name, f]));
  return template.replace(/\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g, (whole, name: string) => {
    if (name in extra) return extra[name] ?? "";
    const field = byName.get(name);
    if (!field) return whole;
    const v = values[name];
    if (field.type === "selection") return field.options.find((o) => o.id === v)?.label ?? "";
    if (field.type === "rich_text") return htmlToText(asText(v), "compact");
    if (Array.isArray(v)) return field.type === "tag" ? v.join(", ") : "";
    return typeof v === "boolean" ? (v ? "✓" : "") : asText(v);
  });
}
