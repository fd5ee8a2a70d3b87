import type { ReplyType } from "@intranet/contracts";
import { and, asc, eq, getTableColumns, inArray, or, sql } from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { inPlaceholder, preparedOn } from "../../db/prepared.js";
import {
  type ActivityReplyRow,
  type ActivityRow,
  activities,
  activityReplies,
  activityReplyMentions,
} from "./activities.schema.js";
import { type AttachmentRef, attachmentRefsColumn } from "./attachments.repo.js";

const qb = new QueryBuilder();

/** A reply with the reply it quotes (null when there is none or it was removed). */
export type LoadedReply = ActivityReplyRow & {
  quoted: { id: string; authorId: string | null; htmlContent: string } | null;
  /** Its images and files (upload ids), in their order. */
  attachments: AttachmentRef[];
};

const replyColumns = getTableColumns(activityReplies);
const quoted = alias(activityReplies, "quoted_reply");
const quotedColumns = {
  quotedId: quoted.id,
  quotedAuthorId: quoted.authorId,
  quotedHtml: quoted.htmlContent,
  attachments: attachmentRefsColumn({ replyId: activityReplies.id }),
};
const withQuote = (
  r: ActivityReplyRow & {
    quotedId: string | null;
    quotedAuthorId: string | null;
    quotedHtml: string | null;
    attachments: AttachmentRef[];
  },
): LoadedReply => {
  const { quotedId, quotedAuthorId, quotedHtml, ...reply } = r;
  return {
    ...reply,
    quoted: quotedId ? { id: quotedId, authorId: quotedAuthorId, htmlContent: quotedHtml ?? "" } : null,
  };
};
const quotedJoin = and(eq(quoted.id, activityReplies.quotedReplyId), eq(quoted.state, "published"));

/**
 * The newest `perActivity` published replies of each activity (for a question: its answers, plus the
 * accepted one wherever it is), oldest first, in one statement for the whole page, built once (the ids as
 * array parameters).
 */
export async function replyPreviews(
  db: DbOrTx,
  shown: Pick<ActivityRow, "id" | "objectType" | "acceptedAnswerId">[],
  perActivity: number,
): Promise<LoadedReply[]> {
  if (shown.length === 0) return [];
  const query = preparedOn(
    db,
    "reply_previews",
    (d, name) => {
      const ranked = qb
        .select({
          id: activityReplies.id,
          rank: sql<number>`row_number() over (partition by ${activityReplies.activityId} order by ${activityReplies.id} desc)`.as(
            "rank",
          ),
        })
        .from(activityReplies)
        .where(
          and(
            eq(activityReplies.state, "published"),
            or(
              and(inPlaceholder(activityReplies.activityId, "questions"), eq(activityReplies.type, "answers")),
              and(inPlaceholder(activityReplies.activityId, "others"), eq(activityReplies.type, "replies")),
            ),
          ),
        )
        .as("ranked");
      // One id list (a union, not `id in (…) or id in (…)`): with the OR, PostgreSQL scanned every reply and joined
      // every quoted one (75 ms at 200,000 replies, growing with the table); with the list it looks up a page's ids.
      const ids = qb
        .select({ id: ranked.id })
        .from(ranked)
        .where(sql`${ranked.rank} <= ${sql.placeholder("perActivity")}`)
        .union(
          qb
            .select({ id: activityReplies.id })
            .from(activityReplies)
            .where(inPlaceholder(activityReplies.id, "accepted")),
        );
      return d
        .select({ ...replyColumns, ...quotedColumns })
        .from(activityReplies)
        .leftJoin(quoted, quotedJoin)
        .where(and(eq(activityReplies.state, "published"), inArray(activityReplies.id, ids)))
        .orderBy(asc(activityReplies.id))
        .prepare(name);
    },
    { plan: "generic" },
  );
  const rows = await query.execute({
    questions: shown.filter((a) => a.objectType === "question").map((a) => a.id),
    others: shown.filter((a) => a.objectType !== "question").map((a) => a.id),
    accepted: shown.flatMap((a) => (a.acceptedAnswerId ? [a.acceptedAnswerId] : [])),
    perActivity,
  });
  return rows.map(withQuote);
}

/** Every published reply and answer of the activity, oldest first. */
export async function allReplies(db: DbOrTx, activityId: string): Promise<LoadedReply[]> {
  const rows = await db
    .select({ ...replyColumns, ...quotedColumns })
    .from(activityReplies)
    .leftJoin(quoted, quotedJoin)
    .where(and(eq(activityReplies.activityId, activityId), eq(activityReplies.state, "published")))
    .orderBy(asc(activityReplies.id));
  return rows.map(withQuote);
}

/** A published reply of the activity, of the given type; null for anything else. */
export async function findPublishedReply(
  db: DbOrTx,
  activityId: string,
  replyId: string,
  type?: ReplyType,
): Promise<LoadedReply | null> {
  const [row] = await db
    .select({ ...replyColumns, ...quotedColumns })
    .from(activityReplies)
    .leftJoin(quoted, quotedJoin)
    .where(
      and(
        eq(activityReplies.id, replyId),
        eq(activityReplies.activityId, activityId),
        eq(activityReplies.state, "published"),
        type ? eq(activityReplies.type, type) : undefined,
      ),
    )
    .limit(1);
  return row ? withQuote(row) : null;
}
const countColumn = (type: ReplyType) => (type === "answers" ? activities.answerCount : activities.replyCount);

/** Moves the activity's count of published replies (or answers) by `delta`. */
export async function bumpReplyCount(db: DbOrTx, activityId: string, type: ReplyType, delta: 1 | -1) {
  const column = countColumn(type);
  const key = type === "answers" ? "answerCount" : "replyCount";
  await db
    .update(activities)
    .set({ [key]: sql`greatest(${column} + ${delta}, 0)` })
    .where(eq(activities.id, activityId));
}

export async function insertReply(db: DbOrTx, values: typeof activityReplies.$inferInsert): Promise<ActivityReplyRow> {
  const [row] = await db.insert(activityReplies).values(values).returning();
  if (!row) throw new Error("reply insert returned nothing");
  return row;
}

export async function updateReply(
  db: DbOrTx,
  id: string,
  set: { htmlContent: string; quotedReplyId?: string | null; updatedAt: Date },
) {
  await db.update(activityReplies).set(set).where(eq(activityReplies.id, id));
}

/** Removes a published reply; false when it was removed already (then no count moves). */
export async function removeReply(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(activityReplies)
    .set({ state: "removed" })
    .where(and(eq(activityReplies.id, id), eq(activityReplies.state, "published")))
    .returning({ id: activityReplies.id });
  return rows.length > 0;
}

/** Marks the answer as the question's accepted one, or clears it (null); clearing names the answer it clears. */
export async function setAcceptedAnswer(db: DbOrTx, activityId: string, replyId: string | null, clearing?: string) {
  await db
    .update(activities)
    .set({ acceptedAnswerId: replyId })
    .where(and(eq(activities.id, activityId), clearing ? eq(activities.acceptedAnswerId, clearing) : undefined));
}

/** Sets the members a reply names to exactly these (ids of existing members). */
export async function replaceReplyMentions(db: DbOrTx, reply: { id: string; activityId: string }, memberIds: string[]) {
  await db.delete(activityReplyMentions).where(eq(activityReplyMentions.replyId, reply.id));
  if (memberIds.length === 0) return;
  await db
    .insert(activityReplyMentions)
    .values(memberIds.map((memberId) => ({ replyId: reply.id, activityId: reply.activityId, memberId })))
    .onConflictDoNothing();
}
