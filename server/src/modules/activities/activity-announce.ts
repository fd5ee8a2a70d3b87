import {
  type ActivityChange,
  type ActivityChangedEvent,
  type ActivityCreatedEvent,
  activitiesTopic,
} from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { getNetwork } from "../network/network.service.js";
import type { ActivityRow } from "./activities.schema.js";

type Place = Pick<ActivityRow, "id" | "groupId" | "streamSlug">;

/**
 * Tells the open tabs of a stream's readers that it has a new activity: its `activities:{…}` topic (joined only by
 * those who may read it, `readableActivityTopicIds`) names it, so a stream on screen offers "N new posts"; and, as
 * before, the `Activitystreams` count is asked again: a group's activity on the group's topic (its members), a
 * network activity on the network's. Neither event carries the activity's content.
 */
export async function announceNewActivity(ctx: AppContext, activity: Place & Pick<ActivityRow, "authorId">) {
  const event: ActivityCreatedEvent = {
    id: activity.id,
    group_id: activity.groupId,
    stream_slug: activity.streamSlug,
    author_id: activity.authorId,
  };
  await ctx.realtime.publish(topicOf(activity), "activity_created", event);
  const topic = activity.groupId ? `group:${activity.groupId}` : `network:${(await getNetwork(ctx.db)).id}`;
  await ctx.realtime.publish(topic, "unreads_changed", { feature: "Activitystreams" });
}

/** Tells the readers showing an activity that it changed (a reply, a like, a vote…), so they refresh it in place. */
export async function announceActivityChange(
  ctx: AppContext,
  activity: Place,
  change: ActivityChange,
  actorId: string,
) {
  const event: ActivityChangedEvent = {
    id: activity.id,
    group_id: activity.groupId,
    stream_slug: activity.streamSlug,
    change,
    actor_id: actorId,
  };
  await ctx.realtime.publish(topicOf(activity), "activity_changed", event);
}

const topicOf = (activity: Place) => activitiesTopic({ group_id: activity.groupId, stream_slug: activity.streamSlug });
