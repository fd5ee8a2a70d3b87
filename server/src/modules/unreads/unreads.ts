import type { UnreadCounts, UnreadCountsPart } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { countsStatement } from "./unreads.repo.js";

/** Every module's counts; a count of zero is left out, except Messages which the contract always carries. */
export async function unreadCountsOf(ctx: AppContext, memberId: string): Promise<UnreadCounts> {
  // Every module's counts in one statement.
  const sqlCounts = [...ctx.modules.unreadCounts.entries()];
  const selectCounts = countsStatement(
    ctx.db,
    sqlCounts.map(([module]) => module),
    (member) => Object.assign({}, ...sqlCounts.map(([, counts]) => counts(member))),
  );
  const merged: UnreadCountsPart = await selectCounts(memberId);
  return { ...Object.fromEntries(Object.entries(merged).filter(([, n]) => n > 0)), Messages: merged.Messages ?? 0 };
}
