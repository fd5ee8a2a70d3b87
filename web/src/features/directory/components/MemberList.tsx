import type { DirectoryMember } from "@intranet/contracts";
import { Alert, Group, Select, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconUsers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { MEMBER_SEARCH_DEBOUNCE_MS } from "../../../components/MemberPicker";
import { Pagination } from "../../../components/Pagination";
import { QueryState } from "../../../components/QueryState";
import { directoryFiltersQuery, directoryMembersQuery } from "../api";
import { MemberRow } from "./MemberRow";

/** Search text and page live in the URL, so search hits can link to /directory/{category}?q=… */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get("q") ?? "");
  const [q] = useDebouncedValue(text.trim(), MEMBER_SEARCH_DEBOUNCE_MS);
  const page = Number(params.get("page") ?? "1") || 1;
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  // A new search text goes into the URL and starts on page 1.
  const currentQ = params.get("q") ?? "";
  useEffect(() => {
    if (q === currentQ) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (q) next.set("q", q);
        else next.delete("q");
        next.delete("page");
        return next;
      },
      { replace: true },
    );
  }, [q, currentQ, setParams]);
  return { params, text, setText, q, page: q === currentQ ? page : 1, update };
}

export function ListStatus({ tooLarge, empty }: { tooLarge: boolean; empty: boolean }) {
  const { t } = useTranslation();
  if (tooLarge)
    return (
      <Alert color="yellow" data-testid="directory-too-large">
        {t("groups.directory.tooLarge")}
      </Alert>
    );
  if (empty) return <EmptyState title={t("groups.directory.empty")} icon={<IconUsers />} />;
  return null;
}

export function SearchField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      placeholder={t("groups.directory.searchPlaceholder")}
      aria-label={t("groups.directory.search")}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data-testid="directory-search"
      style={{ flex: 1, minWidth: 200 }}
    />
  );
}

/** Members of the network, or of one group (/groups/{slug}/members). */
export function MemberList({
  groupSlug,
  rowActions,
}: {
  groupSlug: string | null;
  /** Extra controls per row, e.g. the group administrators' role editor. */
  rowActions?: (member: DirectoryMember) => ReactNode;
}) {
  const { t } = useTranslation();
  const { params, text, setText, q, page, update } = useListParams();
  const filterFields = useQuery({ ...directoryFiltersQuery, enabled: groupSlug === null });
  const filters: Record<string, string> = {};
  for (const f of filterFields.data?.filters ?? []) {
    const value = params.get(`profile.${f.name}`);
    if (value) filters[f.name] = value;
  }
  const query = useQuery(directoryMembersQuery(groupSlug, { q, page, filters }));
  // A failed load replaces the whole list, filters included; while loading, the filters stay.
  if (query.isError) {
    return <QueryState query={query} notFound={<EmptyState title={t("groups.home.notFound")} />} />;
  }
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end">
        <SearchField value={text} onChange={setText} />
        {/* A field no member has filled in offers nothing: left out, unless the address already filters by it. */}
        {filterFields.data?.filters
          .filter((f) => f.options.length > 0 || filters[f.name])
          .map((f) => (
            <Select
              key={f.name}
              label={t(`groups.directory.field.${f.name as "position" | "department" | "location"}`)}
              placeholder={t("groups.directory.filterAll")}
              data={f.options}
              value={filters[f.name] ?? null}
              onChange={(value) => update({ [`profile.${f.name}`]: value, page: null })}
              clearable
              searchable
              w={180}
              data-testid={`directory-filter-${f.name}`}
            />
          ))}
      </Group>
      <QueryState query={query}>
        {(data) => (
          <>
            <ListStatus tooLarge={data.meta.too_large} empty={!data.meta.too_large && data.entries.length === 0} />
            {data.entries.map((m) => (
              <MemberRow key={m.id} member={m} actions={rowActions?.(m)} />
            ))}
            <Pagination
              page={data.meta.page}
              totalPages={data.meta.total_pages}
              onChange={(p) => update({ page: String(p) })}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
