import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { htmlToText } from "../../lib/rich-text.js";
import type { MemberRow } from "../members/members.schema.js";
import { activityReadableBy, findReadableActivity } from "./activities.access.js";
import { activities, activityReplies } from "./activities.schema.js";

/** Activities and their replies as abuse report subjects (abuse-reports module's `abuseSubjects` hook). */
export const activityAbuseSubject = {
  readable: async (db: DbOrTx, viewer: MemberRow, id: string) => (await findReadableActivity(db, viewer, id)) !== null,
  excerpts: async (db: DbOrTx, ids: string[]) =>
    (
      await db
        .select({ id: activities.id, text: activities.plainContent })
        .from(activities)
        .where(inArray(activities.id, ids))
    ).map((r) => ({ ...r, path: `/activities/${r.id}` })),
};

export const replyAbuseSubject = {
  /** A published reply of an activity the viewer may read. */
  readable: async (db: DbOrTx, viewer: MemberRow, id: string) => {
    const [row] = await db
      .select({ id: activityReplies.id })
      .from(activityReplies)
      .where(
        and(
          eq(activityReplies.id, id),
          eq(activityReplies.state, "published"),
          activityReadableBy(activityReplies.activityId, viewer),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
  excerpts: async (db: DbOrTx, ids: string[]) =>
    (
      await db
        .select({ id: activityReplies.id, activityId: activityReplies.activityId, html: activityReplies.htmlContent })
        .from(activityReplies)
        .where(and(inArray(activityReplies.id, ids), eq(activityReplies.state, "published")))
    ).map((r) => ({
      id: r.id,
      text: htmlToText(r.html, "compact"),
      path: `/activities/${r.activityId}/replies/${r.id}`,
    })),
};
