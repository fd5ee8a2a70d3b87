import { Button, Group, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { Pagination } from "../../../components/Pagination";
import { QueryState } from "../../../components/QueryState";
import { directoryCategoryQuery } from "../api";
import { DirectoryTabs } from "../components/DirectoryTabs";
import { GroupRow } from "../components/GroupRow";
import { ListStatus, MemberList, SearchField, useListParams } from "../components/MemberList";

function CategoryList({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { text, setText, q, page, update } = useListParams();
  const query = useQuery(directoryCategoryQuery(slug, q, page));
  // A failed load replaces the whole list, search field included; while loading, the search field stays.
  if (query.isError) {
    return <QueryState query={query} notFound={<EmptyState title={t("groups.directory.categoryNotFound")} />} />;
  }
  const data = query.data;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <SearchField value={text} onChange={setText} />
        {data?.group_category.can.create && (
          <Button component={Link} to={`/groups/new/${slug}`} data-testid="directory-create-group">
            {t("groups.directory.createGroup", { category: data.group_category.name })}
          </Button>
        )}
      </Group>
      <QueryState query={query}>
        {(data) => (
          <>
            <ListStatus tooLarge={data.meta.too_large} empty={data.entries.length === 0} />
            {data.entries.map((g) => (
              <GroupRow key={g.id} group={g} />
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

/** /directory, /members and /directory/{category}: tabs for members, each group category and channels. */
export function DirectoryPage() {
  const { category } = useParams();
  const active = category ?? "members";
  return (
    <Stack gap="md" maw={960}>
      <DirectoryTabs active={active} />
      {active === "members" ? (
        <MemberList key="members" groupSlug={null} />
      ) : (
        <CategoryList key={active} slug={active} />
      )}
    </Stack>
  );
}
