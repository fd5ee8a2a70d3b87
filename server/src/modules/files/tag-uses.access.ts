import { and, eq, exists, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import type { Viewer } from "../groups/groups.access.js";
import { foldersReadableBy } from "./files.access.js";
import { files, folders } from "./files.schema.js";

const qb = new QueryBuilder();

/** SQL over a profile column: one of its list values (a `tag` property's) is `name`, any case. */
const profileLists = (column: SQLWrapper, name: SQLWrapper) =>
  sql`exists (select 1 from jsonb_each(${column}) p, jsonb_array_elements_text(case when jsonb_typeof(p.value) = 'array' then p.value else '[]'::jsonb end) v where lower(v) = lower(${name}))`;

/**
 * `tagUses`: the tag is in the profile of a folder the viewer may read or of a file in one, so GET /tags/find may
 * suggest it (a tag only used in a closed group's files is suggested to none but who may read them).
 */
export function tagUsedInFiles(viewer: NonNullable<Viewer>, tagName: SQLWrapper): SQL {
  const inFolders = qb
    .select({ one: sql`1` })
    .from(folders)
    .where(
      and(sql`${folders.profile} <> '{}'::jsonb`, profileLists(folders.profile, tagName), foldersReadableBy(viewer)),
    );
  const inFiles = qb
    .select({ one: sql`1` })
    .from(files)
    .innerJoin(folders, eq(folders.id, files.folderId))
    .where(and(sql`${files.profile} <> '{}'::jsonb`, profileLists(files.profile, tagName), foldersReadableBy(viewer)));
  return sql`(${exists(inFolders)} or ${exists(inFiles)})`;
}

/**
 * A profile with every tag list value named one of `from` (lowercased) replaced by `to` (first place kept, no
 * repeats), or dropped when `to` is null; other values untouched.
 */
const rewrittenProfile = (column: SQLWrapper, from: string[], to: string | null) => sql`(
  select coalesce(jsonb_object_agg(p.key, case when jsonb_typeof(p.value) = 'array' then (
    select coalesce(jsonb_agg(x.v order by x.n), '[]'::jsonb) from (
      select case when lower(e.v) = any(${sql.param(from)}::text[]) then ${to}::text else e.v end as v, min(e.n) as n
      from jsonb_array_elements_text(p.value) with ordinality as e(v, n)
      where ${to}::text is not null or lower(e.v) <> all(${sql.param(from)}::text[])
      group by 1
    ) x
  ) else p.value end), '{}'::jsonb)
  from jsonb_each(${column}) p
)`;

/** Whether a profile lists one of the names (lowercased) in a tag list. */
const listsAny = (column: SQLWrapper, from: string[]) =>
  sql`${column} <> '{}'::jsonb and exists (select 1 from jsonb_each(${column}) p, jsonb_array_elements_text(case when jsonb_typeof(p.value) = 'array' then p.value else '[]'::jsonb end) v where lower(v) = any(${sql.param(from)}::text[]))`;

/** `tagRewriter`: folders' and files' profiles follow a tag's rename, merge or deletion (one UPDATE each). */
export async function rewriteProfileTags(tx: DbOrTx, from: string[], to: string | null): Promise<void> {
  const lowered = from.map((n) => n.toLowerCase());
  await tx
    .update(folders)
    .set({ profile: rewrittenProfile(folders.profile, lowered, to) })
    .where(listsAny(folders.profile, lowered));
  await tx
    .update(files)
    .set({ profile: rewrittenProfile(files.profile, lowered, to) })
    .where(listsAny(files.profile, lowered));
}
