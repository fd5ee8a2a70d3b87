import type { MemberSummary, Property, PropertyValues } from "@intranet/contracts";
import { Anchor, Group, TagsInput, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fieldError } from "../../../components/field-errors";
import { MemberPicker } from "../../../components/MemberPicker";
import { PropertyFieldInputs } from "../../../components/property-set/PropertyFieldInputs";
import { PropertyValueList } from "../../../components/property-set/PropertyValueList";
import { membersByIdsQuery } from "../api";
import { useMemberProfileProperties } from "../member-properties";

/** Members by id (a membership property's values), each as its profile shows it; unknown ones left out. */
function useMembersByIds(ids: string[]): MemberSummary[] {
  return useQuery(membersByIdsQuery(ids)).data ?? [];
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
  return (
    <PropertyFieldInputs
      properties={properties}
      value={value}
      onChange={onChange}
      errorOf={(name) => errors?.[`profile_properties.${name}`] ?? fieldError(error, `profile_properties.${name}`)}
      testId="member-properties"
      testIdPrefix="member-property-"
      choosePlaceholder={t("profile.properties.choose")}
      tags={(field, list, change) => (
        <TagsInput
          {...field}
          value={list}
          onChange={change}
          maxTags={50}
          placeholder={t("profile.properties.addTag")}
        />
      )}
      members={(field, list, change) => (
        <MembersInput
          label={field.label}
          testId={field["data-testid"]}
          error={typeof field.error === "string" ? field.error : undefined}
          ids={list}
          onChange={change}
        />
      )}
    />
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
  return (
    <PropertyValueList
      properties={properties}
      value={value}
      list={(_p, ids) => <MembersValue ids={ids} />}
      container={(rows) => <>{rows}</>}
      row={(p, shown) => (
        <div>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {p.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }} data-testid={`member-value-${p.name}`}>
            {shown}
          </Text>
        </div>
      )}
    />
  );
}

/** The values of the network's member profile set under its labels, the set read here (an application to join). */
export function ProfilePropertyValues({ value }: { value: PropertyValues }) {
  const properties = useMemberProfileProperties(Object.keys(value).length > 0);
  return <MemberPropertyValues properties={properties} value={value} />;
}
