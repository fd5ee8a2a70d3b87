import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";

export type MemberProfile = {
  position: string | null;
  department: string | null;
  phone: string | null;
  location: string | null;
  about: string | null;
};

export const members = pgTable(
  "members",
  {
    id: idPk(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    isExternal: boolean("is_external").notNull().default(false),
    isNetworkAdmin: boolean("is_network_admin").notNull().default(false),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    language: text("language").notNull().default("en"),
    timeZone: text("time_zone").notNull().default("Europe/Berlin"),
    profile: jsonb("profile").$type<MemberProfile>().notNull(),
    avatarImageId: ref("avatar_image_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("members_email_unique").on(sql`lower(${t.email})`),
    index("members_name_idx").on(t.lastName, t.firstName),
  ],
);

export type MemberRow = typeof members.$inferSelect;
