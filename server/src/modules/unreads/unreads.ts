import type { UnreadCounts, UnreadCountsPart } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { countsStatement } from "./unreads.repo.js";

/** Every module's counts; a count of zero is left out, except Messages which the contract always carries. */
export async function unreadCountsOf(ctx: AppContext, memberId: string): Promise<UnreadCounts> {
  // The modules' SQL counts in one statement, beside the counters that run their own query.
  const sqlCounts = [...ctx.modules.unreadCounts.entries()];
  const selectCounts = countsStatement(
    ctx.db,
    sqlCounts.map(([module]) => module),
    (member) => Object.assign({}, ...sqlCounts.map(([, counts]) => counts(member))),
  );
  const parts = await Promise.all([
    selectCounts(memberId),
    ...[...ctx.modules.unreads.values()].map((count) => count(ctx.db, memberId)),
  ]);
  const merged: UnreadCountsPart = Object.assign({}, ...parts);
  return { ...Object.fromEntries(Object.entries(merged).filter(([, n]) => n > 0)), Messages: merged.Messages ?? 0 };
}
