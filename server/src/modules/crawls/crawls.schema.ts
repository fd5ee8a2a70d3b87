import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";
import { members } from "../members/members.schema.js";
import { uploads } from "../uploads/uploads.schema.js";

/**
 * A link preview being made or made (communication.md "Crawl": id, url, status). The job fills the result
 * columns when it finishes; a finished crawl of the same address is reused for a day.
 */
export const crawls = pgTable(
  "crawls",
  {
    id: idPk(),
    /** The address asked for. */
    url: text("url").notNull(),
    status: text("status", { enum: ["initialized", "retry", "finished", "error"] })
      .notNull()
      .default("initialized"),
    /** Fetches tried so far (a transient failure is tried once more). */
    attempts: integer("attempts").notNull().default(0),
    startedById: ref("started_by_id").references(() => members.id, { onDelete: "set null" }),
    /** The address after redirects. */
    finalUrl: text("final_url"),
    title: text("title"),
    description: text("description"),
    siteName: text("site_name"),
    /** The page's image, fetched and stored here so readers never load it from the page's site. */
    imageUploadId: ref("image_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    /** Why it failed, for the log and the administrators; never shown to members. */
    failure: text("failure"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("crawls_url_idx").on(t.url, t.createdAt.desc()),
    index("crawls_image_idx").on(t.imageUploadId),
    index("crawls_started_by_idx").on(t.startedById, t.createdAt),
  ],
);

export type CrawlRow = typeof crawls.$inferSelect;
