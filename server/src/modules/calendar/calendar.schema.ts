import type { ApplicationConfiguration, AttendeeConfiguration } from "@intranet/contracts";
import { type SQLWrapper, sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";
import { groups } from "../groups/groups.schema.js";
import { members } from "../members/members.schema.js";

/** Network, personal and group calendars; "shared" is how a personal calendar appears to those it is shared with. */
export const calendars = pgTable(
  "calendars",
  {
    id: idPk(),
    name: text("name").notNull(),
    /** Hex without #. */
    color: text("color").notNull(),
    type: text("type", { enum: ["network", "personal", "group"] }).notNull(),
    groupId: ref("group_id").references(() => groups.id, { onDelete: "cascade" }),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("calendars_group_idx").on(t.groupId), index("calendars_author_idx").on(t.authorId, t.type)],
);
export type CalendarRow = typeof calendars.$inferSelect;

/** Members a personal calendar is shared with (read access). */
export const calendarShares = pgTable(
  "calendar_shares",
  {
    calendarId: ref("calendar_id")
      .notNull()
      .references(() => calendars.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.calendarId, t.memberId] }), index("calendar_shares_member_idx").on(t.memberId)],
);

export const appointmentCategories = pgTable("appointment_categories", {
  id: idPk(),
  label: text("label").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

export type AppointmentLocation = {
  name: string | null;
  address1: string | null;
  address2: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  link: string | null;
  meeting_link_type: "ms_teams" | "google_meet" | "zoom" | "other" | null;
};

export type EventSettings = {
  attendee_configuration: AttendeeConfiguration;
  application_configuration: ApplicationConfiguration;
};

/**
 * The time a single appointment spans, start and end included (an end before the start counts as the start), as
 * `appointments_span_idx` indexes it: a window overlaps it with `&&`.
 */
export const appointmentSpan = (startsAt: SQLWrapper, endsAt: SQLWrapper) =>
  sql`tstzrange(${startsAt}, greatest(coalesce(${endsAt}, ${startsAt}), ${startsAt}), '[]')`;

/**
 * A single appointment, a recurring series, or an exception of a series (seriesId + originalStartsAt):
 * a modified occurrence, a cancelled occurrence (cancelledAt) or a removed one (excluded, an EXDATE).
 */
export const appointments = pgTable(
  "appointments",
  {
    id: idPk(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    timeZone: text("time_zone").notNull(),
    allDay: boolean("all_day").notNull().default(false),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Wall-clock start and end in timeZone (YYYY-MM-DDTHH:mm:ss), what recurrence repeats across DST. */
    startLocal: text("start_local").notNull(),
    endLocal: text("end_local"),
    /** RRULE value without DTSTART (FREQ, INTERVAL, UNTIL in UTC); null for a single appointment. */
    rrule: text("rrule"),
    recurrenceFrequency: text("recurrence_frequency", { enum: ["daily", "weekly", "monthly", "yearly"] }),
    recurrenceInterval: integer("recurrence_interval"),
    /** Wall-clock end of the recurrence as entered; recurrenceEndsAt is its UTC bound for queries. */
    recurrenceEndLocal: text("recurrence_end_local"),
    recurrenceEndsAt: timestamp("recurrence_ends_at", { withTimezone: true }),
    seriesId: ref("series_id"),
    originalStartsAt: timestamp("original_starts_at", { withTimezone: true }),
    excluded: boolean("excluded").notNull().default(false),
    location: jsonb("location").$type<AppointmentLocation>(),
    categoryId: ref("category_id").references(() => appointmentCategories.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    eventSettings: jsonb("event_settings").$type<EventSettings>().notNull(),
    eventImageId: ref("event_image_id"),
    fileIds: jsonb("file_ids").$type<string[]>().notNull().default([]),
    /** Stored images the description shows (kept with it on write), for file access by index. */
    descriptionImageIds: jsonb("description_image_ids").$type<string[]>().notNull().default([]),
    postToStream: boolean("post_to_stream").notNull().default(false),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    lastAuthorId: ref("last_author_id").references(() => members.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("appointments_starts_idx").on(t.startsAt),
    index("appointments_recurring_idx").on(t.recurrenceEndsAt),
    index("appointments_series_idx").on(t.seriesId, t.originalStartsAt),
    index("appointments_author_idx").on(t.authorId),
    // the statistics' appointments series
    index("appointments_created_idx").on(t.createdAt),
    // Who may read a stored file asks which appointments attach it.
    index("appointments_event_image_idx").on(t.eventImageId),
    index("appointments_files_idx").using("gin", t.fileIds),
    index("appointments_description_images_idx").using("gin", t.descriptionImageIds),
    // A window's single appointments: the time they span overlaps it (appointments.repo.ts `spanOverlaps`); a
    // B-tree on the start alone walks every appointment before the window's end.
    index("appointments_span_idx")
      .using("gist", appointmentSpan(t.startsAt, t.endsAt))
      .where(sql`${t.seriesId} is null and ${t.rrule} is null`),
    // A window's series: the few that started before its end.
    index("appointments_series_starts_idx").on(t.startsAt).where(sql`${t.seriesId} is null and ${t.rrule} is not null`),
  ],
);
export type AppointmentRow = typeof appointments.$inferSelect;

/** The calendars an appointment appears in (exceptions inherit their series' calendars). */
export const appointmentCalendars = pgTable(
  "appointment_calendars",
  {
    appointmentId: ref("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    calendarId: ref("calendar_id")
      .notNull()
      .references(() => calendars.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentId, t.calendarId] }),
    index("appointment_calendars_calendar_idx").on(t.calendarId),
  ],
);

/** A member's calendar feed token (hashed); it authenticates feeds and nothing else. */
export const calendarFeedTokens = pgTable("calendar_feed_tokens", {
  memberId: ref("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});
