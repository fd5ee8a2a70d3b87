import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, ref } from "../../db/columns.js";
import { files } from "../files/files.schema.js";
import { members } from "../members/members.schema.js";

/**
 * WOPI access tokens (only their SHA-256 is kept): each names one file and one member, whether it was issued for
 * editing, and until when it holds. Every WOPI call still re-checks that the member may read (and, to write, add
 * versions to) the file; deleting the file or the member ends its tokens.
 */
export const officeAccessTokens = pgTable(
  "office_access_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    fileId: ref("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    write: boolean("write").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("office_access_tokens_expiry_idx").on(t.expiresAt)],
);
export type OfficeAccessTokenRow = typeof officeAccessTokens.$inferSelect;
