import type { Property, PropertyValues } from "@intranet/contracts";
import { Select, Stack, Textarea, TextInput } from "@mantine/core";
import { Fragment, type ReactNode } from "react";
import { DatePicker } from "../DatePicker";
import { asList, asText } from "./property-values";

/** What every field of a set gets: its label, its error and its test id (`{testIdPrefix}{name}`). */
export type PropertyField = { label: string; error: ReactNode; "data-testid": string };

/** A list-valued field (tags, members, uploads) as the screen renders it. */
export type ListInput = (
  field: PropertyField,
  value: string[],
  onChange: (next: string[]) => void,
  property: Property,
) => ReactNode;

/**
 * A property set's fields as inputs, one per property by its type (the file and folder profiles, the member profile).
 * Selections and dates look the same everywhere; text is a text area or a line (`multiline`); tags, members and
 * uploads are the screen's own (`tags`, `members`, `uploads`; a type without one is left out).
 */
export function PropertyFieldInputs({
  properties,
  value,
  onChange,
  errorOf,
  testId,
  testIdPrefix,
  heading,
  choosePlaceholder,
  multiline = false,
  tags,
  members,
  uploads,
}: {
  properties: Property[];
  value: PropertyValues;
  onChange: (next: PropertyValues) => void;
  errorOf: (name: string) => ReactNode;
  testId: string;
  testIdPrefix: string;
  heading?: ReactNode;
  choosePlaceholder: string;
  multiline?: boolean;
  tags: ListInput;
  members: ListInput;
  uploads?: (directory: "images" | "files") => ListInput;
}) {
  if (properties.length === 0) return null;
  const set = (name: string, v: PropertyValues[string]) => onChange({ ...value, [name]: v });
  const field = (p: Property) => {
    const common: PropertyField = { label: p.label, error: errorOf(p.name), "data-testid": `${testIdPrefix}${p.name}` };
    const list = (input: ListInput) => input(common, asList(value[p.name]), (ids) => set(p.name, ids), p);
    switch (p.type) {
      case "selection":
        return (
          <Select
            {...common}
            data={p.options.map((o) => ({ value: o.value, label: o.label }))}
            value={asText(value[p.name]) || null}
            onChange={(v) => set(p.name, v)}
            clearable
            placeholder={choosePlaceholder}
          />
        );
      case "date":
        return <DatePicker {...common} value={asText(value[p.name]) || null} onChange={(v) => set(p.name, v)} />;
      case "tag":
        return list(tags);
      case "membership":
        return list(members);
      case "text": {
        const text = { ...common, maxLength: 5000, value: asText(value[p.name]) };
        return multiline ? (
          <Textarea {...text} rows={2} onChange={(e) => set(p.name, e.currentTarget.value)} />
        ) : (
          <TextInput {...text} onChange={(e) => set(p.name, e.currentTarget.value)} />
        );
      }
      default:
        return uploads ? list(uploads(p.type === "image" ? "images" : "files")) : null;
    }
  };
  return (
    <Stack gap="sm" data-testid={testId}>
      {heading}
      {properties.map((p) => (
        <Fragment key={p.name}>{field(p)}</Fragment>
      ))}
    </Stack>
  );
}
