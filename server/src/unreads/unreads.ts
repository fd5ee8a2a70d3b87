import type { DbOrTx } from "../db/client.js";

/** A feature's unread counts for a member, e.g. { GroupInvites: 2, GroupJoinRequests: 0 }. */
export type UnreadCounter = (db: DbOrTx, memberId: string) => Promise<Record<string, number>>;

const counters = new Map<string, UnreadCounter>();

/** Each module adds its counts under its own name; registering again replaces (one app per test file). */
export function registerUnreadCounter(feature: string, counter: UnreadCounter) {
  counters.set(feature, counter);
}

/** Every feature's counts; a count of zero is left out, except Messages which the contract always carries. */
export async function unreadCountsOf(
  db: DbOrTx,
  memberId: string,
): Promise<{ Messages: number } & Record<string, number>> {
  const parts = await Promise.all([...counters.values()].map((count) => count(db, memberId)));
  const merged: Record<string, number> = Object.assign({}, ...parts);
  return { ...Object.fromEntries(Object.entries(merged).filter(([, n]) => n > 0)), Messages: merged.Messages ?? 0 };
}
