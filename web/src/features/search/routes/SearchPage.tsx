import {
  SEARCH_OVERVIEW_PER,
  SEARCH_PAGE_MAX,
  SEARCH_QUERY_MAX,
  type SearchModule,
  type SearchModuleResult,
  type SearchResults,
  type SearchSort,
  searchSorts,
} from "@intranet/contracts";
import { Alert, Anchor, Button, Center, Group, Loader, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconAlertTriangle, IconArrowLeft, IconSearch, IconWorld } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { isApiError } from "../../../api/client";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { Pagination } from "../../../components/Pagination";
import { dateLocale } from "../../../lib/dates";
import { usePageTitle, usePageTitleContext } from "../../../lib/page-title";
import { searchResultsQuery } from "../api";
import { HitView } from "../components/Hits";
import { moduleIcons } from "../components/module-icons";
import { formatTotal } from "../format";
import { readSearchParams, type SearchParams, searchUrl } from "../query";

function ModuleLoader() {
  const { t } = useTranslation();
  return (
    <Center py="md">
      <Loader size="sm" role="status" aria-label={t("search.loading")} data-testid="search-module-loading" />
    </Center>
  );
}

/** A module's heading with its total ("1,000+" once the server stops counting). */
function ModuleHeading({ module, result, id }: { module: SearchModule; result: SearchModuleResult; id: string }) {
  const { t, i18n } = useTranslation();
  const ModuleIcon = moduleIcons[module];
  const total = formatTotal(result.total, result.meta.total_capped, dateLocale(i18n.language));
  return (
    <Group gap="xs" wrap="wrap" align="baseline">
      <Title order={3} id={id} style={{ display: "flex", alignItems: "center", gap: 8 }}>
        <ModuleIcon size={20} stroke={1.6} aria-hidden />
        {t(`search.shell.modules.${module}`)}
      </Title>
      <Text size="sm" c="dimmed" data-testid="search-module-total">
        {t("search.results", { count: result.total, total })}
      </Text>
    </Group>
  );
}

function HitList({ result, limit }: { result: SearchModuleResult; limit?: number }) {
  const hits = limit ? result.hits.slice(0, limit) : result.hits;
  return (
    <Stack gap="xs">
      {hits.map((hit) => (
        <HitView key={`${hit.type}-${hit.id}`} hit={hit} />
      ))}
    </Stack>
  );
}

/** One module of the overview: heading, total, its first hits and the way to the rest. */
function ModuleSection({
  module,
  result,
  params,
  group,
  loading,
}: {
  module: SearchModule;
  result: SearchModuleResult;
  params: SearchParams;
  group?: string | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const shown = Math.min(result.hits.length, SEARCH_OVERVIEW_PER);
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId} data-testid={`search-module-${module}`}>
      <ModuleHeading module={module} result={result} id={headingId} />
      {loading ? (
        <ModuleLoader />
      ) : (
        <>
          <HitList result={result} limit={SEARCH_OVERVIEW_PER} />
          {result.total > shown && (
            <Anchor
              component={Link}
              to={searchUrl({ q: params.q, sort_by: params.sort_by, module, group })}
              size="sm"
              data-testid="search-show-more"
            >
              {t("search.showMore")}
            </Anchor>
          )}
        </>
      )}
    </Stack>
  );
}

/** One module opened alone: its page of hits and the pager (window of 2). */
function ModulePage({
  module,
  result,
  params,
  loading,
  onPage,
}: {
  module: SearchModule;
  result: SearchModuleResult;
  params: SearchParams;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const headingId = useId();
  const totalPages = Math.min(Math.ceil(result.total / Math.max(result.per, 1)), SEARCH_PAGE_MAX);
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} data-testid={`search-module-${module}`}>
      <ModuleHeading module={module} result={result} id={headingId} />
      {loading ? <ModuleLoader /> : <HitList result={result} />}
      <Pagination page={params.page} totalPages={totalPages} onChange={onPage} />
    </Stack>
  );
}

function NoResults() {
  const { t } = useTranslation();
  return <EmptyState title={t("search.noResults")} description={t("search.noResultsText")} icon={<IconSearch />} />;
}

function Results({
  data,
  params,
  group,
  loading,
  onPage,
}: {
  data: SearchResults;
  params: SearchParams;
  group?: string | undefined;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  // The answer's keys in its own order: the server lists the modules as the page shows them.
  const modules = Object.entries(data).flatMap(([module, result]) =>
    result ? [{ module: module as SearchModule, result }] : [],
  );
  if (params.module) {
    const result = data[params.module];
    if (!result || (!loading && result.total === 0 && params.page === 1)) return <NoResults />;
    return <ModulePage module={params.module} result={result} params={params} loading={loading} onPage={onPage} />;
  }
  if (!loading && modules.every(({ result }) => result.total === 0)) return <NoResults />;
  // A module without hits says nothing worth a heading; while a new answer loads, the sections stay for their spinners.
  const shown = loading ? modules : modules.filter(({ result }) => result.total > 0);
  return (
    <Stack gap="xl">
      {shown.map(({ module, result }) => (
        <ModuleSection key={module} module={module} result={result} params={params} group={group} loading={loading} />
      ))}
    </Stack>
  );
}

/**
 * /search and /groups/{slug}/search (communication.md §2 "Search"): q, page, sort_by and module live in the
 * query string, so a result page can be linked, reloaded and gone back to.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const { slug: group } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = readSearchParams(new URLSearchParams(search));
  const groupName = useNetwork().my_groups.find((g) => g.slug === group)?.name ?? group;
  const [text, setText] = useState(params.q);
  usePageTitle(params.q.trim());
  usePageTitleContext(group && groupName);
  const asked = params.q.trim().length > 0;
  const results = useQuery({ ...searchResultsQuery(params, group), enabled: asked });

  // The header's search (or going back) changes q under the page: the field follows.
  useEffect(() => setText(params.q), [params.q]);

  const open = (next: Partial<SearchParams>) => navigate(searchUrl({ ...params, page: 1, group, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open({ q: text.trim() });
  };
  const onPage = (page: number) => {
    open({ page });
    window.scrollTo({ top: 0 });
  };

  const sorts: SearchSort[] = results.data
    ? [...new Set(Object.values(results.data).flatMap((r) => r?.available_sorts ?? []))]
    : [...searchSorts];
  const loading = results.isPlaceholderData;

  return (
    <Stack gap="lg" maw={860} data-testid="search-page">
      <Title order={2}>{group ? t("search.titleGroup", { group: groupName }) : t("search.title")}</Title>
      <Group component="form" role="search" onSubmit={submit} gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          type="search"
          label={t("search.field")}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={SEARCH_QUERY_MAX}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="search-field"
        />
        <Button type="submit">{t("search.submit")}</Button>
      </Group>
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap="sm" wrap="wrap">
          {params.module && (
            <Button
              component={Link}
              to={searchUrl({ q: params.q, sort_by: params.sort_by, group })}
              variant="subtle"
              size="xs"
              leftSection={<IconArrowLeft size={14} />}
              data-testid="search-all-modules"
            >
              {t("search.allModules")}
            </Button>
          )}
          {(group || params.module) && (
            <Button
              component={Link}
              to={searchUrl({ q: params.q, sort_by: params.sort_by })}
              variant="light"
              size="xs"
              leftSection={<IconWorld size={14} />}
              data-testid="search-globally"
            >
              {t("search.searchGlobally")}
            </Button>
          )}
        </Group>
        {sorts.length > 1 && (
          <Select
            label={t("search.sortLabel")}
            data={sorts.map((sort) => ({ value: sort, label: t(`search.sort.${sort}`) }))}
            value={params.sort_by}
            onChange={(value) => {
              const sort = searchSorts.find((s) => s === value);
              if (sort) open({ sort_by: sort });
            }}
            allowDeselect={false}
            size="xs"
            w={180}
            data-testid="search-sort"
          />
        )}
      </Group>
      {!asked ? (
        <EmptyState title={t("search.enterQuery")} icon={<IconSearch />} />
      ) : results.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t("search.loading")} data-testid="search-loading" />
        </Center>
      ) : results.isError ? (
        isApiError(results.error) && results.error.status === 404 ? (
          <EmptyState title={t("errors.notFoundTitle")} description={t("errors.notFoundText")} />
        ) : isApiError(results.error) && results.error.code === "search_timeout" ? (
          // Asking the same again would take as long: the member's words stay in the field to be narrowed.
          <Alert color="orange" icon={<IconAlertTriangle />} title={t("search.tooSlow")} data-testid="search-error" />
        ) : (
          <Alert color="red" icon={<IconAlertTriangle />} title={t("search.loadError")} data-testid="search-error">
            <Button size="xs" variant="light" color="red" onClick={() => void results.refetch()}>
              {t("common.tryAgain")}
            </Button>
          </Alert>
        )
      ) : (
        <Results data={results.data} params={params} group={group} loading={loading} onPage={onPage} />
      )}
    </Stack>
  );
}
