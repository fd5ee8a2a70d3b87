import type { AppContext } from "../../context.js";
import { invalid } from "../../http/errors.js";
import { recordAudit } from "../administration/audit.repo.js";
import { categorySlugsInOrder, setCategoryPosition } from "./category-order.repo.js";

/**
 * PUT /administration/group-categories/order: the categories' new order, given as every category's slug once; the
 * order is where categories are listed (the preload, the directory tabs, the userbar). Audited in the same transaction.
 */
export async function reorderGroupCategories(ctx: AppContext, actorId: string, order: string[]) {
  await ctx.db.transaction(async (tx) => {
    const current = await categorySlugsInOrder(tx);
    const bySlug = new Map(current.map((category) => [category.slug, category.id]));
    const complete = order.length === current.length && new Set(order).size === order.length;
    if (!complete || order.some((slug) => !bySlug.has(slug))) {
      throw invalid({ order: ["must name every group category once"] });
    }
    for (const [position, slug] of order.entries()) await setCategoryPosition(tx, bySlug.get(slug) as string, position);
    await recordAudit(tx, {
      type: "GroupCategoryOrderUpdate",
      actorId,
      subject: { type: "Network", id: null },
      details: { before: current.map((category) => category.slug), after: order },
    });
  });
}
