import { type ActivityStream, type ActivityStreamList, ALL_STREAM, activitiesApi } from "@intranet/contracts";
import { Button, Group, Switch } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api } from "../../../api/route-client";
import { unreadsQuery } from "../../../api/unreads";
import { useAppMutation } from "../../../lib/mutations";
import { streamsQuery } from "../api";

/** The network streams the member may read (`GET /activitystreams.json`), `all` first; none shown while only `all` exists. */
export function StreamNavigation({ current }: { current: string }) {
  const { t } = useTranslation();
  const streams = useQuery(streamsQuery);
  const list = streams.data?.streams ?? [];
  if (list.length <= 1) return null;
  return (
    <Group component="nav" gap="xs" aria-label={t("activities.streams.label")} data-testid="stream-navigation">
      {list.map((stream) => {
        const active = stream.slug === current;
        return (
          <Button
            key={stream.id}
            component={Link}
            to={stream.path}
            size="compact-sm"
            variant={active ? "filled" : "light"}
            aria-current={active ? "page" : undefined}
            data-testid={`stream-link-${stream.slug}`}
            styles={{ label: { whiteSpace: "normal", overflowWrap: "anywhere" } }}
          >
            {stream.slug === ALL_STREAM ? t("activities.allStream") : stream.name}
          </Button>
        );
      })}
    </Group>
  );
}

/**
 * Whether the stream's activities show in the member's stream `all`: only where the network lets members subscribe
 * (`subscription_status` not null). A failure toasts the error's text or the generic error.
 */
export function StreamSubscriptionToggle({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const streams = useQuery(streamsQuery);
  const stream = streams.data?.streams.find((s) => s.slug === slug);
  const mutation = useAppMutation({
    mutationFn: (follow: boolean) =>
      api(follow ? activitiesApi.subscribe : activitiesApi.unsubscribe, { params: { slug } }),
    onSuccess: ({ subscription_status }) => {
      queryClient.setQueryData<ActivityStreamList>(streamsQuery.queryKey, (data) =>
        data
          ? {
              ...data,
              streams: data.streams.map((s): ActivityStream => (s.slug === slug ? { ...s, subscription_status } : s)),
            }
          : data,
      );
      // The stream `all` now shows more or fewer activities, and counts more or fewer as new.
      void queryClient.invalidateQueries({ queryKey: ["activities", "list"] });
      void queryClient.invalidateQueries({ queryKey: unreadsQuery.queryKey });
    },
  });
  if (!stream || stream.slug === ALL_STREAM || stream.subscription_status === null) return null;
  return (
    <Switch
      checked={stream.subscription_status}
      disabled={mutation.isPending}
      onChange={(event) => mutation.mutate(event.currentTarget.checked)}
      label={t("activities.streams.follow")}
      // The label wraps the description too; the name is the label alone, the description describes it.
      aria-label={t("activities.streams.follow")}
      description={t("activities.streams.followHint")}
      data-testid="stream-subscription"
    />
  );
}
