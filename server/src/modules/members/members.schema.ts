import { defaultMemberSettings, type PropertyValues } from "@intranet/contracts";
import { sql } from "drizzle-orm";
import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, sortKeyOf, updatedAt } from "../../db/columns.js";

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
    firstNameSort: text("first_name_sort").generatedAlwaysAs(sortKeyOf("first_name")),
    lastNameSort: text("last_name_sort").generatedAlwaysAs(sortKeyOf("last_name")),
    isExternal: boolean("is_external").notNull().default(false),
    isNetworkAdmin: boolean("is_network_admin").notNull().default(false),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    /** Set when an administrator deletes the member: the row stays (with a marker name) for their content's sake. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** The last successful sign-in (administration's members table). */
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    language: text("language").notNull().default("en"),
    timeZone: text("time_zone").notNull().default("Europe/Berlin"),
    /** The member's birthday (YYYY-MM-DD), for the birthday mails; null when not given. */
    birthday: date("birthday", { mode: "string" }),
    profile: jsonb("profile").$type<MemberProfile>().notNull(),
    /** The values of the network's member profile property set (`member_profile`), checked by its owner on save. */
    profileProperties: jsonb("profile_properties").$type<PropertyValues>().notNull().default({}),
    avatarImageId: ref("avatar_image_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("members_email_unique").on(sql`lower(${t.email})`),
    index("members_name_idx").on(t.lastNameSort, t.firstNameSort, t.id),
    // Prefix search in the directory, the pickers and the administration's table: name_sort LIKE 'abc%' uses these.
    index("members_first_name_prefix_idx").on(sql`${t.firstNameSort} text_pattern_ops`),
    index("members_last_name_prefix_idx").on(sql`${t.lastNameSort} text_pattern_ops`),
    index("members_sort_first_idx").on(t.firstNameSort, t.lastNameSort, t.id),
    // Who may read a stored file asks whether it is a profile picture.
    index("members_avatar_image_idx").on(t.avatarImageId),
    // The administration's members table sorts by these.
    index("members_admin_email_idx").on(sql`lower(${t.email})`, t.id),
    index("members_admin_sign_in_idx").on(t.lastSignInAt, t.id),
    // the statistics' members series counts by join time
    index("members_created_idx").on(t.createdAt),
  ],
);

export type MemberRow = typeof members.$inferSelect;

export type NotificationSettings = {
  email_digests: boolean;
  email_daily_digests: { enabled: boolean; group_ids: "all" | string[]; include_network_level: boolean };
  email_subscriptions: boolean;
  email_notifications: boolean;
  email_admin_notifications: boolean;
  email_task_assignments: boolean;
  email_task_answers: boolean;
};

export const defaultNotificationSettings: NotificationSettings = defaultMemberSettings;

/** A member's notification settings; a member without a row has the defaults. */
export const memberSettings = pgTable("member_settings", {
  memberId: ref("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  notifications: jsonb("notifications").$type<NotificationSettings>().notNull(),
  updatedAt: updatedAt(),
});

/** Proposed profile values an administrator reviews (network config change_requests). */
export const changeRequests = pgTable(
  "change_requests",
  {
    id: idPk(),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    values: jsonb("values").$type<Record<string, string | null>>().notNull(),
    status: text("status", { enum: ["open", "accepted", "declined"] })
      .notNull()
      .default("open"),
    createdAt: createdAt(),
  },
  (t) => [index("change_requests_member_idx").on(t.memberId)],
);
