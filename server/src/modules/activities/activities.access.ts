import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  activeMemberOf,
  groupAdminOf,
  groupContentPostableBy,
  groupContentReadableBy,
  type Viewer,
} from "../groups/groups.access.js";
import { groupLabelColumns } from "../groups/groups.repo.js";
import { type ActivityRow, activities } from "./activities.schema.js";

/**
 * Who may read and do what with activities, written once as SQL predicates over `activities`. Lists
 * filter with `activitiesReadableBy`, the single check is the same predicate plus `id = $1`; group
 * activities defer to the groups module's predicates.
 */

/** SQL over `activities`: the network's own activities, and those of groups whose content the viewer may read. */
export function activitiesReadableBy(viewer: Viewer): SQL {
  if (!viewer) return sql`false`;
  return or(isNull(activities.groupId), groupContentReadableBy(activities.groupId, viewer)) as SQL;
}

/**
 * SQL over `activities`: what the network stream `all` shows the viewer: the network's own activities and
 * those of the groups they are an active member of (membership is following), administrators included.
 */
export function networkStreamOf(viewer: NonNullable<Viewer>): SQL {
  return or(isNull(activities.groupId), activeMemberOf(activities.groupId, viewer.id)) as SQL;
}

/** Flags the policies read, asked with the activity in the same statement. */
export function activityAccessColumns(viewer: NonNullable<Viewer>) {
  return {
    // The viewer administrates the activity's group (may remove its activities and replies).
    groupAdmin: sql<boolean>`(${activities.groupId} is not null and ${groupAdminOf(activities.groupId, viewer.id)})`,
    ...groupLabelColumns(activities.groupId),
  };
}

export type ReadableActivity = {
  activity: ActivityRow;
  groupAdmin: boolean;
  groupName: string | null;
  groupSlug: string | null;
};

/** Single check: the activity if the viewer may read it, with its flags; null otherwise (callers answer 404). */
export async function findReadableActivity(
  db: DbOrTx,
  viewer: NonNullable<Viewer>,
  id: string,
): Promise<ReadableActivity | null> {
  const { groupAdmin, groupName, groupSlug } = activityAccessColumns(viewer);
  const [row] = await db
    .select({ activity: activities, groupAdmin, groupName, groupSlug })
    .from(activities)
    .where(and(eq(activities.id, id), activitiesReadableBy(viewer)))
    .limit(1);
  return row ? { ...row, groupAdmin: row.groupAdmin === true } : null;
}

/**
 * Whether the viewer may read the content of the group with this id and post in it
 * (`groupContentReadableBy`, `groupContentPostableBy`), in one statement; both false for no such group.
 */
export async function groupStreamAccess(db: DbOrTx, viewer: NonNullable<Viewer>, groupId: string) {
  const id = sql`${groupId}::char(24)`;
  const result = await db.execute(
    sql`select ${groupContentReadableBy(id, viewer)} as readable, ${groupContentPostableBy(id, viewer)} as postable`,
  );
  const [row] = (result as unknown as { rows: { readable: boolean; postable: boolean }[] }).rows;
  return { readable: row?.readable === true, postable: row?.postable === true };
}
