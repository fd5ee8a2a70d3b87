import { randomBytes } from "node:crypto";
import { DEFAULT_SECOND_DAY, type NewsletterSending, type NewsletterTemplate } from "@intranet/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { mailingDeliveries, newsletterOptOuts, newsletterSettings } from "./mailings.schema.js";

const KEY = "network";

export const DEFAULT_SENDING: NewsletterSending = {
  interval: "monthly",
  day: 1,
  second_day: DEFAULT_SECOND_DAY,
  time: "am",
  second_time: "am",
};

/** A template with both placeholders, so a newsletter can go out before anyone designs one. */
export const DEFAULT_TEMPLATE: NewsletterTemplate = {
  design: "",
  // Each placeholder in an element of its own, so the designer can select, move or remove it.
  body: "<h1>Newsletter</h1>\n<div>{{content}}</div>\n<hr>\n<div>{{disclaimer_and_settings}}</div>",
  css: "",
  js: "",
  fonts: [],
};

export type NewsletterSettingsRow = typeof newsletterSettings.$inferSelect;

/** The newsletter's row, made with the defaults (and a fresh signing key) on first use. */
export async function newsletterRow(db: DbOrTx): Promise<NewsletterSettingsRow> {
  const [found] = await db.select().from(newsletterSettings).where(eq(newsletterSettings.key, KEY)).limit(1);
  if (found) return found;
  await db
    .insert(newsletterSettings)
    .values({
      key: KEY,
      sending: DEFAULT_SENDING,
      template: DEFAULT_TEMPLATE,
      signingKey: randomBytes(32).toString("base64url"),
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(newsletterSettings).where(eq(newsletterSettings.key, KEY)).limit(1);
  if (!row) throw new Error("newsletter settings missing");
  return row;
}

export async function saveNewsletter(
  db: DbOrTx,
  set: Partial<Pick<NewsletterSettingsRow, "sending" | "template" | "upcomingOrder">>,
) {
  await newsletterRow(db);
  const [row] = await db.update(newsletterSettings).set(set).where(eq(newsletterSettings.key, KEY)).returning();
  if (!row) throw new Error("newsletter settings missing");
  return row;
}

/**
 * Claims one period's mail for these members: inserts their sent-log rows and returns the members whose row this
 * statement inserted; a member already claimed (a restart, another instance) is left out, so never mailed twice.
 */
export async function claimDeliveries(db: DbOrTx, kind: string, period: string, memberIds: string[]) {
  if (memberIds.length === 0) return new Set<string>();
  const rows = await db
    .insert(mailingDeliveries)
    .values(memberIds.map((memberId) => ({ memberId, kind, period })))
    .onConflictDoNothing()
    .returning({ memberId: mailingDeliveries.memberId });
  return new Set(rows.map((r) => r.memberId));
}

/** The last time each of these members got a mail of this kind (before the current period). */
export async function lastDeliveries(db: DbOrTx, kind: string, memberIds: string[]) {
  if (memberIds.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({ memberId: mailingDeliveries.memberId, at: sql<string>`max(${mailingDeliveries.createdAt})` })
    .from(mailingDeliveries)
    .where(and(eq(mailingDeliveries.kind, kind), inArray(mailingDeliveries.memberId, memberIds)))
    .groupBy(mailingDeliveries.memberId);
  return new Map(rows.map((r) => [r.memberId, new Date(r.at)]));
}

/** Of these members, those who opted out of the newsletter. */
export async function optedOut(db: DbOrTx, memberIds: string[]) {
  if (memberIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ memberId: newsletterOptOuts.memberId })
    .from(newsletterOptOuts)
    .where(inArray(newsletterOptOuts.memberId, memberIds));
  return new Set(rows.map((r) => r.memberId));
}

export async function optOut(db: DbOrTx, memberId: string) {
  await db.insert(newsletterOptOuts).values({ memberId }).onConflictDoNothing();
}
