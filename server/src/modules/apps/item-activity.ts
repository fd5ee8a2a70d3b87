import type { ActivityObjectSummary } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import type { ActivityType, AfterCommit } from "../module.js";
import { readableItemsByIds } from "./apps.access.js";
import type { AppItemRow, AppRow } from "./apps.schema.js";
import { fillTemplate, titleAndDescription } from "./item-values.js";

export const itemPath = (slug: string, id: string) => `/apps/${slug}/items/${id}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The filled teaser as rich text: a paragraph per line, the values as text (never markup). */
export function teaserHtml(app: AppRow, item: AppItemRow, actor: string): string {
  const text = fillTemplate(app.integrations.activity?.teaser ?? "", app.fields, item.values, {
    app: app.name,
    actor,
    link: "",
  });
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");
}

/**
 * The activity integration (administration.md §3 "Integrations"): a new item of an app with a teaser is posted in
 * the app's context stream (the network's or its group's `all`), its text the teaser filled from the item's values,
 * linking to the item. Inside the writing transaction; the result announces it after commit.
 */
export async function postItemActivity(
  tx: DbOrTx,
  ctx: AppContext,
  input: { app: AppRow; item: AppItemRow; authorId: string; actor: string },
): Promise<AfterCommit> {
  if (!input.app.integrations.activity) return async () => {};
  return ctx.modules.objectActivities.post(tx, ctx, {
    objectType: "item",
    objectId: input.item.id,
    authorId: input.authorId,
    groupId: input.app.groupId,
    html: teaserHtml(input.app, input.item, input.actor),
  });
}

/**
 * The activity type `item`: the item's title and link, for those who may read its app; an item of an app the
 * member may not read (or a deleted one) has no summary, so its activity is left out of what they see.
 */
export const itemActivityType: ActivityType = {
  async present(db, member, ids) {
    const rows = await readableItemsByIds(db, member, ids);
    return new Map<string, ActivityObjectSummary>(
      rows.map(({ item, slug, fields }) => [
        item.id,
        {
          id: item.id,
          title: titleAndDescription(fields, item.values).title || slug,
          html_url: itemPath(slug, item.id),
          starts_at: null,
          ends_at: null,
          all_day: false,
          time_zone: null,
          location: null,
        },
      ]),
    );
  },
};
