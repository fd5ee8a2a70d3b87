import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { escapeLike } from "../../db/like.js";
import type { Viewer } from "../groups/groups.access.js";
import { activitiesReadableBy } from "./activities.access.js";
import { activities, activityTags, tags } from "./activities.schema.js";

const qb = new QueryBuilder();
const parents = alias(tags, "parent_tags");

/**
 * Tags whose name starts with `prefix` (any case), by name, that the viewer may meet: carried by an activity they
 * may read, or used where one of `otherUses` says they may read it (files and folders). With `parentNames`, only the
 * tags whose parent is named so (any case).
 */
export async function findTagsStartingWith(
  db: DbOrTx,
  viewer: NonNullable<Viewer>,
  prefix: string,
  limit: number,
  options: { parentNames?: string[]; otherUses?: ((tagName: SQLWrapper) => SQL)[] } = {},
) {
  // A subquery with LIMIT 1 per tag, in the name order, walking that tag's index until a readable activity: as an
  // EXISTS, PostgreSQL joined every tagged activity first (1 s at 100,000 tagged activities).
  const onActivity = sql`(${qb
    .select({ one: sql`1` })
    .from(activityTags)
    .innerJoin(activities, eq(activities.id, activityTags.activityId))
    .where(and(eq(activityTags.tagId, tags.id), activitiesReadableBy(viewer)))
    // The order of the tag's index, so that index is walked (not the whole table scanned for the tag).
    .orderBy(desc(activityTags.activityId))
    .limit(1)}) is not null`;
  // Profiles record their tags under a parent (recordTags), so only a tag with a parent is looked for there:
  // an activity tag without one never costs a scan of the readable files' profiles.
  const inProfiles = (options.otherUses ?? []).map((use) => and(isNotNull(tags.parentId), use(tags.name)));
  const used = or(onActivity, ...inProfiles);
  const underParents = options.parentNames
    ? inArray(
        tags.parentId,
        qb
          .select({ id: parents.id })
          .from(parents)
          .where(
            inArray(
              sql`lower(${parents.name})`,
              options.parentNames.map((n) => n.toLowerCase()),
            ),
          ),
      )
    : undefined;
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(ilike(tags.name, `${escapeLike(prefix)}%`), underParents, used))
    .orderBy(sql`lower(${tags.name})`, asc(tags.id))
    .limit(limit);
}

/**
 * Records tags under a parent tag (created by name when missing, any case): new names are created under it, and
 * existing tags without a parent get it (a tag keeps the parent it has).
 */
export async function recordTags(db: DbOrTx, parentName: string, names: string[]) {
  const unique = [...new Map(names.map((n) => [n.toLowerCase(), n])).values()].filter(
    (n) => n.toLowerCase() !== parentName.toLowerCase(),
  );
  if (unique.length === 0) return;
  await db.insert(tags).values({ name: parentName }).onConflictDoNothing();
  const [parent] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(eq(sql`lower(${tags.name})`, parentName.toLowerCase()))
    .limit(1);
  if (!parent) return;
  await db
    .insert(tags)
    .values(unique.map((name) => ({ name, parentId: parent.id })))
    .onConflictDoNothing();
  await db
    .update(tags)
    .set({ parentId: parent.id })
    .where(
      and(
        isNull(tags.parentId),
        ne(tags.id, parent.id),
        inArray(
          sql`lower(${tags.name})`,
          unique.map((n) => n.toLowerCase()),
        ),
      ),
    );
}
