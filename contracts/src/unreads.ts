import { z } from "zod";

/**
 * The keys of `GET /api/v1/unreads`: one per kind of thing that waits for the member. A module that adds a
 * counter adds its key here, so the server's counters and the web's badges agree on the spelling.
 */
export const unreadKey = z.enum([
  "Messages",
  "GroupInvites",
  "GroupJoinRequests",
  "Calendars",
  "Notifications",
  "Activitystreams",
  "Circulars",
]);
export type UnreadKey = z.infer<typeof unreadKey>;
/** `UnreadKey.Calendars` and friends, for code that names one key. */
export const UnreadKey = unreadKey.enum;

const count = z.number().int().nonnegative();

/** GET /api/v1/unreads and /unreads/features: a count per key; a missing key is zero (Messages is always sent). */
export const unreadCounts = z.object({
  [UnreadKey.Messages]: count,
  [UnreadKey.GroupInvites]: count.optional(),
  [UnreadKey.GroupJoinRequests]: count.optional(),
  [UnreadKey.Calendars]: count.optional(),
  [UnreadKey.Notifications]: count.optional(),
  /** New activities in the member's stream `all` since their last visit, counted up to a cap (the badge shows 99+). */
  [UnreadKey.Activitystreams]: count.optional(),
  /** Circulars the member received and has not confirmed yet. */
  [UnreadKey.Circulars]: count.optional(),
} satisfies Record<UnreadKey, z.ZodType>);
export type UnreadCounts = z.infer<typeof unreadCounts>;

/** What one module's counter reports: some of the keys. */
export type UnreadCountsPart = Partial<Record<UnreadKey, number>>;
