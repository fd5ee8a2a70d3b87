import type { AuditEventType, LegalTextStatement } from "@intranet/contracts";
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";
import { members } from "../members/members.schema.js";

/**
 * The audit log (administration §9): one row per audited action, written by the module that acts, in the action's
 * transaction (`recordAudit`), so an action is committed exactly when its row is.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: idPk(),
    eventType: text("event_type").$type<AuditEventType>().notNull(),
    /** Who acted; null when the system did, or once the member is deleted. */
    actorId: ref("actor_id").references(() => members.id, { onDelete: "set null" }),
    /** The member the action concerns (who joined, whose membership ended), if any. */
    membershipId: ref("membership_id").references(() => members.id, { onDelete: "set null" }),
    /** What was acted on, by type and id (a group, a file, a legal text), kept after the object is gone. */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    /** What the audit log's "details" filter searches and shows: names and values at the time of the action. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_created_idx").on(t.createdAt, t.id),
    // The audit log's filters, each walked newest first within the date window (audit-log.repo.ts).
    index("audit_events_type_created_idx").on(t.eventType, t.createdAt, t.id),
    index("audit_events_actor_idx").on(t.actorId, t.createdAt, t.id),
    index("audit_events_membership_idx").on(t.membershipId, t.createdAt, t.id),
    index("audit_events_details_trgm_idx").using("gin", sql`(${t.details}::text) gin_trgm_ops`),
  ],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;

/** Legal texts (§3): the text itself lives in its versions; the row names the current one. */
export const legalTexts = pgTable(
  "legal_texts",
  {
    id: idPk(),
    name: text("name").notNull(),
    /** Made from the name when the text is created, never changed: /legal/{handle} stays the same address. */
    handle: text("handle").notNull(),
    statement: text("statement").$type<LegalTextStatement>().notNull(),
    /** Texts the installation supplies: shown, never edited or deleted. */
    readOnly: boolean("read_only").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("legal_texts_handle_unique").on(t.handle)],
);
export type LegalTextRow = typeof legalTexts.$inferSelect;

/** Every save of a legal text keeps a version; the highest number is the current one. */
export const legalTextVersions = pgTable(
  "legal_text_versions",
  {
    id: idPk(),
    legalTextId: ref("legal_text_id")
      .notNull()
      .references(() => legalTexts.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    name: text("name").notNull(),
    statement: text("statement").$type<LegalTextStatement>().notNull(),
    /** Sanitized HTML (`legal_text` allowlist). */
    htmlText: text("html_text").notNull(),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("legal_text_versions_number_unique").on(t.legalTextId, t.number)],
);
export type LegalTextVersionRow = typeof legalTextVersions.$inferSelect;

/** A member accepted one version of a consent text. */
export const legalTextAcceptances = pgTable(
  "legal_text_acceptances",
  {
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    versionId: ref("version_id")
      .notNull()
      .references(() => legalTextVersions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.versionId] }),
    index("legal_text_acceptances_version_idx").on(t.versionId),
  ],
);

/**
 * The statistics' rollup (administration §2 "/administration/statistics"): each (viewer's zone, scope) the statistics
 * were asked for, and the first day not rolled up yet (null until the rollup job has run). `scope`: "network" or a
 * group's id.
 */
export const statisticsRollupScopes = pgTable(
  "statistics_rollup_scopes",
  {
    zone: text("zone").notNull(),
    scope: text("scope").notNull(),
    rolledUntil: date("rolled_until", { mode: "string" }),
  },
  (t) => [primaryKey({ columns: [t.zone, t.scope] })],
);

/**
 * Each series' count per bucket before the scope's `rolled_until`, as the modules' statistics sources counted it:
 * per day for every series; per complete week and month too for series counting distinct things (active members),
 * whose weeks and months are not the sum of their days. Buckets with nothing are not stored.
 */
export const statisticsRollups = pgTable(
  "statistics_rollups",
  {
    zone: text("zone").notNull(),
    scope: text("scope").notNull(),
    series: text("series").notNull(),
    interval: text("interval").$type<"day" | "week" | "month">().notNull(),
    bucket: date("bucket", { mode: "string" }).notNull(),
    value: integer("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.zone, t.scope, t.series, t.interval, t.bucket] })],
);
