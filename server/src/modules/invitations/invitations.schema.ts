import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";
import { members } from "../members/members.schema.js";

/** The scope an invitation was sent from: the network, a group category or a group (administration.md §7). */
export type InviteScopeType = "network" | "group_category" | "group";

/**
 * One send of invitations (one address, or a CSV list): its mails go out through the `invitations.mail` job, which
 * counts `sent` so the screen shows the progress of a long list.
 */
export const inviteBatches = pgTable("invite_batches", {
  id: idPk(),
  inviterId: ref("inviter_id").references(() => members.id, { onDelete: "set null" }),
  total: integer("total").notNull(),
  sent: integer("sent").notNull().default(0),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * An invitation by e-mail: a single-use link (only the sha256 of its token is kept; null until the mail goes out)
 * to a sign-up page that creates the member with `userType` and the groups named here. Open until used (accepted)
 * or revoked (obsolete); "joined" is said of an open one whose address became a member some other way.
 */
export const externalInvites = pgTable(
  "external_invites",
  {
    id: idPk(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    userType: text("user_type", { enum: ["normal", "external"] }).notNull(),
    groupIds: jsonb("group_ids").$type<string[]>().notNull(),
    scopeType: text("scope_type", { enum: ["network", "group_category", "group"] }).notNull(),
    scopeId: ref("scope_id"),
    inviterId: ref("inviter_id").references(() => members.id, { onDelete: "set null" }),
    batchId: ref("batch_id").references(() => inviteBatches.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    tokenHash: text("token_hash"),
    status: text("status", { enum: ["open", "accepted", "obsolete"] })
      .notNull()
      .default("open"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    memberId: ref("member_id").references(() => members.id, { onDelete: "set null" }),
    /** When it was sent: made, or renewed last (a renewal sends it again); the list's "Sent" and its order. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("external_invites_token_unique").on(t.tokenHash),
    index("external_invites_scope_idx").on(t.scopeType, t.scopeId, t.createdAt),
    index("external_invites_email_idx").on(sql`lower(${t.email})`, t.status),
    index("external_invites_batch_idx").on(t.batchId),
  ],
);

export type ExternalInviteRow = typeof externalInvites.$inferSelect;
