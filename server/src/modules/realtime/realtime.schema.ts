import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, ref } from "../../db/columns.js";
import { sessions } from "../auth/auth.schema.js";
import { members } from "../members/members.schema.js";

/**
 * Short-lived socket credentials from POST /api/v1/chat_token; only the hash is kept. Each belongs to the
 * session that asked for it and ends with it (sign-out, password change or reset, expiry).
 */
export const socketTokens = pgTable(
  "socket_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    sessionTokenHash: text("session_token_hash")
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("socket_tokens_member_idx").on(t.memberId), index("socket_tokens_session_idx").on(t.sessionTokenHash)],
);
