import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, ref } from "../../db/columns.js";
import { members } from "../members/members.schema.js";

/** Short-lived socket credentials from POST /api/v1/chat_token; only the hash is kept. */
export const socketTokens = pgTable(
  "socket_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("socket_tokens_member_idx").on(t.memberId)],
);
