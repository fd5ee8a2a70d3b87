import { ALL_STREAM } from "./activities.js";

/**
 * What the activities module pushes over the socket (docs/ARCHITECTURE.md "Real time"). Each event names the
 * activity and where it lives, nothing of its content: a tab that shows the activity asks for it again over HTTP,
 * which applies the access rules and the viewer's own flags.
 */

/** The topic kind whose readers may read the activities of one place (`activities:{id}`). */
export const ACTIVITIES_TOPIC = "activities";

/**
 * The socket topic of the activities of a place: a group's (its content's readers), the network stream `all`
 * itself (every member, guests included), or the network's other streams (every member but guests).
 */
export function activitiesTopic(place: { group_id: string | null; stream_slug: string }): string {
  const id = place.group_id ?? (place.stream_slug === ALL_STREAM ? ALL_STREAM : "network");
  return `${ACTIVITIES_TOPIC}:${id}`;
}

/** A new activity: readers of a stream that shows it see "N new posts" at the top. */
export type ActivityCreatedEvent = {
  id: string;
  group_id: string | null;
  stream_slug: string;
  author_id: string | null;
};

/** What changed on an activity, so readers showing it refresh it in place. */
export type ActivityChange = "edit" | "reply" | "answer" | "like" | "vote" | "accepted" | "poll";
export type ActivityChangedEvent = {
  id: string;
  group_id: string | null;
  stream_slug: string;
  change: ActivityChange;
  actor_id: string;
};

export type ActivityEvents = { activity_created: ActivityCreatedEvent; activity_changed: ActivityChangedEvent };
