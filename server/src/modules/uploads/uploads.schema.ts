import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref } from "../../db/columns.js";
import { members } from "../members/members.schema.js";

/** A stored file: volatile after upload, published once the form that uses it is saved. */
export const uploads = pgTable(
  "uploads",
  {
    id: idPk(),
    directory: text("directory", { enum: ["files", "images", "assets"] }).notNull(),
    ownerId: ref("owner_id").references(() => members.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    extension: text("extension").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    state: text("state", { enum: ["volatile", "published"] })
      .notNull()
      .default("volatile"),
    externalId: text("external_id"),
    /** Path of the bytes relative to the storage root. */
    storageKey: text("storage_key").notNull(),
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [index("uploads_owner_idx").on(t.ownerId), index("uploads_volatile_idx").on(t.state, t.createdAt)],
);

export type UploadRow = typeof uploads.$inferSelect;
