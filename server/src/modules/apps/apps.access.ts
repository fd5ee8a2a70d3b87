import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  groupAdminOf,
  groupContentPostableBy,
  groupContentReadableBy,
  groupIdsWhere,
  type Viewer,
} from "../groups/groups.access.js";
import { type AppRow, appItems, apps } from "./apps.schema.js";

/**
 * Who may do what with apps, once, as SQL over `apps`. A network app is read by every member but external guests (they
 * read no network-level apps, docs/spec-coverage.md §1), its items written by the same; a group's app is read as the group's content is (`groupContentReadableBy`) and written by
 * whoever may post in the group (`groupContentPostableBy`). The definition is kept by network administrators, and a
 * group's also by the group's administrators. An app one may not read does not exist for them (404).
 */
export function appsReadableBy(viewer: Viewer): SQL {
  if (!viewer) return sql`false`;
  const network = viewer.isExternal ? sql`false` : isNull(apps.groupId);
  return or(network, groupContentReadableBy(apps.groupId, viewer)) as SQL;
}

/** SQL over `apps`: the member may add and change items (and move cards). */
export function appItemsWritableBy(viewer: Viewer): SQL {
  if (!viewer) return sql`false`;
  if (viewer.isNetworkAdmin) return sql`true`;
  const network = viewer.isExternal ? sql`false` : isNull(apps.groupId);
  return or(network, groupContentPostableBy(apps.groupId, viewer)) as SQL;
}

/** SQL over `apps`: the member may change the app's definition, delete items, and set admin-only fields. */
export function appsManagedBy(viewer: Viewer): SQL {
  if (!viewer) return sql`false`;
  if (viewer.isNetworkAdmin) return sql`true`;
  if (viewer.isExternal) return sql`false`;
  return and(isNotNull(apps.groupId), groupAdminOf(apps.groupId, viewer.id)) as SQL;
}

export type AppAccess = { app: AppRow; writable: boolean; manage: boolean };

const flags = (viewer: Viewer) => ({
  writable: sql<boolean>`${appItemsWritableBy(viewer)}`.mapWith(Boolean),
  manage: sql<boolean>`${appsManagedBy(viewer)}`.mapWith(Boolean),
});

/** The app with this slug if the member may read it, with what they may do: one statement. */
export async function findReadableApp(db: DbOrTx, viewer: Viewer, slug: string): Promise<AppAccess | null> {
  const [row] = await db
    .select({ app: apps, ...flags(viewer) })
    .from(apps)
    .where(and(eq(apps.slug, slug), appsReadableBy(viewer)))
    .limit(1);
  return row ?? null;
}

/** The apps of the network (no group) or of one group that the member may read, by name. */
export async function readableApps(
  db: DbOrTx,
  viewer: Viewer,
  opts: { groupId: string | null; userbarOnly: boolean; manageableOnly: boolean },
): Promise<AppRow[]> {
  return db
    .select()
    .from(apps)
    .where(
      and(
        opts.groupId === null ? isNull(apps.groupId) : eq(apps.groupId, opts.groupId),
        appsReadableBy(viewer),
        opts.userbarOnly ? eq(apps.showInUserbar, true) : undefined,
        opts.manageableOnly ? appsManagedBy(viewer) : undefined,
      ),
    )
    .orderBy(apps.name, apps.id);
}

/** Bulk check: of these app ids, those the member may read (who may hear `apps:{id}`). */
export async function readableAppIds(db: DbOrTx, viewer: Viewer, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(inArray(apps.id, ids), appsReadableBy(viewer)));
  return new Set(rows.map((r) => r.id));
}

/** Whether the member may define an app in this group (null: the network). */
export async function mayDefineAppIn(db: DbOrTx, viewer: Viewer, groupId: string | null): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.isNetworkAdmin) return true;
  if (groupId === null || viewer.isExternal) return false;
  return (await groupIdsWhere(db, (id) => groupAdminOf(id, viewer.id), [groupId])).has(groupId);
}

/**
 * Whether the upload is the value of a file or image field of an item the member may read (the uploads module's
 * `fileAccess`). Only those fields: their values are checked to be the writer's own uploads (items.service.ts
 * `publishNewUploads`), while a text field may hold any id someone typed.
 */
export async function mayReadItemUpload(db: DbOrTx, viewer: Viewer, uploadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appItems.id })
    .from(appItems)
    .innerJoin(apps, eq(apps.id, appItems.appId))
    .where(
      and(
        sql`exists (select 1 from jsonb_array_elements(${apps.fields}) as f
          where f->>'type' in ('file', 'image') and ${appItems.values}->>(f->>'name') = ${uploadId}::text)`,
        appsReadableBy(viewer),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Of these items, those in an app the member may read, with their app's slug and fields (the activity type). */
export async function readableItemsByIds(db: DbOrTx, viewer: Viewer, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ item: appItems, slug: apps.slug, fields: apps.fields })
    .from(appItems)
    .innerJoin(apps, eq(apps.id, appItems.appId))
    .where(and(inArray(appItems.id, ids), appsReadableBy(viewer)));
}
