import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { preparedOn } from "../../db/prepared.js";
import { groupsReadableBy, type SqlViewer, type Viewer, viewerAsPlaceholder } from "./groups.access.js";
import { groups } from "./groups.schema.js";

/**
 * What a member may read, read once as ids for the statements of one request that would otherwise ask the access
 * predicate in many places (the search's: each place was planned again, docs/operations.md "the suggestions").
 */

/** More readable rows than this are not named in statements: the predicate costs less than so long a list. */
const READABLE_IDS_MAX = 500;

/**
 * The ids of the rows of `table` the member may read by `readable` (an access predicate over the table), for
 * statements that name them instead of asking the predicate in many places; null beyond READABLE_IDS_MAX. A statement
 * built once per database and shape of viewer (`name` names it).
 */
export async function idsReadableBy(
  db: DbOrTx,
  member: NonNullable<Viewer>,
  name: string,
  table: { table: PgTable; id: PgColumn },
  readable: (viewer: SqlViewer) => SQL,
): Promise<string[] | null> {
  const { viewer, key } = viewerAsPlaceholder(member);
  const rows = await preparedOn(
    db,
    `${name}${key}`,
    (d, statement) =>
      d
        .select({ id: table.id })
        .from(table.table)
        .where(readable(viewer))
        .limit(READABLE_IDS_MAX + 1)
        .prepare(statement),
    { plan: "generic" },
  ).execute({ viewerId: member.id });
  return rows.length > READABLE_IDS_MAX ? null : rows.map((r) => String(r.id));
}

/**
 * The ids of the groups whose content the member may read (`groupsReadableBy`), for a viewer that names them in the
 * statements of one request (`ReadGroups`). Null for an administrator, who reads every group (the predicate is `true`),
 * and for a member who reads more than READABLE_IDS_MAX (a network of many open groups).
 */
export const contentReadableGroupIds = async (db: DbOrTx, member: NonNullable<Viewer>) =>
  member.isNetworkAdmin
    ? null
    : idsReadableBy(db, member, "groups_content_readable_ids", { table: groups, id: groups.id }, groupsReadableBy);
