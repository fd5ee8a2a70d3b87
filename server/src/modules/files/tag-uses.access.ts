import { and, eq, exists, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
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
