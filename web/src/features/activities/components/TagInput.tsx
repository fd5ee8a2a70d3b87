import { MAX_ACTIVITY_TAGS, MAX_TAG_LENGTH } from "@intranet/contracts";
import { TagsInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MEMBER_SEARCH_DEBOUNCE_MS } from "../../../components/MemberPicker";
import { tagSearchQuery } from "../api";

/** Tags of a post: known tags suggested from `/tags/find` (spec §9: same debounce as the member search, §5: one character). */
export function TagInput({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim().replace(/^#/, ""), MEMBER_SEARCH_DEBOUNCE_MS);
  const found = useQuery({ ...tagSearchQuery(debounced), enabled: debounced.length >= 1 });
  const data = search.trim() ? (found.data ?? []).map((tag) => tag.name) : [];
  return (
    <TagsInput
      label={t("activities.composer.tags")}
      placeholder={value.length === 0 ? t("activities.composer.tagsPlaceholder") : undefined}
      description={t("activities.composer.tagsHint")}
      value={value}
      onChange={(tags) => onChange(tags.map((tag) => tag.replace(/^#/, "").trim()).filter(Boolean))}
      searchValue={search}
      onSearchChange={setSearch}
      data={[...new Set(data)]}
      maxTags={MAX_ACTIVITY_TAGS}
      maxLength={MAX_TAG_LENGTH}
      splitChars={[",", " ", "#"]}
      error={error}
      clearable
      data-testid="activity-tags-input"
    />
  );
}
