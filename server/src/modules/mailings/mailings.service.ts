import { type Language, type MailingKind, newsletterTemplateErrors } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { htmlToText } from "../../lib/rich-text.js";
import { mailLanguage, mailTranslator, type RenderedMail, renderMail } from "../../mail/render.js";
import type { MailBrand } from "../../mail/template.js";
import { digestActivitiesFor } from "../activities/activities.access.js";
import { birthdayMail } from "../administration/settings.mails.js";
import { readableAppointmentsByIds, upcomingReadableAppointments } from "../calendar/calendars.access.js";
import { mailBrand } from "../mail/send-mail.js";
import { type MailingRecipient, mailingRecipientsAfter } from "../members/settings.repo.js";
import { getNetwork } from "../network/network.service.js";
import { settingsOf } from "../network/network-settings.js";
import { entryTexts, readableEntries } from "./entry-titles.js";
import { type DigestAppointment, type DigestProps, digestMail, newsletterMail } from "./mailings.mails.js";
import { claimDeliveries, lastDeliveries, newsletterRow, optedOut } from "./mailings.repo.js";
import { upcomingEntries } from "./newsletter.service.js";
import { newsletterHtml, SETTINGS_URL_PLACEHOLDER, UNSUBSCRIBE_URL_PLACEHOLDER } from "./newsletter-html.js";
import {
  birthdayToday,
  digestSlotDue,
  type LocalClock,
  localClock,
  newsletterSlotDue,
  SENDING_HOURS,
} from "./schedule.js";
import { type Unsubscribable, unsubscribeToken } from "./tokens.js";

/** Members read per batch (keyset over their ids): a run never holds more than one batch of members and mails. */
export const MAILING_BATCH = 500;
/** Digest queries run at once within a batch. */
const CONCURRENCY = 4;
const DAY = 86_400_000;
const DIGEST_ENTRIES = 20;

type Run = {
  ctx: AppContext;
  kind: MailingKind;
  now: Date;
  clock: LocalClock;
  period: string;
  brand: MailBrand;
  signingKey: string;
  settings: ReturnType<typeof settingsOf>;
};

/** What one member gets: the mail's parts, or null for nothing to send. */
type Compose = (run: Run, members: MailingRecipient[]) => Promise<Map<string, () => Promise<Outgoing>>>;
type Outgoing = RenderedMail & { headers?: Record<string, string> };

const url = (run: Run, path: string) => `${run.ctx.config.publicUrl}${path}`;
const languageOf = (run: Run, m: MailingRecipient): Language => mailLanguage(m.language, run.brand.language);

/** The one-click unsubscribe headers (RFC 8058) and the address the mail's link shows. */
function unsubscribe(run: Run, memberId: string, kind: Unsubscribable) {
  const token = unsubscribeToken(run.signingKey, memberId, kind);
  return {
    page: url(run, `/mailings/unsubscribe/${token}`),
    headers: {
      "List-Unsubscribe": `<${url(run, `/api/v1/mailings/unsubscribe/${token}`)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * Sends one kind's mails of the current period to every member it is due to, in batches. `force` (the
 * administrators' "send now") skips the schedule's day and time, not the settings, and uses its own period of
 * the day, so a second "send now" the same day sends nothing again.
 */
export async function runMailing(ctx: AppContext, kind: MailingKind, now: Date, force = false): Promise<number> {
  const network = await getNetwork(ctx.db);
  const settings = settingsOf(network);
  const clock = localClock(now, network.settings.time_zone ?? "Europe/Berlin");
  const newsletter = await newsletterRow(ctx.db);
  const slot = force ? "now" : dueSlot(kind, settings, newsletter.sending, clock);
  if (slot === null) return 0;
  const run: Run = {
    ctx,
    kind,
    now,
    clock,
    period: `${clock.date}/${slot}`,
    brand: await mailBrand(ctx),
    signingKey: newsletter.signingKey,
    settings,
  };
  const compose = await composerOf(run);
  if (!compose) return 0;
  let sent = 0;
  let after = "";
  for (;;) {
    const batch = await mailingRecipientsAfter(ctx.db, after, MAILING_BATCH);
    if (batch.length === 0) break;
    after = batch[batch.length - 1]?.id ?? after;
    const outgoing = await compose(run, batch);
    // The sent-log rows first: only the members this statement claimed are mailed (never twice).
    const claimed = await claimDeliveries(ctx.db, kind, run.period, [...outgoing.keys()]);
    await inParallel(
      batch.filter((m) => claimed.has(m.id)),
      async (member) => {
        const mail = outgoing.get(member.id);
        if (!mail) return;
        const { subject, html, text, headers } = await mail();
        await ctx.mailer.send({ to: member.email, subject, html, text, ...(headers ? { headers } : {}) });
        sent++;
      },
    );
    if (batch.length < MAILING_BATCH) break;
  }
  ctx.log.info({ kind, period: run.period, sent }, "mailing sent");
  return sent;
}

function dueSlot(
  kind: MailingKind,
  settings: ReturnType<typeof settingsOf>,
  sending: Parameters<typeof newsletterSlotDue>[0],
  clock: LocalClock,
): string | null {
  switch (kind) {
    case "newsletter":
      return newsletterSlotDue(sending, clock);
    case "weekly_digest":
      return digestSlotDue(settings.digest_sending_days, clock);
    case "daily_activity": {
      const d = settings.daily_activity;
      const weekend = clock.weekday === 0 || clock.weekday === 6;
      return clock.hour === SENDING_HOURS[d.sending_time] && !(d.only_weekdays && weekend) ? d.sending_time : null;
    }
    case "birthday":
      return clock.hour === SENDING_HOURS.am ? "am" : null;
  }
}

async function composerOf(run: Run): Promise<Compose | null> {
  switch (run.kind) {
    case "weekly_digest":
      return composeDigest;
    case "daily_activity":
      return run.settings.daily_activity.enabled ? composeDigest : null;
    case "birthday":
      return run.settings.birthday_emails.enabled ? composeBirthday : null;
    case "newsletter":
      return composeNewsletter(run);
  }
}

/** Runs `work` over items, `CONCURRENCY` at a time. */
async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** The weekly digest and the daily activity mail: only what `activitiesReadableBy` lets the member read. */
const composeDigest: Compose = async (run, members) => {
  const daily = run.kind === "daily_activity";
  const wanted = members.filter((m) =>
    daily ? m.notifications.email_daily_digests.enabled : m.notifications.email_digests,
  );
  const last = await lastDeliveries(
    run.ctx.db,
    run.kind,
    wanted.map((m) => m.id),
  );
  const out = new Map<string, () => Promise<Outgoing>>();
  const { digests, daily_activity } = run.settings;
  await inParallel(wanted, async (m) => {
    const viewer = { id: m.id, isExternal: m.isExternal, isNetworkAdmin: m.isNetworkAdmin };
    const window = daily ? DAY : 7 * DAY;
    const since = new Date(Math.max(last.get(m.id)?.getTime() ?? 0, run.now.getTime() - window));
    const choice = m.notifications.email_daily_digests;
    const found = await digestActivitiesFor(run.ctx.db, viewer, {
      since,
      until: run.now,
      updated: daily && daily_activity.mode === "new_and_updated",
      groupIds: daily ? choice.group_ids : "all",
      networkLevel: daily ? choice.include_network_level && daily_activity.include_network_level : true,
      limit: DIGEST_ENTRIES,
    });
    const appointments = daily
      ? []
      : await upcomingReadableAppointments(run.ctx.db, viewer, run.now, digests.max_number_of_upcoming_appointments);
    const texts = await entryTexts(run.ctx, viewer, found);
    const entries = readableEntries(found, texts);
    if (entries.length === 0 && appointments.length === 0) return;
    const link = unsubscribe(run, m.id, run.kind as Unsubscribable);
    const props: DigestProps = {
      kind: daily ? "daily_activity" : "weekly_digest",
      firstName: m.firstName,
      entries: entries.map((e) => ({
        id: e.id,
        groupName: e.groupName,
        text: excerpt(texts.get(e.id) ?? e.plainContent),
        replyCount: e.replyCount,
        url: url(run, `/activities/${e.id}`),
      })),
      appointments: await digestAppointments(run, viewer, appointments),
      appointmentsPosition: digests.upcoming_appointments_position,
      showComments: digests.show_comments,
      homeUrl: url(run, "/"),
      unsubscribeUrl: link.page,
      settingsUrl: settingsUrl(run, m.id),
    };
    out.set(m.id, async () => ({
      ...(await renderMail(digestMail, props, {
        language: languageOf(run, m),
        brand: run.brand,
        timeZone: m.timeZone,
      })),
      headers: link.headers,
    }));
  });
  return out;
};

/**
 * The digest's appointments: a timed one at its instant (written in the reader's zone), an all-day one by its days
 * as entered (YYYY-MM-DD, the last one included), which are the same days wherever the reader is.
 */
async function digestAppointments(
  run: Run,
  viewer: Parameters<typeof readableAppointmentsByIds>[1],
  appointments: Awaited<ReturnType<typeof upcomingReadableAppointments>>,
): Promise<DigestAppointment[]> {
  const allDay = appointments.filter((a) => a.allDay).map((a) => a.id);
  const days = new Map((await readableAppointmentsByIds(run.ctx.db, viewer, allDay)).map((r) => [r.id, r]));
  return appointments.map((a) => {
    const row = days.get(a.id);
    const first = row?.startLocal.slice(0, 10);
    return {
      id: a.id,
      name: a.name,
      url: url(run, `/appointments/${a.id}`),
      when: first
        ? { allDay: true, firstDay: first, lastDay: row?.endLocal?.slice(0, 10) ?? first }
        : { allDay: false, startsAt: a.startsAt.toISOString() },
    };
  });
}

/** The member's notification settings page. */
const settingsUrl = (run: Run, memberId: string) => url(run, `/members/${memberId}/settings/edit`);

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text) || "…";

/** The birthday mail (the test mail's template) to the members whose birthday it is in the network's zone. */
const composeBirthday: Compose = async (run, members) => {
  const { image, subject, text } = run.settings.birthday_emails;
  const imageUrl = image ? url(run, `/api/storage/images/${image}/get/600x400`) : null;
  const out = new Map<string, () => Promise<Outgoing>>();
  for (const m of members) {
    if (!m.birthday || !birthdayToday(m.birthday, run.clock)) continue;
    out.set(m.id, () =>
      renderMail(
        birthdayMail,
        { firstName: m.firstName, subject, text, imageUrl },
        { language: languageOf(run, m), brand: run.brand, timeZone: m.timeZone },
      ),
    );
  }
  return out;
};

/**
 * The newsletter to every member who has not opted out: rendered once per language (the member's), each member's
 * own unsubscribe address put in afterwards. A template missing its placeholders is not sent.
 */
async function composeNewsletter(run: Run): Promise<Compose | null> {
  const row = await newsletterRow(run.ctx.db);
  if (newsletterTemplateErrors(row.template.body).length) return null;
  const entries = (await upcomingEntries(run.ctx, row)).map((e) => ({
    id: e.id,
    title: e.title,
    url: url(run, `/activities/${e.id}`),
  }));
  const byLanguage = new Map<Language, Promise<RenderedMail>>();
  const rendered = (language: Language) => {
    let mail = byLanguage.get(language);
    if (!mail) {
      const t = mailTranslator(language);
      const html = newsletterHtml(row.template, entries, {
        t,
        language,
        network: run.brand.name,
        settingsUrl: SETTINGS_URL_PLACEHOLDER,
      });
      mail = renderMail(newsletterMail, { html }, { language, brand: run.brand }).then((m) => ({
        ...m,
        // The text part keeps the placeholders as the links' addresses, replaced per member like the HTML's.
        text: htmlToText(m.html),
      }));
      byLanguage.set(language, mail);
    }
    return mail;
  };
  return async (_run, members) => {
    const out = new Map<string, () => Promise<Outgoing>>();
    const skip = await optedOut(
      run.ctx.db,
      members.map((m) => m.id),
    );
    for (const m of members) {
      if (skip.has(m.id)) continue;
      out.set(m.id, async () => {
        const mail = await rendered(languageOf(run, m));
        const link = unsubscribe(run, m.id, "newsletter");
        const fill = (part: string) =>
          part
            .split(UNSUBSCRIBE_URL_PLACEHOLDER)
            .join(link.page)
            .split(SETTINGS_URL_PLACEHOLDER)
            .join(settingsUrl(run, m.id));
        return { subject: mail.subject, html: fill(mail.html), text: fill(mail.text), headers: link.headers };
      });
    }
    return out;
  };
}

/** The hourly tick: every kind whose day and time it is in the network's zone. */
export async function mailingsTick(ctx: AppContext, now: Date) {
  for (const kind of ["birthday", "daily_activity", "weekly_digest", "newsletter"] as const)
    await runMailing(ctx, kind, now);
}
