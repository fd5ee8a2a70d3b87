import type { UnreadCounts, UnreadCountsPart } from "@intranet/contracts";
import type { DbOrTx } from "../db/client.js";

/** A feature's unread counts for a member, e.g. { GroupInvites: 2, GroupJoinRequests: 0 }. */
export type UnreadCounter = (db: DbOrTx, memberId: string) => Promise<UnreadCountsPart>;

const counters = new Map<string, UnreadCounter>();

/** Each module adds its counts under its own name; registering again replaces (one app per test file). */
export function registerUnreadCounter(feature: string, counter: UnreadCounter) {
  counters.set(feature, counter);
}

/** Every feature's counts; a count of zero is left out, except Messages which the contract always carries. */
export async function unreadCountsOf(db: DbOrTx, memberId: string): Promise<UnreadCounts> {
  const parts = await Promise.all([...counters.values()].map((count) => count(db, memberId)));
  const merged: UnreadCountsPart = Object.assign({}, ...parts);
  return { ...Object.fromEntries(Object.entries(merged).filter(([, n]) => n > 0)), Messages: merged.Messages ?? 0 };
}
