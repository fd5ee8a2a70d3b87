import type { MemberSummary, Property, PropertyValues } from "@intranet/contracts";
import { Anchor, Group, Select, Stack, TagsInput, Text, TextInput } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DatePicker } from "../../../components/DatePicker";
import { fieldError } from "../../../components/field-errors";
import { MemberPicker } from "../../../components/MemberPicker";
import { formatDate } from "../../../lib/dates";
import { memberQuery } from "../api";
import { asList, asText, isEmpty, useMemberProfileProperties, type Value } from "../member-properties";

/** Members by id (a membership property's values), each as its profile shows it; unknown ones left out. */
function useMembersByIds(ids: string[]): MemberSummary[] {
  const results = useQueries({ queries: ids.map((id) => ({ ...memberQuery(id), retry: false })) });
  return results.flatMap((r) => (r.data ? [r.data] : []));
}

function MembersInput({
  label,
  ids,
  onChange,
  error,
  testId,
}: {
  label: string;
  ids: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  testId: string;
}) {
  const known = useMembersByIds(ids);
  // Ids whose member is still loading stay in the value; the picker shows those it knows.
  const shown = ids.flatMap((id) => known.filter((m) => m.id === id));
  const loading = ids.filter((id) => !known.some((m) => m.id === id));
  return (
    <div data-testid={testId}>
      <MemberPicker
        label={label}
        value={shown}
        error={error}
        onChange={(members) => onChange([...loading, ...members.map((m) => m.id)])}
      />
    </div>
  );
}

/**
 * The member profile property set's fields as inputs, one per property by its type (the administrators' member form,
 * the member's profile edit, the sign-up form). `errors`: a failed save (`profile_properties.{name}`) or a Mantine
 * form's errors under the same keys.
 */
export function MemberPropertyInputs({
  properties,
  value,
  onChange,
  error,
  errors,
}: {
  properties: Property[];
  value: PropertyValues;
  onChange: (next: PropertyValues) => void;
  error?: unknown;
  errors?: Record<string, ReactNode>;
}) {
  const { t } = useTranslation();
  if (properties.length === 0) return null;
  const set = (name: string, v: PropertyValues[string]) => onChange({ ...value, [name]: v });
  const errorOf = (name: string) =>
    errors?.[`profile_properties.${name}`] ?? fieldError(error, `profile_properties.${name}`);
  return (
    <Stack gap="sm" data-testid="member-properties">
      {properties.map((p) => {
        const common = { label: p.label, error: errorOf(p.name), "data-testid": `member-property-${p.name}` };
        switch (p.type) {
          case "selection":
            return (
              <Select
                key={p.name}
                {...common}
                data={p.options.map((o) => ({ value: o.value, label: o.label }))}
                value={asText(value[p.name]) || null}
                onChange={(v) => set(p.name, v)}
                clearable
                placeholder={t("profile.properties.choose")}
              />
            );
          case "date":
            return (
              <DatePicker
                key={p.name}
                {...common}
                value={asText(value[p.name]) || null}
                onChange={(v) => set(p.name, v)}
              />
            );
          case "tag":
            return (
              <TagsInput
                key={p.name}
                {...common}
                value={asList(value[p.name])}
                onChange={(v) => set(p.name, v)}
                maxTags={50}
                placeholder={t("profile.properties.addTag")}
              />
            );
          case "membership":
            return (
              <MembersInput
                key={p.name}
                label={p.label}
                testId={common["data-testid"]}
                error={typeof common.error === "string" ? common.error : undefined}
                ids={asList(value[p.name])}
                onChange={(ids) => set(p.name, ids)}
              />
            );
          default:
            // Text (image and file properties are not part of the member profile).
            return (
              <TextInput
                key={p.name}
                {...common}
                maxLength={5000}
                value={asText(value[p.name])}
                onChange={(e) => set(p.name, e.currentTarget.value)}
              />
            );
        }
      })}
    </Stack>
  );
}

function MembersValue({ ids }: { ids: string[] }) {
  const members = useMembersByIds(ids);
  return (
    <Group gap="xs">
      {members.map((m) => (
        <Anchor key={m.id} component={Link} to={m.path}>
          {m.displayName}
        </Anchor>
      ))}
    </Group>
  );
}

/** A member's filled values under the set's labels (option labels, dates, tags, linked members). */
export function MemberPropertyValues({ properties, value }: { properties: Property[]; value: PropertyValues }) {
  const filled = properties.filter((p) => !isEmpty(value[p.name]));
  if (filled.length === 0) return null;
  const shown = (p: Property, v: Value): ReactNode => {
    if (p.type === "membership") return <MembersValue ids={asList(v)} />;
    if (p.type === "selection") return p.options.find((o) => o.value === v)?.label ?? asText(v);
    if (p.type === "date") return formatDate(asText(v));
    if (p.type === "tag") return asList(v).join(", ");
    return asText(v);
  };
  return (
    <>
      {filled.map((p) => (
        <div key={p.name}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {p.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }} data-testid={`member-value-${p.name}`}>
            {shown(p, value[p.name])}
          </Text>
        </div>
      ))}
    </>
  );
}

/** The values of the network's member profile set under its labels, the set read here (an application to join). */
export function ProfilePropertyValues({ value }: { value: PropertyValues }) {
  const properties = useMemberProfileProperties(Object.keys(value).length > 0);
  return <MemberPropertyValues properties={properties} value={value} />;
}
