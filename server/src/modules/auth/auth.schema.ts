import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, ref } from "../../db/columns.js";
import { members } from "../members/members.schema.js";

/** Server-side sessions; the cookie holds the token, the row its hash. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The provider's ID token of a session begun by single sign-on (the hint of its sign-out), else null. */
    ssoIdToken: text("sso_id_token"),
  },
  (t) => [index("sessions_member_idx").on(t.memberId)],
);

/** Single-use, expiring password reset links. */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_resets_member_idx").on(t.memberId)],
);

/**
 * The one-time link of a production first start (`/setup/{token}`): the token's hash, until it is used (the row
 * deleted) or expires. Each start without an administrator replaces it.
 */
export const setupTokens = pgTable("setup_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * A single sign-on under way: the state the browser carries (also in a short-lived cookie) by its hash, with the PKCE
 * verifier and nonce the callback checks the provider's answer against. Used once; 10 minutes at most.
 */
export const ssoLogins = pgTable("sso_logins", {
  stateHash: text("state_hash").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  redirectTo: text("redirect_to"),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
