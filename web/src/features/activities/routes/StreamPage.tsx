import { ALL_STREAM, type StreamFilter, streamFilter } from "@intranet/contracts";
import { Group, Pill, Stack, Tabs, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import { useStreamSeen } from "../../../api/stream-seen";
import { EmptyState } from "../../../components/EmptyState";
import { usePageTitle } from "../../../lib/page-title";
import { WithWidgetSidebar } from "../../widgetbars";
import { type ActivitySource, streamsQuery } from "../api";
import type { PostTarget } from "../components/ActivityComposer";
import { ActivityFeed } from "../components/ActivityFeed";
import { StreamNavigation, StreamSubscriptionToggle } from "../components/StreamNavigation";

const FILTERS = ["all", ...streamFilter.options] as const;
type Tab = (typeof FILTERS)[number];

/**
 * The heading of a network stream: the built-in `all` stream in the member's language, any other by the name
 * an administrator gave it (from the stream list).
 */
function useStreamName(slug: string): string {
  const { t } = useTranslation();
  const streams = useQuery(streamsQuery);
  if (slug === ALL_STREAM) return t("activities.allStream");
  return streams.data?.streams.find((s) => s.slug === slug)?.name ?? "";
}

function FilterTabs({ base, active }: { base: string; active: Tab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = params.toString();
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        const path = !value || value === "all" ? base : `${base}/${value}`;
        navigate(search ? `${path}?${search}` : path);
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t("activities.filtersLabel")} style={{ flexWrap: "wrap" }}>
        {FILTERS.map((filter) => (
          <Tabs.Tab key={filter} value={filter} data-testid={`stream-filter-${filter}`}>
            {t(`activities.filters.${filter}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

function StreamView({
  heading,
  base,
  source,
  target,
  filter,
  groupId,
}: {
  heading: ReactNode;
  base: string;
  source: ActivitySource;
  target?: PostTarget;
  filter: StreamFilter | undefined;
  groupId?: string;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tag = params.get("tag")?.trim() || undefined;
  return (
    <Stack gap="md" maw={860} data-testid="activity-stream">
      {heading}
      <FilterTabs base={base} active={filter ?? "all"} />
      {tag && (
        <Group gap="xs">
          <Pill
            size="md"
            withRemoveButton
            onRemove={() => {
              params.delete("tag");
              setParams(params);
            }}
            removeButtonProps={{ "aria-label": t("activities.removeTag") }}
            data-testid="active-tag"
          >
            {t("activities.taggedWith", { tag })}
          </Pill>
        </Group>
      )}
      <ActivityFeed
        key={JSON.stringify(source)}
        source={source}
        target={target}
        groupId={groupId}
        tagPath={base}
        showContext={source.kind === "stream"}
        emptyText={filter || tag ? t("activities.emptyFiltered") : t("activities.empty")}
      />
    </Stack>
  );
}

function useFilter(): { filter: StreamFilter | undefined; valid: boolean } {
  const { filter } = useParams();
  if (filter === undefined) return { filter: undefined, valid: true };
  const parsed = streamFilter.safeParse(filter);
  return { filter: parsed.success ? parsed.data : undefined, valid: parsed.success };
}

function NotFound() {
  const { t } = useTranslation();
  return <EmptyState title={t("errors.notFoundTitle")} description={t("errors.notFoundText")} />;
}

/** /activitystreams/{slug} and /activitystreams/{slug}/{filter}: a network stream. */
export function StreamPage() {
  const { slug = ALL_STREAM } = useParams();
  const [params] = useSearchParams();
  const { filter, valid } = useFilter();
  const name = useStreamName(slug);
  usePageTitle(name);
  useStreamSeen(slug, valid && filter === undefined);
  if (!valid) return <NotFound />;
  const tag = params.get("tag")?.trim() || undefined;
  return (
    <WithWidgetSidebar identifier={`as-${slug}`}>
      <StreamView
        heading={
          <>
            <StreamNavigation current={slug} />
            {name ? (
              <Title order={2} style={{ overflowWrap: "anywhere" }}>
                {name}
              </Title>
            ) : null}
            <StreamSubscriptionToggle slug={slug} />
          </>
        }
        base={`/activitystreams/${slug}`}
        source={{ kind: "stream", slug, filter, tag }}
        target={{ stream: slug }}
        filter={filter}
      />
    </WithWidgetSidebar>
  );
}

/**
 * A group's stream and its filters (`/groups/{slug}/activitystreams/{stream}(/{filter})`) for the groups feature to
 * show under the group's header; posts go to the group. Only the stream `all` exists in a group.
 */
export function GroupStreamView({ group }: { group: { id: string; slug: string } }) {
  const { stream = ALL_STREAM } = useParams();
  const [params] = useSearchParams();
  const { filter, valid } = useFilter();
  if (!valid || stream !== ALL_STREAM) return <NotFound />;
  const tag = params.get("tag")?.trim() || undefined;
  return (
    <WithWidgetSidebar identifier={`g-${group.id}-as-${stream}`}>
      <StreamView
        heading={null}
        base={`/groups/${group.slug}/activitystreams/${stream}`}
        source={{ kind: "group", groupSlug: group.slug, slug: stream, filter, tag }}
        target={{ group_id: group.id }}
        groupId={group.id}
        filter={filter}
      />
    </WithWidgetSidebar>
  );
}

/** /activitystreams: the network's stream everyone reads. */
export function StreamsIndexPage() {
  return <Navigate to={`/activitystreams/${ALL_STREAM}`} replace />;
}
