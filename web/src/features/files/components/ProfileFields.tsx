import {
  type MemberSummary,
  type Property,
  type PropertySetName,
  type PropertyValues,
  propertySetsApi,
} from "@intranet/contracts";
import { Button, Group, Input, Stack, Text, Title } from "@mantine/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { api } from "../../../api/route-client";
import { MemberPicker } from "../../../components/MemberPicker";
import { PropertyFieldInputs } from "../../../components/property-set/PropertyFieldInputs";
import { PropertyValueList } from "../../../components/property-set/PropertyValueList";
import { UploadField } from "../../../components/upload/UploadField";
import type { UploadEntry } from "../../../components/upload/upload-entry";
import { ProfileTagsInput } from "./ProfileTagsInput";

/** The effective file or folder profile of a folder (its network's, group's and folders' sets applied). */
export const profileSetQuery = (name: PropertySetName, folderId: string) =>
  queryOptions({
    queryKey: ["property-sets", name, "folder", folderId, true],
    queryFn: ({ signal }) =>
      api(
        propertySetsApi.show,
        { params: { name }, query: { context_type: "folder", context_id: folderId, inherit: "true" } },
        { signal },
      ),
    retry: false,
  });

/**
 * The properties of a folder's file or folder profile, fetched only when the network has that profile on
 * (communication §4); none while off, loading, or when no set is defined.
 */
export function useProfileSet(
  name: PropertySetName,
  folderId: string | null,
): { properties: Property[]; tagParents: string[] } {
  const { config } = useNetwork();
  const enabled = (name === "file_profile" ? config.file_profiles : config.folder_profiles).enabled;
  const query = useQuery({ ...profileSetQuery(name, folderId ?? ""), enabled: enabled && folderId !== null });
  return enabled && query.isSuccess
    ? { properties: query.data.properties, tagParents: query.data.tag_parents }
    : { properties: [], tagParents: [] };
}

/** The properties of `useProfileSet`. */
export const useProfileProperties = (name: PropertySetName, folderId: string | null): Property[] =>
  useProfileSet(name, folderId).properties;

/** A 422's field errors under `{prefix}.{name}`, keyed by property name for `ProfileFields`. */
export const profileErrors = (errors: Record<string, ReactNode>, prefix: string) =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([key, text]) =>
      key.startsWith(`${prefix}.`) ? [[key.slice(prefix.length + 1), text]] : [],
    ),
  );

type ListProps = { value: string[]; onChange: (ids: string[]) => void; label: string; error?: ReactNode };

/** Ids a profile already holds, shown as a count that can be cleared, beside what is added now. */
function KeptIds({ count, onClear, testId }: { count: number; onClear: () => void; testId: string }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Group gap="xs">
      <Text size="sm" data-testid={testId}>
        {t("files.profile.kept", { count })}
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={onClear}>
        {t("files.profile.clear")}
      </Button>
    </Group>
  );
}

function UploadsValue({ value, onChange, label, error, directory }: ListProps & { directory: "images" | "files" }) {
  const [kept, setKept] = useState(value);
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const update = (nextKept: string[], next: UploadEntry[]) =>
    onChange([...nextKept, ...next.flatMap((e) => (e.state === "volatile" && e.id ? [e.id] : []))]);
  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap={4}>
        <KeptIds
          count={kept.length}
          testId={`profile-kept-${directory}`}
          onClear={() => {
            setKept([]);
            update([], entries);
          }}
        />
        <UploadField
          directory={directory}
          value={entries}
          onChange={(next) => {
            setEntries(next);
            update(kept, next);
          }}
        />
      </Stack>
    </Input.Wrapper>
  );
}

function MembersValue({ value, onChange, label, error }: ListProps) {
  const [kept, setKept] = useState(value);
  const [picked, setPicked] = useState<MemberSummary[]>([]);
  return (
    <Stack gap={4}>
      <MemberPicker
        label={label}
        value={picked}
        error={typeof error === "string" ? error : undefined}
        excludeIds={kept}
        onChange={(members) => {
          setPicked(members);
          onChange([...kept, ...members.map((m) => m.id)]);
        }}
      />
      <KeptIds
        count={kept.length}
        testId="profile-kept-members"
        onClear={() => {
          setKept([]);
          onChange(picked.map((m) => m.id));
        }}
      />
    </Stack>
  );
}

/**
 * The fields of a file or folder profile (a shared part of the new-files, edit-file and folder forms): one input
 * per property by its type. `errors` are keyed by property name. A tag field suggests the tags under the set's
 * `tagParents` as the member types.
 */
export function ProfileFields({
  properties,
  tagParents = [],
  value,
  onChange,
  errors = {},
}: {
  properties: Property[];
  tagParents?: string[];
  value: PropertyValues;
  onChange: (next: PropertyValues) => void;
  errors?: Record<string, ReactNode>;
}) {
  const { t } = useTranslation();
  return (
    <PropertyFieldInputs
      properties={properties}
      value={value}
      onChange={onChange}
      errorOf={(name) => errors[name]}
      testId="profile-fields"
      testIdPrefix="profile-"
      heading={
        <Title order={3} size="h5">
          {t("files.profile.title")}
        </Title>
      }
      choosePlaceholder={t("files.profile.choose")}
      multiline
      tags={(field, list, change) => (
        <ProfileTagsInput {...field} tagParents={tagParents} value={list} onChange={change} />
      )}
      members={(field, list, change) => (
        <MembersValue label={field.label} error={field.error} value={list} onChange={change} />
      )}
      uploads={(directory) => (field, list, change) => (
        <UploadsValue label={field.label} error={field.error} directory={directory} value={list} onChange={change} />
      )}
    />
  );
}

/** A profile's values as a person reads them: option labels, dates, lists; properties without a value left out. */
export function ProfileValues({ properties, value }: { properties: Property[]; value: PropertyValues }) {
  const { t } = useTranslation();
  return (
    <PropertyValueList
      properties={properties}
      value={value}
      list={(_p, ids) => t("files.profile.count", { count: ids.length })}
      container={(rows) => (
        <Stack gap={4} data-testid="profile-values">
          {rows}
        </Stack>
      )}
      row={(p, shown) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={500} style={{ flexShrink: 0 }}>
            {p.label}:
          </Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid={`profile-value-${p.name}`}>
            {shown}
          </Text>
        </Group>
      )}
    />
  );
}

/** A file's or folder's profile values under the fields of its folder's profile (nothing while profiles are off). */
export function ProfileOf({
  name,
  folderId,
  value,
}: {
  name: PropertySetName;
  folderId: string;
  value: PropertyValues;
}) {
  const properties = useProfileProperties(name, folderId);
  return <ProfileValues properties={properties} value={value} />;
}
