import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref } from "../../db/columns.js";
import { members } from "../members/members.schema.js";

/** An activated second factor: an authenticator app (TOTP) or codes by e-mail. */
export const authenticationFactors = pgTable(
  "authentication_factors",
  {
    id: idPk(),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["totp", "email"] }).notNull(),
    /** Base32 shared secret (RFC 6238). */
    secret: text("secret").notNull(),
    /** Time step of the last accepted code: a code is never accepted twice. */
    lastUsedCounter: integer("last_used_counter").notNull().default(0),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("authentication_factors_member_type").on(t.memberId, t.type)],
);

/** Ten single-use backup codes per member, hashed. */
export const backupCodes = pgTable(
  "backup_codes",
  {
    id: idPk(),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("backup_codes_member_idx").on(t.memberId)],
);

/** A sign-in that passed the password and waits for the second factor (cookie holds the token). */
export const signInChallenges = pgTable("sign_in_challenges", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: ref("member_id")
    .notNull()
    .references(() => members.id, { onDelete: "cascade" }),
  attempts: integer("attempts").notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
