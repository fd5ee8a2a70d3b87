import { Stack } from "@mantine/core";
import { IconTimeline } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { LoadMore } from "../../../components/LoadMore";
import { QueryState } from "../../../components/QueryState";
import { type ActivitySource, activityListQuery } from "../api";
import { ActivityCard } from "./ActivityCard";
import { ActivityComposer, type PostTarget } from "./ActivityComposer";
import { DraftGuard } from "./DraftGuard";
import { FreshNotice } from "./FreshNotice";
import { useLiveActivities, useLiveScope } from "./live-activities";

export interface ActivityFeedProps {
  source: ActivitySource;
  /** Where the composer posts; without it (profiles) there is no composer. */
  target?: PostTarget;
  /** The stream a tag link filters. */
  tagPath?: string;
  showContext?: boolean;
  emptyText?: string;
  /** The group whose stream this is (its live topic). */
  groupId?: string;
}

/** A list of activities, newest first, "Load more" for the next page, the composer on top where allowed. */
export function ActivityFeed({ source, target, tagPath, showContext = false, emptyText, groupId }: ActivityFeedProps) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(activityListQuery(source));
  const topRef = useRef<HTMLDivElement>(null);
  const { refetch } = list;
  const live = useLiveActivities(
    useLiveScope(source, groupId),
    useCallback(async () => {
      await refetch();
      topRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    }, [refetch]),
  );
  const activities = list.data?.pages.flatMap((page) => page.activities) ?? [];
  const canPost = list.data?.pages[0]?.can.post === true;
  return (
    <DraftGuard>
      <Stack gap="md" data-testid="activity-feed">
        {target && canPost && <ActivityComposer target={target} source={source} />}
        <div ref={topRef} style={{ scrollMarginTop: "calc(var(--app-shell-header-height, 60px) + 8px)" }} />
        <FreshNotice count={live.fresh} onShow={live.showFresh} />
        {!list.isSuccess ? (
          <QueryState query={list} errorMessage={t("activities.loadError")} />
        ) : activities.length === 0 ? (
          <EmptyState title={emptyText ?? t("activities.empty")} icon={<IconTimeline />} />
        ) : (
          <Stack gap="md" data-testid="activity-list">
            {activities.map((activity) => (
              <ActivityCard key={activity.id} activity={activity} tagPath={tagPath} showContext={showContext} />
            ))}
          </Stack>
        )}
        <LoadMore query={list} label={t("activities.loadMore")} />
      </Stack>
    </DraftGuard>
  );
}
