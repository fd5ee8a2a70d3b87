import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref } from "../../db/columns.js";
import { sessions } from "../auth/auth.schema.js";
import { members } from "../members/members.schema.js";

/**
 * A member's device: one browser's Web Push subscription, owned by the session that registered it and ended with
 * it (sign-out, password change, expiry delete the session and so the device). One row per push endpoint: a
 * browser registering again, for whichever member, replaces its earlier row, so a push never reaches a browser on
 * behalf of a member who is no longer signed in there.
 */
export const devices = pgTable(
  "devices",
  {
    id: idPk(),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    sessionTokenHash: text("session_token_hash")
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    // The device's push toggles (GET/POST /api/v1/devices/{id}/settings), each on until turned off.
    mentions: boolean("mentions").notNull().default(true),
    directMessages: boolean("direct_messages").notNull().default(true),
    chatMessages: boolean("chat_messages").notNull().default(true),
    invitations: boolean("invitations").notNull().default(true),
    tasks: boolean("tasks").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("devices_member_idx").on(t.memberId), index("devices_session_idx").on(t.sessionTokenHash)],
);
export type DeviceRow = typeof devices.$inferSelect;

/** The server's VAPID key pair, made on first start and kept (one row). */
export const pushKeys = pgTable("push_keys", {
  id: text("id").primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: createdAt(),
});
