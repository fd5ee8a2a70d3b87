import {
  APPS_TOPIC,
  type AppField,
  type AppItem,
  type AppItemEvent,
  type AppItemList,
  type AppValues,
} from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { forbidden, invalid, notFound } from "../../http/errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { displayName } from "../members/member.presenter.js";
import { findMembersByIds, isReachableMember, memberIdsWhere } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { publishOwnUploads } from "../uploads/uploads.repo.js";
import type { AppAccess } from "./apps.access.js";
import { deleteItem, findItem, insertItem, lastRank, listItems, nextRankInColumn, updateItem } from "./apps.repo.js";
import type { AppItemRow } from "./apps.schema.js";
import { appDetailOf, requireApp } from "./apps.service.js";
import { mailAssignments } from "./integrations.js";
import { postItemActivity } from "./item-activity.js";
import { checkedValues, memberIdsIn, titleAndDescription } from "./item-values.js";
import { rankBetween } from "./rank.js";

/** The items as the member sees them: one statement for every member they name. */
export async function presentItems(ctx: AppContext, access: AppAccess, rows: AppItemRow[]): Promise<AppItem[]> {
  const { app } = access;
  const ids = new Set(rows.flatMap((r) => [...memberIdsIn(app.fields, r.values), r.archivedById ?? ""]));
  ids.delete("");
  const people = new Map((await findMembersByIds(ctx.db, [...ids])).map((m) => [m.id, m]));
  const tagFields = app.fields.filter((f) => f.type === "tag");
  return rows.map((r) => {
    const archiver = r.archivedById ? people.get(r.archivedById) : undefined;
    const tags = [...new Set(tagFields.flatMap((f) => (r.values[f.name] as string[] | undefined) ?? []))];
    return {
      id: r.id,
      app_id: r.appId,
      values: readable(app.fields, r.values),
      ...titleAndDescription(app.fields, r.values),
      position: r.position,
      archived: r.archivedAt !== null,
      archived_at: r.archivedAt?.toISOString() ?? null,
      archived_by: archiver ? { id: archiver.id, name: displayName(archiver) } : null,
      memberships: memberIdsIn(app.fields, r.values).flatMap((id) => {
        const m = people.get(id);
        return m && !m.deletedAt ? [{ id, imageId: m.avatarImageId, displayValue: displayName(m) }] : [];
      }),
      tags: tags.map((name) => ({ id: name, name })),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      can: { update: access.writable, archive: access.writable, destroy: access.manage },
    };
  });
}

/** Rich text as readers get it: through the allowlist again (as every kind of rich text is, on write and on read). */
function readable(fields: AppField[], values: AppValues): AppValues {
  const rich = fields.filter((f) => f.type === "rich_text" && typeof values[f.name] === "string");
  if (rich.length === 0) return values;
  const out = { ...values };
  for (const f of rich) out[f.name] = sanitizeRichText("app_item", values[f.name] as string);
  return out;
}

const presentOne = async (ctx: AppContext, access: AppAccess, row: AppItemRow) =>
  (await presentItems(ctx, access, [row]))[0] as AppItem;

/** Tells the app's readers that an item changed (they fetch it again as they may read it). */
const announce = (ctx: AppContext, appId: string, event: AppItemEvent) =>
  ctx.realtime.publish(`${APPS_TOPIC}:${appId}`, "item", event);

export async function listAppItems(
  ctx: AppContext,
  viewer: MemberRow,
  slug: string,
  query: { archived: boolean; tag?: string | undefined; assignee_id?: string | undefined },
): Promise<AppItemList> {
  const access = await requireApp(ctx, viewer, slug);
  const rows = await listItems(ctx.db, access.app, {
    archived: query.archived,
    tag: query.tag,
    assigneeId: query.assignee_id,
  });
  return { items: await presentItems(ctx, access, rows), app: appDetailOf(access) };
}

async function requireItem(ctx: AppContext, viewer: MemberRow, slug: string, id: string) {
  const access = await requireApp(ctx, viewer, slug);
  const item = await findItem(ctx.db, access.app.id, id);
  if (!item) throw notFound();
  return { access, item };
}

export async function showItem(ctx: AppContext, viewer: MemberRow, slug: string, id: string) {
  const { access, item } = await requireItem(ctx, viewer, slug, id);
  return presentOne(ctx, access, item);
}

/** Fields whose value changes between two value sets. */
const changedFields = (fields: AppField[], before: AppValues, after: AppValues) =>
  fields.filter((f) => JSON.stringify(before[f.name] ?? null) !== JSON.stringify(after[f.name] ?? null));

/**
 * The values after `changes`, checked: 422 with field messages for what does not fit the field types or names a
 * member who does not exist; 403 when a member who is not the app's administrator changes an admin-only field.
 */
async function valuesAfter(ctx: AppContext, access: AppAccess, current: AppValues, changes: AppValues) {
  const { fields } = access.app;
  const { values, errors } = checkedValues(fields, current, changes);
  const memberFields = fields.filter((f) => f.type === "member" && !errors[f.name]);
  const asked = memberIdsIn(memberFields, values);
  const known = await memberIdsWhere(ctx.db, (id) => isReachableMember(id, { includeExternal: true }), asked);
  for (const f of memberFields) {
    const ids = (changes[f.name] as string[] | null | undefined) ?? [];
    if (Array.isArray(ids) && ids.some((id) => !known.has(id))) errors[f.name] = ["contains unknown members"];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (!access.manage && changedFields(fields, current, values).some((f) => f.admin_only)) throw forbidden();
  return values;
}

/**
 * A file or image value newly set must be the member's own upload in that directory (`files`, `images`): it is
 * published with the item, in its transaction; anything else is "is not an uploaded file" (or image). Values already
 * in place stay as they are.
 */
async function publishNewUploads(
  tx: DbOrTx,
  viewer: MemberRow,
  fields: AppField[],
  before: AppValues,
  after: AppValues,
) {
  const errors: Record<string, string[]> = {};
  for (const f of fields) {
    if (f.type !== "file" && f.type !== "image") continue;
    const id = after[f.name];
    if (typeof id !== "string" || id === before[f.name]) continue;
    const published = await publishOwnUploads(tx, viewer.id, f.type === "file" ? "files" : "images", [id]);
    if (published.length === 0) errors[f.name] = [`is not an uploaded ${f.type}`];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

function requireWritable(access: AppAccess) {
  if (!access.writable) throw forbidden();
}

export async function createItem(ctx: AppContext, viewer: MemberRow, slug: string, changes: AppValues) {
  const access = await requireApp(ctx, viewer, slug);
  requireWritable(access);
  const values = await valuesAfter(ctx, access, {}, changes);
  const { row, posted } = await ctx.db.transaction(async (tx) => {
    await publishNewUploads(tx, viewer, access.app.fields, {}, values);
    const row = await insertItem(tx, {
      appId: access.app.id,
      values,
      position: rankBetween(await lastRank(tx, access.app.id), null),
      createdById: viewer.id,
    });
    const actor = displayName(viewer);
    return { row, posted: await postItemActivity(tx, ctx, { app: access.app, item: row, authorId: viewer.id, actor }) };
  });
  await posted();
  await announce(ctx, access.app.id, { item_id: row.id, kind: "changed" });
  await mailAssignments(ctx, access.app, row, {}, viewer);
  return presentOne(ctx, access, row);
}

export async function changeItem(ctx: AppContext, viewer: MemberRow, slug: string, id: string, changes: AppValues) {
  const { access, item } = await requireItem(ctx, viewer, slug, id);
  requireWritable(access);
  const values = await valuesAfter(ctx, access, item.values, changes);
  const row = await ctx.db.transaction(async (tx) => {
    await publishNewUploads(tx, viewer, access.app.fields, item.values, values);
    return updateItem(tx, access.app.id, id, { values });
  });
  if (!row) throw notFound();
  await announce(ctx, access.app.id, { item_id: id, kind: "changed" });
  await mailAssignments(ctx, access.app, row, item.values, viewer);
  return presentOne(ctx, access, row);
}

export async function setArchived(ctx: AppContext, viewer: MemberRow, slug: string, id: string, archived: boolean) {
  const { access, item } = await requireItem(ctx, viewer, slug, id);
  requireWritable(access);
  const row = await ctx.db.transaction(async (tx) =>
    updateItem(
      tx,
      access.app.id,
      id,
      archived
        ? { archivedAt: item.archivedAt ?? new Date(), archivedById: item.archivedById ?? viewer.id }
        : // a restored card goes to the end of its column
          {
            archivedAt: null,
            archivedById: null,
            position: item.archivedAt ? rankBetween(await lastRank(tx, access.app.id), null) : item.position,
          },
    ),
  );
  if (!row) throw notFound();
  await announce(ctx, access.app.id, { item_id: id, kind: "changed" });
  return presentOne(ctx, access, row);
}

export async function removeItem(ctx: AppContext, viewer: MemberRow, slug: string, id: string) {
  const { access } = await requireItem(ctx, viewer, slug, id);
  if (!access.manage) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    await ctx.modules.objectActivities.remove(tx, "item", id);
    await deleteItem(tx, access.app.id, id);
  });
  await announce(ctx, access.app.id, { item_id: id, kind: "removed" });
}

/**
 * §6 card moving: the item goes into the column `values` names (the column field's new value; unchanged when left
 * out) right after `insert_after_id` (null: the column's top). Needs update on the item and on the column field
 * (an admin-only column moves only for the app's administrators). Writes the moved row alone: its rank is one
 * between its new neighbours, found with one indexed statement.
 */
export async function moveItem(
  ctx: AppContext,
  viewer: MemberRow,
  slug: string,
  id: string,
  body: { insert_after_id: string | null; values: AppValues },
) {
  const { access, item } = await requireItem(ctx, viewer, slug, id);
  requireWritable(access);
  if (item.archivedAt) throw invalid({ base: ["is invalid"] });
  const column = access.app.columnProperty;
  const extra = Object.keys(body.values).filter((k) => k !== column);
  if (extra.length > 0) throw invalid(Object.fromEntries(extra.map((k) => [k, ["is invalid"]])));
  const values = await valuesAfter(ctx, access, item.values, body.values);
  const columnValue = column === null ? null : ((values[column] as string | undefined) ?? null);
  const row = await ctx.db.transaction(async (tx) => {
    let after = "";
    if (body.insert_after_id !== null) {
      const anchor = body.insert_after_id === id ? null : await findItem(tx, access.app.id, body.insert_after_id);
      const anchorColumn = column === null ? null : ((anchor?.values[column] as string | undefined) ?? null);
      if (!anchor || anchor.archivedAt || anchorColumn !== columnValue)
        throw invalid({ insert_after_id: ["is invalid"] });
      after = anchor.position;
    }
    const next = await nextRankInColumn(tx, {
      appId: access.app.id,
      column,
      value: columnValue,
      after,
      exceptId: id,
    });
    return updateItem(tx, access.app.id, id, { values, position: rankBetween(after, next) });
  });
  if (!row) throw notFound();
  await announce(ctx, access.app.id, { item_id: id, kind: "changed" });
  return presentOne(ctx, access, row);
}
