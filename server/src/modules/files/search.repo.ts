import type { FileHit, FolderHit, SearchSuggestion } from "@intranet/contracts";
import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { inPlaceholder, preparedOn } from "../../db/prepared.js";
import { groupLabelColumns } from "../groups/groups.repo.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { SearchRequest, SearchSource } from "../module.js";
import type { ParsedQuery } from "../search/query.js";
import {
  documentMatch,
  headline,
  highlightHtml,
  inOrderOf,
  matchPage,
  suggestionIdsOf,
  textQuery,
  walkOf,
} from "../search/search.repo.js";
import { findUploads } from "../uploads/uploads.repo.js";
import { foldersReadableBy } from "./files.access.js";
import { type FolderRow, files, fileTexts, folders } from "./files.schema.js";

/**
 * The columns migration 0025 keeps from the name (A) and description (B), with the document's text (C, migration
 * 0028), and the folded name for a name with a typo; not in the Drizzle schema. The name's trigrams also find a word PostgreSQL's parser glued to the extension
 * ("expenses.docx" is one host-name token to it).
 */
const fileColumns = { vector: sql`${files}.search_vector`, title: sql`${files}.search_name`, at: files.updatedAt };
const folderColumns = {
  vector: sql`${folders}.search_vector`,
  title: sql`${folders}.search_name`,
  at: folders.updatedAt,
};
const EMPTY = { hits: [], total: 0, capped: false };
/** Newest first, by creation: ids grow with it, and the primary key walks them without sorting every match. */
const filesNewest = sql`${files.id} desc`;
const foldersNewest = sql`${folders.id} desc`;

/**
 * A folder's page: under its group's files when the folder's root is a group's; a root's page is the files' own, by
 * which the hit knows to name it as the files' screens do (it is stored as "Files").
 */
function folderUrl(id: string, groupSlug: string | null, type: FolderRow["type"] = "folder") {
  const files = groupSlug ? `/groups/${groupSlug}/files` : "/files";
  return type === "root_folder" ? files : `${files}/folders/${id}`;
}
const fileUrl = (id: string, groupSlug: string | null) =>
  groupSlug ? `/groups/${groupSlug}/files/${id}` : `/files/${id}`;

/**
 * SQL over `folders`: readable by the member (`foldersReadableBy`: a file is readable with its folder) and, in
 * a group's search, under that group's root (a folder's group is its root's).
 */
const inReach = (req: SearchRequest): SQL =>
  and(foldersReadableBy(req.member), req.groupId ? eq(folders.groupId, req.groupId) : undefined) as SQL;

/**
 * How files match (joined with their folders): by their text or name, in a folder the member may read; with the
 * order of relevance. Null when the query has no words, or has #tags (files are not searched by their profiles' tags).
 */
function fileMatching(req: SearchRequest, q: ParsedQuery, opts: { prefix?: boolean } = {}) {
  const match = q.tags.length > 0 ? null : documentMatch(fileColumns, q, opts);
  if (!match) return null;
  const rest = inReach(req);
  return {
    where: and(match.where, rest) as SQL,
    rank: match.rank,
    walk: walkOf({ table: files, key: files.id }, q, { match: match.where, rest }),
  };
}

/**
 * How folders match: by their text or name, readable by the member. Roots are no hits: they are the network's
 * or a group's "Files" itself, not something filed there. Null as for files (folders carry no tags).
 */
function folderMatching(req: SearchRequest, q: ParsedQuery, opts: { prefix?: boolean } = {}) {
  const match = q.tags.length > 0 ? null : documentMatch(folderColumns, q, opts);
  if (!match) return null;
  const rest = and(ne(folders.type, "root_folder"), inReach(req));
  return {
    where: and(match.where, rest) as SQL,
    rank: match.rank,
    walk: walkOf({ table: folders, key: folders.id }, q, { match: match.where, rest }),
  };
}

/** Characters of the document's text an excerpt is looked for in. */
const PASSAGE_WINDOW = 4000;

/**
 * SQL: the stretch of the document's text (empty without one) around the first place the first typed word appears,
 * by its beginning so that a stemmed form is met too ("lighthouses" finds "lighthouse"); the text's beginning when it
 * is not there as typed (an accent, another stem). ts_headline reads every character it is given: 45 ms for a text of
 * 100,000 characters, 7 ms for this window.
 */
function passageWindow(q: ParsedQuery): SQL {
  const content = sql`coalesce(${fileTexts.content}, '')`;
  const word = (q.words[0] ?? q.phrases[0]?.split(/\s+/)[0] ?? "").toLowerCase();
  if (!word) return sql`left(${content}, ${PASSAGE_WINDOW})`;
  const start = word.slice(0, Math.max(4, word.length - 2));
  return sql`substr(${content}, greatest(1, strpos(lower(${content}), ${start}) - ${PASSAGE_WINDOW / 4}), ${PASSAGE_WINDOW})`;
}

const filesFrom = sql`${files} inner join ${folders} on ${folders.id} = ${files.folderId}`;
/** The outer `folders` row, named in full: inside a subquery drizzle would print a bare, ambiguous `"id"`. */
const outerFolderId = sql`"folders"."id"`;

async function searchFiles(db: DbOrTx, req: SearchRequest) {
  const match = fileMatching(req, req.query);
  const query = textQuery(req.query);
  if (!match) return EMPTY;
  const page = await matchPage(
    db,
    {
      id: files.id,
      from: filesFrom,
      where: match.where,
      newest: filesNewest,
      rank: match.rank,
      walk: match.walk,
    },
    req,
  );
  if (page.ids.length === 0) return { hits: [], ...page };
  const rows = await db
    .select({
      file: files,
      folder: { id: folders.id, name: folders.name, type: folders.type },
      groupSlug: groupLabelColumns(folders.groupId).groupSlug,
      // The name is the hit's title: the excerpt is of the description and the document's text (the passage that
      // matched), sanitized by highlightHtml like every hit's.
      highlight: headline(sql`${files.description} || ' ' || ${passageWindow(req.query)}`, query),
    })
    .from(files)
    .innerJoin(folders, eq(folders.id, files.folderId))
    .leftJoin(fileTexts, and(eq(fileTexts.fileId, files.id), eq(fileTexts.uploadId, files.uploadId)))
    .where(inArray(files.id, page.ids));
  // One after the other: a search's source holds one connection at a time (in the fallback's transaction, its only one).
  const authors = await findMembersByIds(db, [
    ...new Set(rows.flatMap((r) => (r.file.authorId ? [r.file.authorId] : []))),
  ]);
  const uploads = await findUploads(
    db,
    rows.map((r) => r.file.uploadId),
  );
  const people = new Map(authors.map((m) => [m.id, m]));
  // A preview only for an image the storage could read (it has a width): others have no resized view.
  const images = new Set(uploads.flatMap((u) => (u.width !== null ? [u.id] : [])));
  const byId = new Map(rows.map((r) => [r.file.id, r]));
  const hits = page.ids.flatMap((id): FileHit[] => {
    const row = byId.get(id);
    if (!row) return [];
    const f = row.file;
    const author = f.authorId ? people.get(f.authorId) : undefined;
    return [
      {
        type: "file",
        id: f.id,
        html_url: fileUrl(f.id, row.groupSlug),
        highlight: highlightHtml(row.highlight),
        name: f.name,
        size: f.size,
        content_type: f.contentType,
        folder: {
          id: row.folder.id,
          name: row.folder.name,
          html_url: folderUrl(row.folder.id, row.groupSlug, row.folder.type),
        },
        author: author ? presentMemberSummary(author) : null,
        updated_at: f.updatedAt.toISOString(),
        image_url: images.has(f.uploadId) ? `/api/storage/images/${f.uploadId}/get/200x200` : null,
      },
    ];
  });
  return { hits, total: page.total, capped: page.capped };
}

/** The names of each folder's ancestors, root first, for a page of folders in one statement. */
async function ancestorNames(db: DbOrTx, ids: string[]): Promise<Map<string, string[]>> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with recursive up(start_id, parent_id, name, depth) as (
      select ${folders.id}, ${folders.parentId}, ${folders.name}, 0 from ${folders} where ${folders.id} in (${list})
      union all
      select up.start_id, f.parent_id, f.name, up.depth + 1 from ${folders} f join up on f.id = up.parent_id
      where up.depth < 100
    )
    select start_id, coalesce(json_agg(name order by depth desc) filter (where depth > 0), '[]'::json) as path
    from up group by start_id`)) as unknown as { rows: { start_id: string; path: string[] }[] };
  return new Map(result.rows.map((r) => [r.start_id, r.path]));
}

async function searchFolders(db: DbOrTx, req: SearchRequest) {
  const match = folderMatching(req, req.query);
  const query = textQuery(req.query);
  if (!match) return EMPTY;
  const page = await matchPage(
    db,
    {
      id: folders.id,
      from: sql`${folders}`,
      where: match.where,
      newest: foldersNewest,
      rank: match.rank,
      walk: match.walk,
    },
    req,
  );
  if (page.ids.length === 0) return { hits: [], ...page };
  // One after the other: a search's source holds one connection at a time (in the fallback's transaction, its only one).
  const rows = await db
    .select({
      folder: folders,
      files: sql<number>`(select count(*)::int from ${files} f where f.folder_id = ${outerFolderId})`.mapWith(Number),
      groupSlug: groupLabelColumns(folders.groupId).groupSlug,
      // The name is the hit's title; the excerpt is the description's.
      highlight: headline(folders.description, query),
    })
    .from(folders)
    .where(inArray(folders.id, page.ids));
  const paths = await ancestorNames(db, page.ids);
  const byId = new Map(rows.map((r) => [r.folder.id, r]));
  const hits = page.ids.flatMap((id): FolderHit[] => {
    const row = byId.get(id);
    if (!row) return [];
    const f = row.folder;
    return [
      {
        type: "folder",
        id: f.id,
        html_url: folderUrl(f.id, row.groupSlug),
        highlight: highlightHtml(row.highlight),
        name: f.name,
        folder_path: paths.get(f.id) ?? [],
        total_files_count: row.files,
        updated_at: f.updatedAt.toISOString(),
      },
    ];
  });
  return { hits, total: page.total, capped: page.capped };
}

function fileSuggestionIds(req: SearchRequest) {
  const match = fileMatching(req, req.query, { prefix: true });
  if (!match) return null;
  return suggestionIdsOf(
    {
      id: files.id,
      from: filesFrom,
      where: match.where,
      newest: filesNewest,
      rank: match.rank,
      walk: match.walk,
    },
    req.limit,
  );
}

async function fileSuggestions(db: DbOrTx, ids: string[]): Promise<SearchSuggestion[]> {
  const rows = await preparedOn(db, "suggestions_files_file", (d, name) =>
    d
      .select({ id: files.id, name: files.name, groupSlug: groupLabelColumns(folders.groupId).groupSlug })
      .from(files)
      .innerJoin(folders, eq(folders.id, files.folderId))
      .where(inPlaceholder(files.id, "ids"))
      .prepare(name),
  ).execute({ ids });
  return inOrderOf(ids, rows).map((r) => ({
    module: "files",
    id: r.id,
    title: r.name,
    html_url: fileUrl(r.id, r.groupSlug),
    image_url: null,
  }));
}

function folderSuggestionIds(req: SearchRequest) {
  const match = folderMatching(req, req.query, { prefix: true });
  if (!match) return null;
  return suggestionIdsOf(
    {
      id: folders.id,
      from: sql`${folders}`,
      where: match.where,
      newest: foldersNewest,
      rank: match.rank,
      walk: match.walk,
    },
    req.limit,
  );
}

async function folderSuggestions(db: DbOrTx, ids: string[]): Promise<SearchSuggestion[]> {
  const rows = await preparedOn(db, "suggestions_files_folder", (d, name) =>
    d
      .select({ id: folders.id, name: folders.name, groupSlug: groupLabelColumns(folders.groupId).groupSlug })
      .from(folders)
      .where(inPlaceholder(folders.id, "ids"))
      .prepare(name),
  ).execute({ ids });
  return inOrderOf(ids, rows).map((r) => ({
    module: "folders",
    id: r.id,
    title: r.name,
    html_url: folderUrl(r.id, r.groupSlug),
    image_url: null,
  }));
}

/** Files in folders the member may read (communication.md §3 "Files and folders"), by name, description and text. */
export const filesSearch: SearchSource = {
  inGroups: true,
  search: (_ctx, db, req) => searchFiles(db, req),
  suggest: { ids: (_ctx, _db, req) => fileSuggestionIds(req), present: (_ctx, db, ids) => fileSuggestions(db, ids) },
};

/** Folders the member may read, subfolders and activity-stream folders (roots are the files pages themselves). */
export const foldersSearch: SearchSource = {
  inGroups: true,
  search: (_ctx, db, req) => searchFolders(db, req),
  suggest: {
    ids: (_ctx, _db, req) => folderSuggestionIds(req),
    present: (_ctx, db, ids) => folderSuggestions(db, ids),
  },
};
