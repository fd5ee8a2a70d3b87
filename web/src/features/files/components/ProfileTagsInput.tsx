import { activitiesApi, MAX_TAG_LENGTH } from "@intranet/contracts";
import { TagsInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { api } from "../../../api/route-client";

export const PROFILE_TAG_DEBOUNCE_MS = 300;
/** The longest `tag_parents` the tag search takes (contracts' tagFindQuery). */
const TAG_PARENTS_MAX = 200;

/** As many of the parents as fit the search's `tag_parents`, comma-separated. */
function parentsParam(parents: string[]) {
  let joined = "";
  for (const p of parents) {
    const next = joined ? `${joined},${p}` : p;
    if (next.length > TAG_PARENTS_MAX) break;
    joined = next;
  }
  return joined;
}

/**
 * A profile's `tag` field: free tags, and as the member types, the existing tags under the property set's tag
 * parents they may read (GET /tags/find with `tag_parents` and `exclude_new=true`), debounced.
 */
export function ProfileTagsInput({
  tagParents,
  value,
  onChange,
  label,
  error,
  "data-testid": testId,
}: {
  tagParents: string[];
  value: string[];
  onChange: (next: string[]) => void;
  label: string;
  error?: ReactNode;
  "data-testid"?: string;
}) {
  const [typed, setTyped] = useState("");
  const [q] = useDebouncedValue(typed.trim().replace(/^#/, ""), PROFILE_TAG_DEBOUNCE_MS);
  const tag_parents = parentsParam(tagParents);
  const found = useQuery({
    queryKey: ["tags", "find", q, tag_parents],
    queryFn: ({ signal }) =>
      api(
        activitiesApi.findTags,
        { query: { q, exclude_new: "true", ...(tag_parents ? { tag_parents } : {}) } },
        { signal },
      ),
    enabled: q.length > 0 && q.length <= MAX_TAG_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const chosen = new Set(value.map((v) => v.toLowerCase()));
  const data = q ? (found.data ?? []).map((t) => t.name).filter((n) => !chosen.has(n.toLowerCase())) : [];
  return (
    <TagsInput
      label={label}
      error={error}
      data-testid={testId}
      value={value}
      onChange={onChange}
      data={[...new Set(data)]}
      searchValue={typed}
      onSearchChange={setTyped}
      maxTags={50}
      clearable
    />
  );
}
