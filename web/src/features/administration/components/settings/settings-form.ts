import type { AdministrationSettings } from "@intranet/contracts";
import type { UseFormReturnType } from "@mantine/form";

export type SettingsForm = UseFormReturnType<AdministrationSettings>;

/** Empty texts and emptied numbers go as null (administration §5); the name stays as typed, so it reads as required. */
function blankToNull(value: unknown, key: string): unknown {
  if (typeof value === "string") return value.trim() === "" && key !== "name" ? null : value;
  if (value && typeof value === "object" && !Array.isArray(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blankToNull(v, k)]));
  return value;
}

/** The body of PUT /administration/settings: every field, empty values as null. */
export const toBody = (values: AdministrationSettings) => blankToNull(values, "") as AdministrationSettings;

/**
 * Where an error shows: nested fields come back by their own name (the body's first key is dropped, as for every
 * form), e.g. `zip` for `network_location.zip`.
 */
export function nestedFieldOf(settings: AdministrationSettings) {
  const nested = new Map<string, string>();
  for (const [key, value] of Object.entries(settings))
    if (value && typeof value === "object" && !Array.isArray(value))
      for (const inner of Object.keys(value)) if (!nested.has(inner)) nested.set(inner, `${key}.${inner}`);
  return (path: string) => (path.includes(".") ? path : (nested.get(path) ?? path));
}

/** A text input's props: null shows as empty. */
export function textProps(form: SettingsForm, path: string) {
  const props = form.getInputProps(path);
  return { ...props, value: (props.value as string | null) ?? "" };
}

/** A number input's props: null shows as empty. */
export function numberProps(form: SettingsForm, path: string) {
  const props = form.getInputProps(path);
  return { ...props, value: (props.value as number | null) ?? "" };
}

export const checkboxProps = (form: SettingsForm, path: string) => form.getInputProps(path, { type: "checkbox" });

/** The member profile fields a directory or sign-up may use (the network's property set). */
export const PROFILE_FIELDS = ["position", "department", "phone", "location", "about"] as const;
