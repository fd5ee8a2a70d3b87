import { type MemberSummary, membersApi } from "@intranet/contracts";
import { Group, MultiSelect, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api/route-client";
import { MemberAvatar } from "./MemberAvatar";

export const MEMBER_SEARCH_DEBOUNCE_MS = 375;
export const MEMBER_SEARCH_MIN_CHARS = 2;

interface MemberPickerProps {
  value: MemberSummary[];
  onChange: (members: MemberSummary[]) => void;
  label?: string;
  placeholder?: string;
  description?: string;
  error?: string;
  required?: boolean;
  maxValues?: number;
  /** Members that may not be picked, e.g. the current member. */
  excludeIds?: string[];
  /** Leaves out the members of this group (by slug), e.g. when inviting into it. */
  excludeGroupMembersOf?: string;
}

export function MemberPicker({
  value,
  onChange,
  label,
  placeholder,
  description,
  error,
  required,
  maxValues,
  excludeIds = [],
  excludeGroupMembersOf,
}: MemberPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const typed = search.trim();
  const [debounced] = useDebouncedValue(typed, MEMBER_SEARCH_DEBOUNCE_MS);
  const enabled = debounced.length >= MEMBER_SEARCH_MIN_CHARS;

  const results = useQuery({
    queryKey: ["members", "search", debounced, excludeGroupMembersOf ?? null],
    queryFn: ({ signal }) =>
      api(
        membersApi.search,
        { query: { q: debounced, limit: 10, exclude_group_members_of: excludeGroupMembersOf } },
        { signal },
      ),
    enabled,
    staleTime: 30_000,
  });

  const found = enabled && typed.length >= MEMBER_SEARCH_MIN_CHARS ? (results.data ?? []) : [];
  const known = useMemo(() => new Map([...value, ...found].map((member) => [member.id, member])), [value, found]);
  const data = [...known.values()]
    .filter((member) => !excludeIds.includes(member.id))
    .map((member) => ({ value: member.id, label: member.displayName }));

  const pending = typed !== debounced || results.isFetching;
  // Once a member is picked the search is cleared: no hint then, so the dropdown closes instead of lying over what
  // follows the field (a dialog's buttons).
  const nothingFound =
    typed.length === 0 && value.length > 0
      ? undefined
      : typed.length < MEMBER_SEARCH_MIN_CHARS
        ? t("memberPicker.moreCharacters")
        : pending
          ? t("memberPicker.searching")
          : t("memberPicker.noMatch");

  return (
    <MultiSelect
      label={label ?? t("memberPicker.label")}
      placeholder={value.length === 0 ? (placeholder ?? t("memberPicker.placeholder")) : undefined}
      description={description}
      error={error}
      required={required}
      maxValues={maxValues}
      searchable
      hidePickedOptions
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered; Mantine's own filter would hide matches on other fields.
      filter={({ options }) => options}
      data={data}
      value={value.map((member) => member.id)}
      onChange={(ids) => onChange(ids.flatMap((id) => known.get(id) ?? []))}
      nothingFoundMessage={nothingFound}
      renderOption={({ option }) => {
        const member = known.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            {member && <MemberAvatar member={member} size={24} />}
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
      data-testid="member-picker"
    />
  );
}
