import type { UnreadCounts, UnreadCountsPart } from "@intranet/contracts";
import type { AppContext } from "../../context.js";

/** Every module's counts; a count of zero is left out, except Messages which the contract always carries. */
export async function unreadCountsOf(ctx: AppContext, memberId: string): Promise<UnreadCounts> {
  const parts = await Promise.all([...ctx.modules.unreads.values()].map((count) => count(ctx.db, memberId)));
  const merged: UnreadCountsPart = Object.assign({}, ...parts);
  return { ...Object.fromEntries(Object.entries(merged).filter(([, n]) => n > 0)), Messages: merged.Messages ?? 0 };
}
