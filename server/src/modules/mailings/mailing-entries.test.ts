import { languages } from "@intranet/contracts";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, calendar, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { mailTranslator } from "../../mail/render.js";
import { networkAllActivitiesSince } from "../activities/activities.access.js";
import type { MemberRow } from "../members/members.schema.js";
import type { ActivityType } from "../module.js";
import { entryTexts } from "./entry-titles.js";
import { runMailing } from "./mailings.service.js";

let app: App;
let adminClient: Client;
let reader: MemberRow;

type OutboxMail = { to: string; subject: string; text: string; html: string | null };

async function mailsTo(to: string): Promise<OutboxMail[]> {
  const res = await adminClient.get("/administration/outbox?limit=100");
  expect(res.statusCode).toBe(200);
  return (res.json().mails as OutboxMail[]).filter((m) => m.to === to);
}

async function created(c: Client, path: string, body: Record<string, unknown>) {
  const res = await c.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const today = DateTime.now().setZone("Europe/Berlin").startOf("day");
const isoDay = (days: number) => today.plus({ days }).toISODate() ?? "";
/** A summary's fields the mails' entries do not show. */
const NO_DETAILS = { html_url: "", starts_at: null, ends_at: null, all_day: false, time_zone: null, location: null };
/** A day as an English reader's mail writes it (en-GB, day first). */
const shown = (days: number) => today.plus({ days }).toFormat("dd/MM/yyyy");

beforeAll(async () => {
  app = await createTestApp();
  const administrator = await admin(app);
  adminClient = await as(app, administrator);
  reader = await member(app, { firstName: "Rita" });
  const channel = await created(adminClient, "/channels", { channel: { title: "News", status: "published" } });
  await created(adminClient, `/blogs/${channel.blog_id}/articles`, {
    article: { title: "Roof party", teaser: "Drinks at six", html_content: "<p>Body</p>", status: "published" },
  });
  // Articles nobody but the channel's administrators may read: their stream posts stay out of every mail.
  const archived = await created(adminClient, "/channels", { channel: { title: "Board", status: "published" } });
  await created(adminClient, `/blogs/${archived.blog_id}/articles`, {
    article: { title: "Merger plan", teaser: "Secret", html_content: "<p>Body</p>", status: "published" },
  });
  const archiving = await adminClient.put(`/channels/${archived.slug}`, { channel: { status: "archived" } });
  expect(archiving.statusCode, archiving.body).toBe(200);
  await created(adminClient, `/blogs/${channel.blog_id}/articles`, {
    article: {
      title: "Next week's news",
      html_content: "<p>Body</p>",
      status: "published",
      published_at: today.plus({ days: 7 }).toUTC().toISO(),
    },
  });
  const calendarId = await calendar(app, administrator, { type: "network" });
  const appointment = (name: string, date: Record<string, unknown>, postToStream = false) =>
    created(adminClient, "/appointments", {
      appointment: { name, calendar_ids: [calendarId], time_zone: "Europe/Berlin", date, post_to_stream: postToStream },
    });
  await appointment("Summer gala", { start: `${isoDay(8)}T18:00`, end: `${isoDay(8)}T22:00`, all_day: false }, true);
  await appointment("Team offsite", { start: isoDay(5), end: isoDay(6), all_day: true });
  await appointment("Health day", { start: isoDay(7), end: isoDay(7), all_day: true });
  const note = await created(adminClient, "/api/v1/activities", { stream: "all", content: "<p>Word-one-reply</p>" });
  await created(await as(app, reader), `/api/v1/activities/${note.id}/replies`, { content: "<p>Yes</p>" });
});

describe("the weekly digest", () => {
  let digest: OutboxMail;
  beforeAll(async () => {
    expect(await runMailing(app.ctx, "weekly_digest", new Date(), true)).toBeGreaterThan(0);
    const [found] = await mailsTo(reader.email);
    if (!found) throw new Error("no digest");
    digest = found;
  });

  it("links an article by its title and teaser and an appointment's post by its name, never by '…'", () => {
    const activities = digest.text.slice(digest.text.indexOf("New activities"));
    expect(activities).toContain("Roof party – Drinks at six");
    expect(activities).toContain("Summer gala");
    expect(digest.html).not.toContain(">…<");
  });

  it("writes all-day appointments as their days, without a time; timed ones with their time", () => {
    expect(digest.text).toContain(`${shown(5)} – ${shown(6)} · Team offsite`);
    expect(digest.text).toContain(`${shown(7)} · Health day`);
    expect(digest.text).toContain(`${shown(8)} 18:00 · Summer gala`);
    expect(digest.text).not.toMatch(/00:00 · (Team offsite|Health day)/);
  });

  it("leaves out the posts of articles the member may not read (an archived channel's, a scheduled one)", () => {
    expect(digest.text).not.toContain("Merger plan");
    expect(digest.text).not.toContain("Next week's news");
    expect(digest.text).not.toMatch(/^…$/m);
  });

  it("says '1 comment' for one reply", () => {
    expect(digest.text).toContain("1 comment");
    expect(digest.text).not.toContain("1 comments");
  });

  it("links the member's notification settings page", () => {
    expect(digest.html).toContain(`/members/${reader.id}/settings/edit`);
    expect(digest.html).not.toContain(`/members/${reader.id}/edit`);
  });
});

describe("the newsletter", () => {
  it("lists the article and the appointment by their titles and links each member's notification settings", async () => {
    const res = await adminClient.post("/administration/newsletter/send_now", { kind: "newsletter" });
    expect(res.json().queued).toBeGreaterThan(0);
    const [mail] = await mailsTo(reader.email);
    expect(mail?.subject).toBe("Newsletter of Test Network");
    expect(mail?.html).toContain("Roof party – Drinks at six");
    expect(mail?.html).toContain("Summer gala");
    expect(mail?.html).not.toContain(">…<");
    expect(mail?.html).toContain(`/members/${reader.id}/settings/edit`);
    expect(mail?.text).toContain(`/members/${reader.id}/settings/edit`);
    expect(mail?.html).not.toContain("%%settings_url%%");
  });

  it("titles the upcoming entries the administrators order the same way", async () => {
    const list = (await adminClient.get("/administration/newsletter/settings/upcoming_activities.json")).json();
    const titles = list.entries.map((e: { title: string }) => e.title);
    expect(titles).toEqual(expect.arrayContaining(["Roof party – Drinks at six", "Summer gala", "Word-one-reply"]));
    // The posts of articles no member may read yet are no entries (not "…" linking to a page that is not found).
    expect(titles).not.toContain("…");
    expect(titles).toHaveLength(3);
  });
});

describe("the entries' titles", () => {
  it("come from each object type's presenter, asked once with its objects, and from no other statement", async () => {
    const entries = await networkAllActivitiesSince(app.ctx.db, today.minus({ days: 1 }).toJSDate(), 50);
    const asked: [string, string[]][] = [];
    const presenter = (type: string): ActivityType => ({
      present: async (_db, _member, ids) => {
        asked.push([type, ids]);
        const summary = (id: string) => ({ ...NO_DETAILS, id, title: `${type} ${id}` });
        return new Map(ids.map((id) => [id, summary(id)]));
      },
    });
    const activityTypes = new Map(["article", "appointment"].map((type) => [type, presenter(type)]));
    const ctx = { ...app.ctx, modules: { ...app.ctx.modules, activityTypes } };
    let statements = 0;
    const stop = app.ctx.database.observeQueries(() => {
      statements++;
    });
    const texts = await entryTexts(ctx, reader, entries).finally(stop);
    expect(statements).toBe(0);
    const about = (type: string) => entries.flatMap((e) => (e.objectType === type ? [e.objectId] : []));
    expect(about("article")).toHaveLength(3);
    expect(about("appointment")).toHaveLength(1);
    expect(asked).toHaveLength(2);
    expect(new Map(asked)).toEqual(
      new Map([
        ["article", about("article")],
        ["appointment", about("appointment")],
      ]),
    );
    for (const e of entries)
      expect(texts.get(e.id)).toBe(e.objectId ? `${e.objectType} ${e.objectId}` : e.plainContent);
  });

  it("leave out an entry whose object the presenter does not show the reader", async () => {
    const entries = await networkAllActivitiesSince(app.ctx.db, today.minus({ days: 1 }).toJSDate(), 50);
    const hidden: ActivityType = { present: async () => new Map() };
    const ctx = { ...app.ctx, modules: { ...app.ctx.modules, activityTypes: new Map([["article", hidden]]) } };
    const texts = await entryTexts(ctx, reader, entries);
    for (const e of entries) expect(texts.has(e.id)).toBe(e.objectType !== "article" && e.objectType !== "appointment");
  });
});

describe("the comment count", () => {
  const expected: Record<string, [string, string]> = {
    en: ["1 comment", "2 comments"],
    de: ["1 Kommentar", "2 Kommentare"],
    de_DU: ["1 Kommentar", "2 Kommentare"],
    es: ["1 comentario", "2 comentarios"],
    fr: ["1 commentaire", "2 commentaires"],
  };
  it.each(languages.map((l) => [l]))("has a singular and a plural in %s", (language) => {
    const t = mailTranslator(language);
    expect([t("mailings.comments", { count: 1 }), t("mailings.comments", { count: 2 })]).toEqual(expected[language]);
  });
});
