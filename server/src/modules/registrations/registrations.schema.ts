import type { ProfileFields, PropertyValues } from "@intranet/contracts";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref } from "../../db/columns.js";
import { members } from "../members/members.schema.js";

/**
 * A sign-up without an invitation (administration §3 join settings): unconfirmed until the mailed single-use link
 * is opened, then pending an administrator's decision in a moderated network, then accepted (the member exists)
 * or declined. The member is made only on acceptance; the password is kept hashed until then.
 */
export const joinRequests = pgTable(
  "network_join_requests",
  {
    id: idPk(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    profile: jsonb("profile").$type<Partial<ProfileFields>>().notNull(),
    /** The member profile property set's values given at sign-up (checked then), the member's once made. */
    profileProperties: jsonb("profile_properties").$type<PropertyValues>().notNull().default({}),
    language: text("language").notNull(),
    external: boolean("external").notNull(),
    status: text("status", { enum: ["unconfirmed", "pending", "accepted", "declined"] }).notNull(),
    /** sha256 of the confirmation link's token; cleared once used. */
    tokenHash: text("token_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: ref("decided_by").references(() => members.id, { onDelete: "set null" }),
    memberId: ref("member_id").references(() => members.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("network_join_requests_token_idx").on(t.tokenHash),
    index("network_join_requests_status_idx").on(t.status, t.createdAt),
    index("network_join_requests_email_idx").on(t.email),
  ],
);
export type JoinRequestRow = typeof joinRequests.$inferSelect;
