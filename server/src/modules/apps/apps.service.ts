import type { AppBodyOutput, AppDetail, AppListQuery, AppSummary } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { forbidden, invalid, notFound } from "../../http/errors.js";
import type { MemberRow } from "../members/members.schema.js";
import { type AppAccess, findReadableApp, mayDefineAppIn, readableApps } from "./apps.access.js";
import { deleteApp, dropValues, insertApp, slugsLike, updateApp } from "./apps.repo.js";
import type { AppRow } from "./apps.schema.js";

export const appSummaryOf = (app: AppRow): AppSummary => ({
  id: app.id,
  slug: app.slug,
  name: app.name,
  description: app.description,
  group_id: app.groupId,
  show_in_userbar: app.showInUserbar,
  path: `/apps/${app.slug}/items`,
});

export const appDetailOf = ({ app, writable, manage }: AppAccess): AppDetail => ({
  ...appSummaryOf(app),
  fields: app.fields,
  item_layout: app.itemLayout,
  collection_layout: { view: app.view, column_property: app.columnProperty },
  integrations: app.integrations,
  can: { manage, create_items: writable },
});

/** The app the member may read by slug, or 404. */
export async function requireApp(ctx: AppContext, viewer: MemberRow, slug: string): Promise<AppAccess> {
  const found = await findReadableApp(ctx.db, viewer, slug);
  if (!found) throw notFound();
  return found;
}

export async function listApps(
  ctx: AppContext,
  viewer: MemberRow,
  query: { filter?: AppListQuery["filter"]; group_id?: string | undefined },
) {
  const rows = await readableApps(ctx.db, viewer, {
    groupId: query.group_id ?? null,
    userbarOnly: query.filter === "show_in_userbar",
    manageableOnly: query.filter === "manageable",
  });
  return { apps: rows.map(appSummaryOf) };
}

const slugBase = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50) || "app";

async function freeSlug(ctx: AppContext, name: string): Promise<string> {
  const base = slugBase(name);
  const taken = await slugsLike(ctx.db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } })?.code === "23505" ||
  (err as { cause?: { code?: string } })?.cause?.code === "23505";

const definition = (body: AppBodyOutput) => ({
  name: body.name,
  description: body.description || null,
  showInUserbar: body.show_in_userbar,
  fields: body.fields,
  itemLayout: body.item_layout,
  view: body.collection_layout.view,
  columnProperty: body.collection_layout.column_property,
  integrations: body.integrations,
});

/** Defines an app in the network or a group: network administrators, or the group's administrators. */
export async function createApp(ctx: AppContext, viewer: MemberRow, body: AppBodyOutput): Promise<AppDetail> {
  const groupId = body.group_id ?? null;
  if (!(await mayDefineAppIn(ctx.db, viewer, groupId))) {
    throw groupId === null || viewer.isExternal ? forbidden() : notFound();
  }
  const slug = body.slug ?? (await freeSlug(ctx, body.name));
  try {
    const app = await insertApp(ctx.db, { ...definition(body), slug, groupId });
    return appDetailOf({ app, writable: true, manage: true });
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid({ slug: ["has already been taken"] });
    throw err;
  }
}

/**
 * Changes an app's definition (its scope stays). Values of fields that are gone, or whose type changed, are dropped
 * from its items in the same transaction, so every stored value fits its field.
 */
export async function changeApp(ctx: AppContext, viewer: MemberRow, slug: string, body: AppBodyOutput) {
  const found = await requireApp(ctx, viewer, slug);
  if (!found.manage) throw forbidden();
  const before = new Map(found.app.fields.map((f) => [f.name, f]));
  const kept = new Set(body.fields.filter((f) => before.get(f.name)?.type === f.type).map((f) => f.name));
  const dropped = [...before.keys()].filter((name) => !kept.has(name));
  try {
    const app = await ctx.db.transaction(async (tx) => {
      await dropValues(tx, found.app.id, dropped);
      return updateApp(tx, found.app.id, { ...definition(body), slug: body.slug ?? found.app.slug });
    });
    return appDetailOf({ ...found, app });
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid({ slug: ["has already been taken"] });
    throw err;
  }
}

export async function removeApp(ctx: AppContext, viewer: MemberRow, slug: string) {
  const found = await requireApp(ctx, viewer, slug);
  if (!found.manage) throw forbidden();
  await deleteApp(ctx.db, found.app.id);
}
