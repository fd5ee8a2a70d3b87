import { ALL_STREAM } from "@intranet/contracts";
import { Button, Stack } from "@mantine/core";
import { IconArrowLeft, IconTimeline } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { activityQuery } from "../api";
import { ActivityCard } from "../components/ActivityCard";
import { DraftGuard } from "../components/DraftGuard";
import { useLiveActivity } from "../components/live-activities";
import { replyElementId } from "../components/ReplyItem";

/** How long a deep-linked reply stays highlighted. */
export const HIGHLIGHT_MS = 2500;

/**
 * /activities/{id}, and /activities/{activityId}/replies|answers/{commentId}: the activity with every reply;
 * a reply's deep link scrolls to it and highlights it for a moment.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id, activityId, commentId } = useParams();
  const detail = useQuery(activityQuery(id ?? activityId ?? ""));
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const loaded = detail.isSuccess;
  useLiveActivity(detail.data);

  useEffect(() => {
    if (!loaded || !commentId) return;
    const element = document.getElementById(replyElementId(commentId));
    if (!element) return;
    element.scrollIntoView({ behavior: "smooth", block: "center" });
    setHighlighted(commentId);
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, commentId]);

  const back = detail.data?.context.path ?? `/activitystreams/${ALL_STREAM}`;
  return (
    <Stack gap="md" maw={860} data-testid="activity-page">
      <Button
        component={Link}
        to={back}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
        data-testid="activity-back"
      >
        {detail.data?.context.name ?? t("activities.allStream")}
      </Button>
      <QueryState query={detail} notFound={<EmptyState title={t("activities.notFound")} icon={<IconTimeline />} />}>
        {(activity) => (
          <DraftGuard>
            <ActivityCard
              activity={activity}
              full
              showContext
              highlightReplyId={highlighted}
              onDeleted={() => navigate(back)}
            />
          </DraftGuard>
        )}
      </QueryState>
    </Stack>
  );
}

/**
 * `/groups/{slug}/activities/{id}` (and its replies' and answers' deep links): the activity under its group's
 * header; an activity of another group or of the network goes to its own address, keeping the deep link.
 */
export function GroupActivityView({ group }: { group: { slug: string } }) {
  const { id, activityId } = useParams();
  const { pathname } = useLocation();
  const detail = useQuery(activityQuery(id ?? activityId ?? ""));
  const context = detail.data?.context;
  if (context && (context.type !== "group" || context.slug !== group.slug)) {
    const own = context.type === "group" ? `/groups/${context.slug}` : "";
    return <Navigate to={`${own}${pathname.slice(`/groups/${group.slug}`.length)}`} replace />;
  }
  return <ActivityPage />;
}
