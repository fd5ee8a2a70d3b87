import { ActivityFeed } from "./ActivityFeed";

/** A member's activities, or the activities they like, on their profile's tabs (no composer there). */
export function MemberActivityList({
  memberId,
  likes = false,
  emptyText,
}: {
  memberId: string;
  likes?: boolean;
  emptyText?: string;
}) {
  return (
    <ActivityFeed
      source={likes ? { kind: "likes", id: memberId } : { kind: "member", id: memberId }}
      showContext
      emptyText={emptyText}
    />
  );
}
