import type { UnreadCounts, UnreadCountsPart } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { selectCounts } from "./unreads.repo.js";

/** Every module's counts; a count of zero is left out, except Messages which the contract always carries. */
export async function unreadCountsOf(ctx: AppContext, memberId: string): Promise<UnreadCounts> {
  // The modules' SQL counts in one statement, beside the counters that run their own query.
  const asked = Object.assign({}, ...[...ctx.modules.unreadCounts.values()].map((counts) => counts(memberId)));
  const parts = await Promise.all([
    selectCounts(ctx.db, asked),
    ...[...ctx.modules.unreads.values()].map((count) => count(ctx.db, memberId)),
  ]);
  const merged: UnreadCountsPart = Object.assign({}, ...parts);
  return { ...Object.fromEntries(Object.entries(merged).filter(([, n]) => n > 0)), Messages: merged.Messages ?? 0 };
}
