import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { idPk, ref } from "../../db/columns.js";
import { uploads } from "../uploads/uploads.schema.js";
import { activities, activityReplies } from "./activities.schema.js";

/**
 * Link previews attached to an activity or to one of its replies (exactly one owner is set), copied from the
 * finished crawl the author chose, so the preview stays as posted whatever later crawls of the address find.
 */
export const activityLinks = pgTable(
  "activity_links",
  {
    id: idPk(),
    activityId: ref("activity_id").references(() => activities.id, { onDelete: "cascade" }),
    replyId: ref("reply_id").references(() => activityReplies.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    /** The crawl it came from: an edit that names it again keeps the link as it is. */
    crawlId: ref("crawl_id").notNull(),
    url: text("url").notNull(),
    title: text("title"),
    description: text("description"),
    siteName: text("site_name"),
    imageUploadId: ref("image_upload_id").references(() => uploads.id, { onDelete: "set null" }),
  },
  (t) => [
    check("activity_links_one_owner", sql`num_nonnulls(${t.activityId}, ${t.replyId}) = 1`),
    index("activity_links_activity_idx").on(t.activityId).where(sql`${t.activityId} is not null`),
    index("activity_links_reply_idx").on(t.replyId).where(sql`${t.replyId} is not null`),
  ],
);

export type ActivityLinkRow = typeof activityLinks.$inferSelect;
