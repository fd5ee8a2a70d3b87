import {
  ADMIN_TAG_NAME,
  type AdminTag,
  type AdminTagList,
  TAG_NAME_INVALID,
  TAG_NAME_TAKEN,
  type TagMergeBody,
} from "@intranet/contracts";
import { and, asc, count, eq, ilike, inArray, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { escapeLike } from "../../db/like.js";
import { invalid, notFound } from "../../http/errors.js";
import { recordAudit } from "../administration/audit.repo.js";
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
async function rewriteBodies(tx: DbOrTx, fromIds: string[], from: string[], to: string | null) {
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

async function rewriteElsewhere(ctx: AppContext, tx: DbOrTx, from: string[], to: string | null) {
  for (const rewrite of ctx.modules.tagRewriters.values()) await rewrite(tx, from, to);
}

// --- the three actions ---------------------------------------------------------------------------------------------

async function requireTag(tx: DbOrTx, id: string) {
  const [tag] = await tx.select().from(tags).where(eq(tags.id, id)).for("update");
  if (!tag) throw notFound();
  return tag;
}

const presentTag = async (tx: DbOrTx, id: string): Promise<AdminTag> => {
  const [row] = await tx.select({ id: tags.id, name: tags.name, uses }).from(tags).where(eq(tags.id, id));
  if (!row) throw notFound();
  return row;
};

/** Renames a tag (422 for a name not allowed or another tag's, any case), rewriting every body and profile. */
export async function renameTag(ctx: AppContext, actorId: string, id: string, rawName: string): Promise<AdminTag> {
  const name = rawName.trim();
  if (!ADMIN_TAG_NAME.test(name)) throw invalid({ name: [TAG_NAME_INVALID] });
  return ctx.db.transaction(async (tx) => {
    const tag = await requireTag(tx, id);
    const [other] = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(sql`lower(${tags.name})`, name.toLowerCase()), ne(tags.id, id)))
      .limit(1);
    if (other) throw invalid({ name: [TAG_NAME_TAKEN] });
    if (tag.name === name) return presentTag(tx, id);
    await rewriteBodies(tx, [id], [tag.name], name);
    await rewriteElsewhere(ctx, tx, [tag.name], name);
    await tx.update(tags).set({ name }).where(eq(tags.id, id));
    await recordAudit(tx, {
      type: "TagRename",
      actorId,
      subject: { type: "Tag", id },
      details: { from: tag.name, to: name },
    });
    return presentTag(tx, id);
  });
}

/** Folds the source tags into the target: their posts carry the target, their bodies and profiles name it. */
export async function mergeTags(ctx: AppContext, actorId: string, body: TagMergeBody): Promise<AdminTag> {
  const sourceIds = [...new Set(body.source_ids)];
  if (sourceIds.includes(body.target_id)) throw invalid({ source_ids: ["must not contain the target"] });
  return ctx.db.transaction(async (tx) => {
    const target = await requireTag(tx, body.target_id);
    const sources = await tx.select().from(tags).where(inArray(tags.id, sourceIds)).for("update");
    if (sources.length !== sourceIds.length) throw notFound();
    const names = sources.map((s) => s.name);
    await rewriteBodies(tx, sourceIds, names, target.name);
    await rewriteElsewhere(ctx, tx, names, target.name);
    await tx
      .insert(activityTags)
      .select(
        tx
          .select({ activityId: activityTags.activityId, tagId: sql<string>`${target.id}`.as("tag_id") })
          .from(activityTags)
          .where(inArray(activityTags.tagId, sourceIds)),
      )
      .onConflictDoNothing();
    // Tags under a source now hang under the target; the sources go (their tag rows with them).
    await tx.update(tags).set({ parentId: target.id }).where(inArray(tags.parentId, sourceIds));
    await tx.delete(tags).where(inArray(tags.id, sourceIds));
    await recordAudit(tx, {
      type: "TagMerge",
      actorId,
      subject: { type: "Tag", id: target.id },
      details: { from: names, to: target.name },
    });
    return presentTag(tx, target.id);
  });
}

/** Deletes a tag: posts lose it, its links become plain `#name` text, profiles drop it. */
export async function destroyTag(ctx: AppContext, actorId: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const tag = await requireTag(tx, id);
    await rewriteBodies(tx, [id], [tag.name], null);
    await rewriteElsewhere(ctx, tx, [tag.name], null);
    await tx.delete(tags).where(eq(tags.id, id));
    await recordAudit(tx, { type: "TagDestroy", actorId, subject: { type: "Tag", id }, details: { name: tag.name } });
  });
}
