import { type NewsletterSettings, type newsletterSettingsBody, newsletterTemplateErrors } from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { invalid } from "../../http/errors.js";
import { networkAllActivitiesSince } from "../activities/activities.access.js";
import { recordAudit } from "../administration/audit.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { getNetwork } from "../network/network.service.js";
import { type EntryReader, entryTexts, readableEntries } from "./entry-titles.js";
import { type NewsletterSettingsRow, newsletterRow, saveNewsletter } from "./mailings.repo.js";

/** How far back the next newsletter's entries reach, and how many it lists at most. */
const ENTRIES_DAYS = 30;
const MAX_ENTRIES = 50;
/** The newsletter's entries are read as any internal member reads them (no one in particular). */
const ANY_MEMBER: EntryReader = { id: "0".repeat(24), isExternal: false, isNetworkAdmin: false };

const present = async (db: DbOrTx, row: NewsletterSettingsRow): Promise<NewsletterSettings> => ({
  sending: row.sending,
  template: row.template,
  mail_imprint: (await getNetwork(db)).settings.mail_imprint ?? null,
});

export async function newsletterSettingsOf(db: DbOrTx) {
  return present(db, await newsletterRow(db));
}

/** Saves the sending days and the template; a template without its placeholders is refused (422, errors.body). */
export async function updateNewsletterSettings(
  ctx: AppContext,
  actor: MemberRow,
  body: z.infer<typeof newsletterSettingsBody>,
) {
  const errors = newsletterTemplateErrors(body.template.body);
  if (errors.length) throw invalid({ body: errors });
  const sending =
    body.sending.interval === "semimonthly" ? body.sending : { ...body.sending, second_day: null, second_time: null };
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await saveNewsletter(tx, { sending, template: { ...body.template, js: "" } });
    await recordAudit(tx, {
      type: "NewsletterSettingsUpdate",
      actorId: actor.id,
      subject: { type: "Newsletter", id: null },
      details: { interval: sending.interval, template_length: body.template.body.length },
    });
    return saved;
  });
  return present(ctx.db, row);
}

/**
 * The next newsletter's entries: the network's activities of the stream `all` of the last 30 days (every member
 * may read them), in the administrators' order first, newer ones not yet ordered after them; an article's or an
 * appointment's entry is titled by its object, and left out while a member may not read that object.
 */
export async function upcomingEntries(ctx: AppContext, row: NewsletterSettingsRow) {
  const since = new Date(Date.now() - ENTRIES_DAYS * 86_400_000);
  const rows = await networkAllActivitiesSince(ctx.db, since, MAX_ENTRIES);
  const texts = await entryTexts(ctx, ANY_MEMBER, rows);
  const rank = new Map(row.upcomingOrder.map((id, i) => [id, i]));
  const ordered = readableEntries(rows, texts).sort(
    (a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
  return ordered.map((r) => {
    const text = texts.get(r.id) ?? r.plainContent;
    return {
      id: r.id,
      title: (text.length > 120 ? `${text.slice(0, 119)}…` : text) || "…",
      authorId: r.authorId,
      createdAt: r.createdAt,
    };
  });
}

export async function upcomingActivitiesOf(ctx: AppContext) {
  const entries = await upcomingEntries(ctx, await newsletterRow(ctx.db));
  return {
    entries: entries.map((e) => ({ id: e.id, title: e.title, author: null, created_at: e.createdAt.toISOString() })),
  };
}

/** Reorders the entries: `order` must name each current entry once (else 422 and the page reloads the list). */
export async function reorderUpcoming(ctx: AppContext, order: string[]) {
  const current = await upcomingEntries(ctx, await newsletterRow(ctx.db));
  const ids = new Set(current.map((e) => e.id));
  if (new Set(order).size !== order.length || order.some((id) => !ids.has(id)))
    throw invalid({ order: ["is invalid"] }, "The order names an entry that is not in the list.");
  await saveNewsletter(ctx.db, { upcomingOrder: order });
  return upcomingActivitiesOf(ctx);
}
