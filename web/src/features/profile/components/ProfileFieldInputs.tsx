import type { ProfileFields } from "@intranet/contracts";
import { Textarea, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fieldError } from "../../../components/field-errors";

const TEXT_FIELDS = ["position", "department", "phone", "location"] as const;

/** The profile as a form sends it: text trimmed, empty text null. */
export const trimmedProfile = (profile: Partial<ProfileFields>) =>
  Object.fromEntries(Object.entries(profile).map(([key, value]) => [key, value?.trim() || null]));

/** The profile's own fields (position … about) as inputs; empty text becomes null. */
export function ProfileFieldInputs({
  profile,
  onChange,
  error,
  errors,
  testIdPrefix,
}: {
  profile: Partial<ProfileFields>;
  onChange: (profile: Partial<ProfileFields>) => void;
  /** A failed save, for the fields' messages. */
  error?: unknown;
  /** Or the errors of a Mantine form, keyed `profile.<field>`. */
  errors?: Record<string, ReactNode>;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const set = (key: keyof ProfileFields, value: string) => onChange({ ...profile, [key]: value || null });
  return (
    <>
      {TEXT_FIELDS.map((key) => (
        <TextInput
          key={key}
          label={t(`profile.${key}`)}
          value={profile[key] ?? ""}
          error={errors?.[`profile.${key}`] ?? fieldError(error, `profile.${key}`)}
          onChange={(e) => set(key, e.currentTarget.value)}
          data-testid={testIdPrefix ? `${testIdPrefix}-${key}` : undefined}
        />
      ))}
      <Textarea
        label={t("profile.about")}
        autosize
        minRows={3}
        value={profile.about ?? ""}
        error={errors?.["profile.about"] ?? fieldError(error, "profile.about")}
        onChange={(e) => set("about", e.currentTarget.value)}
      />
    </>
  );
}
