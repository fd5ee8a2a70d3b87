import type { AdminTag, AdminTagList } from "@intranet/contracts";
import { and, asc, count, eq, ilike, inArray, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { escapeLike } from "../../db/like.js";
import { notFound } from "../../http/errors.js";
import { activities, activityReplies, activityTags, tags } from "./activities.schema.js";
import { tagPath } from "./activity-content.js";

const PER_PAGE = 20;

const uses = sql<number>`(select count(*)::int from ${activityTags} where ${activityTags.tagId} = ${tags.id})`;

/** One page of the network's tags by name (any case), each with how many posts carry it. */
export async function adminTagPage(db: DbOrTx, query: { q?: string; page: number }): Promise<AdminTagList> {
  const q = query.q?.trim();
  const where = q ? ilike(tags.name, `%${escapeLike(q)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: tags.id, name: tags.name, uses })
      .from(tags)
      .where(where)
      .orderBy(sql`lower(${tags.name})`, asc(tags.id))
      .limit(PER_PAGE)
      .offset((query.page - 1) * PER_PAGE),
    db.select({ n: count() }).from(tags).where(where),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    tags: rows,
    meta: {
      page: query.page,
      per_page: PER_PAGE,
      total_count: totalCount,
      total_pages: Math.max(1, Math.ceil(totalCount / PER_PAGE)),
    },
  };
}

// --- rewriting bodies -------------------------------------------------------------------------------------------

/** A literal for a PostgreSQL regular expression (ARE). */
const reLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A literal for regexp_replace's replacement text (`\` starts a back reference there). */
const replacementLiteral = (text: string) => text.replace(/\\/g, "\\\\");
/** Text as the rich-text sanitizer writes it between tags. */
const htmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** An attribute value as the sanitizer writes it. */
const htmlAttr = (text: string) => htmlText(text).replace(/"/g, "&quot;");

/** The stored link a tag's markup became (activity-content.ts prepareContent, then sanitized). */
const anchorPattern = (name: string) =>
  `<a href="${reLiteral(htmlAttr(tagPath(name)))}"([^>]*)>#${reLiteral(htmlText(name))}</a>`;
/** The same link to another tag's stream, or only the text `#name` when the tag goes. */
const anchorReplacement = (to: string, unlinked: boolean) =>
  unlinked
    ? replacementLiteral(`#${htmlText(to)}`)
    : `<a href="${replacementLiteral(htmlAttr(tagPath(to)))}"\\1>#${replacementLiteral(htmlText(to))}</a>`;

/** The tag in plain text: `#name` not followed by more of a tag's characters. */
const plainPattern = (name: string) => `#${reLiteral(name)}(?![^\\s#,])`;

/** `column` with every `from` tag's link rewritten to `to` (or unlinked when `to` is null), any case. */
function rewriteHtml(column: SQLWrapper, from: string[], to: string | null): SQL {
  let out: SQL = sql`${column}`;
  for (const name of from)
    out = sql`regexp_replace(${out}, ${anchorPattern(name)}, ${anchorReplacement(to ?? name, to === null)}, 'gi')`;
  return out;
}

function rewritePlain(column: SQLWrapper, from: string[], to: string): SQL {
  let out: SQL = sql`${column}`;
  for (const name of from)
    out = sql`regexp_replace(${out}, ${plainPattern(name)}, ${replacementLiteral(`#${to}`)}, 'gi')`;
  return out;
}

/** Any of the tags' links in an HTML column (the index-free filter for replies, which keep no tag rows). */
const carriesAnyLink = (column: SQLWrapper, from: string[]) =>
  sql`${column} ~* ${from.map((n) => anchorPattern(n)).join("|")}`;

/**
 * Rewrites the bodies that carry the `from` tags: the posts carrying them (through their tag rows: only those are
 * read) and the replies whose text links to them. One set-based UPDATE per table, in the caller's transaction.
 */
export async function rewriteBodies(tx: DbOrTx, fromIds: string[], from: string[], to: string | null) {
  const changed = from.filter((n) => n !== to);
  if (changed.length === 0) return;
  await tx
    .update(activities)
    .set({
      htmlContent: rewriteHtml(activities.htmlContent, changed, to),
      ...(to === null ? {} : { plainContent: rewritePlain(activities.plainContent, changed, to) }),
    })
    .where(
      inArray(
        activities.id,
        tx.select({ id: activityTags.activityId }).from(activityTags).where(inArray(activityTags.tagId, fromIds)),
      ),
    );
  await tx
    .update(activityReplies)
    .set({ htmlContent: rewriteHtml(activityReplies.htmlContent, changed, to) })
    .where(carriesAnyLink(activityReplies.htmlContent, changed));
}

// --- rows of the three actions ---------------------------------------------------------------------------------------

/** The tag, locked for the action; 404 when there is none. */
export async function requireTag(tx: DbOrTx, id: string) {
  const [tag] = await tx.select().from(tags).where(eq(tags.id, id)).for("update");
  if (!tag) throw notFound();
  return tag;
}

/** The tag as the administration list shows it. */
export const presentTag = async (tx: DbOrTx, id: string): Promise<AdminTag> => {
  const [row] = await tx.select({ id: tags.id, name: tags.name, uses }).from(tags).where(eq(tags.id, id));
  if (!row) throw notFound();
  return row;
};

/** Whether another tag already has the name, any case. */
export async function tagNameTaken(tx: DbOrTx, name: string, exceptId: string) {
  const [other] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(sql`lower(${tags.name})`, name.toLowerCase()), ne(tags.id, exceptId)))
    .limit(1);
  return other !== undefined;
}

export async function setTagName(tx: DbOrTx, id: string, name: string) {
  await tx.update(tags).set({ name }).where(eq(tags.id, id));
}

/** The source tags, locked; fewer than asked when some do not exist. */
export async function lockTags(tx: DbOrTx, ids: string[]) {
  return tx.select().from(tags).where(inArray(tags.id, ids)).for("update");
}

/** Folds the sources into the target: their posts carry the target, tags under them hang under it, they go. */
export async function foldTags(tx: DbOrTx, sourceIds: string[], targetId: string) {
  await tx
    .insert(activityTags)
    .select(
      tx
        .select({ activityId: activityTags.activityId, tagId: sql<string>`${targetId}`.as("tag_id") })
        .from(activityTags)
        .where(inArray(activityTags.tagId, sourceIds)),
    )
    .onConflictDoNothing();
  await tx.update(tags).set({ parentId: targetId }).where(inArray(tags.parentId, sourceIds));
  await tx.delete(tags).where(inArray(tags.id, sourceIds));
}

export async function deleteTagRow(tx: DbOrTx, id: string) {
  await tx.delete(tags).where(eq(tags.id, id));
}
