import { doIUseEmail } from "@jsx-email/doiuse-email";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, group, member, network } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { latestAuditEvents } from "../administration/audit.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { updateNetworkSettings } from "../network/network.repo.js";
import { newsletterRow } from "./mailings.repo.js";
import { mailingsTick, runMailing } from "./mailings.service.js";
import { localClock } from "./schedule.js";
import { unsubscribeToken } from "./tokens.js";

let app: App;
let adminClient: Client;

/**
 * The caniemail lint (@jsx-email/doiuse-email) for Gmail, Outlook and Apple Mail, less what degrades harmlessly and
 * comes from the React Email layout every mail shares: the `<body>` element (replaced by a div), the hidden preview
 * line (display:none, opacity, overflow), `role="presentation"` on layout tables, links' target, the
 * text-decoration longhand, the button's rounded corners and type selectors of the administrators' CSS.
 */
const ACCEPTED =
  /^`(<body> element|display:none|overflow|opacity|role attribute|target attribute|text-decoration-line|Type selector|border-radius)`/;
function emailLint(html: string) {
  const result = doIUseEmail(html, { emailClients: ["gmail.*", "outlook.*", "apple-mail.*"] });
  return result.success ? [] : result.errors.filter((e) => !ACCEPTED.test(e));
}

beforeAll(async () => {
  app = await createTestApp();
  adminClient = await as(app, await admin(app));
  const net = await network(app);
  await updateNetworkSettings(app.ctx.db, net.id, { time_zone: "Europe/Berlin" });
});

type OutboxMail = { to: string; subject: string; text: string; html: string | null; headers: Record<string, string> };

/** Every mail in the outbox to one address, newest first. */
async function mailsTo(to: string): Promise<OutboxMail[]> {
  const res = await adminClient.get("/administration/outbox?limit=100");
  expect(res.statusCode).toBe(200);
  return (res.json().mails as OutboxMail[]).filter((m) => m.to === to);
}

const post = async (c: Client, body: Record<string, unknown>) => {
  const res = await c.post("/api/v1/activities", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

/** The first full hour after `after` that is Monday `hour`:00 in Berlin (the network's zone), summer time or not. */
function nextBerlinMonday(after: Date, hour: number): Date {
  const start = Math.ceil(after.getTime() / 3_600_000) * 3_600_000;
  for (let t = start; t < start + 8 * 24 * 3_600_000; t += 3_600_000) {
    const clock = localClock(new Date(t), "Europe/Berlin");
    if (clock.weekday === 1 && clock.hour === hour) return new Date(t);
  }
  throw new Error("no Monday within a week");
}

// The next Monday at 07:00 in Berlin: its weekly digest covers the week before it, so what a test posts now is in it.
// (A fixed Monday put the posts after it once that day had come: the test failed from 30 November 2026, 06:00 UTC.)
const MONDAY_AM = nextBerlinMonday(new Date(), 7);

describe("digests", () => {
  let reader: MemberRow;
  let digest: OutboxMail;

  beforeAll(async () => {
    reader = await member(app, { firstName: "Rita" });
    const author = await member(app);
    const asAuthor = await as(app, author);
    const open = await group(app, { access: "open", admin: author });
    const closed = await group(app, { access: "closed", admin: author });
    const hidden = await group(app, { access: "hidden", admin: author });
    const mine = await group(app, { access: "closed", admin: author, members: [reader] });
    await post(asAuthor, { group_id: open.id, content: "<p>Word-in-open-group</p>" });
    await post(asAuthor, { group_id: closed.id, content: "<p>Word-in-closed-group</p>" });
    await post(asAuthor, { group_id: hidden.id, content: "<p>Word-in-hidden-group</p>" });
    await post(asAuthor, { group_id: mine.id, content: "<p>Word-in-my-group</p>" });
    await post(asAuthor, { stream: "all", content: "<p>Word-on-network-level</p>" });
    const dm = await asAuthor.post("/api/v1/messages", {
      to: [reader.id],
      subject: "Word-in-direct-message",
      content: "<p>Word-in-direct-message</p>",
    });
    expect(dm.statusCode).toBe(201);
    expect(await runMailing(app.ctx, "weekly_digest", new Date(), true)).toBeGreaterThan(0);
    const [found] = await mailsTo(reader.email);
    if (!found) throw new Error("no digest");
    digest = found;
    expect(digest.subject).toBe("Your weekly digest of Test Network");
  });

  it("lists what the member may read: open groups, their own groups, the network level", () => {
    for (const word of ["Word-in-open-group", "Word-in-my-group", "Word-on-network-level"]) {
      expect(digest.text).toContain(word);
      expect(digest.html).toContain(word);
    }
  });

  it("never lists a closed or hidden group they are not in, nor a direct message", () => {
    for (const word of ["Word-in-closed-group", "Word-in-hidden-group", "Word-in-direct-message"]) {
      expect(digest.text).not.toContain(word);
      expect(digest.html).not.toContain(word);
    }
  });

  it("is multipart with List-Unsubscribe headers whose one-click POST works without signing in", async () => {
    expect(digest.html).toMatch(/^<!DOCTYPE html/);
    expect(digest.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = /^<(https?:\/\/[^>]+)>$/.exec(digest.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const path = new URL(link).pathname;
    const res = await anonymous(app).post(path, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true, email: reader.email });
    const settings = (await (await as(app, reader)).get(`/members/${reader.id}/settings`)).json();
    expect(JSON.stringify(settings)).toContain('"email_digests":false');
  });

  it("passes the caniemail lint for Gmail, Outlook and Apple Mail", () => {
    expect(emailLint(digest.html ?? "")).toEqual([]);
    // The lint does catch what mail clients drop.
    expect(emailLint('<html><body><div style="position: fixed; display: flex">x</div></body></html>')).not.toEqual([]);
  });

  it("is sent once per period: a second run, or the hourly tick twice, sends nothing again", async () => {
    const m = await member(app);
    await post(await as(app, m), { stream: "all", content: "<p>Tick content</p>" });
    const net = await network(app);
    await updateNetworkSettings(app.ctx.db, net.id, { digest_sending_days: [{ day: 1, time: "am" }] });
    const before = (await mailsTo(m.email)).length;
    await mailingsTick(app.ctx, MONDAY_AM);
    await mailingsTick(app.ctx, MONDAY_AM);
    await Promise.all([
      runMailing(app.ctx, "weekly_digest", MONDAY_AM),
      runMailing(app.ctx, "weekly_digest", MONDAY_AM),
    ]);
    const after = await mailsTo(m.email);
    expect(after.length - before).toBe(1);
    // 08:00 in Berlin is no sending time.
    expect(await runMailing(app.ctx, "weekly_digest", nextBerlinMonday(MONDAY_AM, 8))).toBe(0);
  });

  it("sends the daily activity only on weekdays when the network says so", async () => {
    const net = await network(app);
    await updateNetworkSettings(app.ctx.db, net.id, {
      daily_activity: {
        enabled: true,
        include_network_level: true,
        mode: "new",
        sending_time: "am",
        only_weekdays: true,
      },
    });
    // Saturday 5 December 2026, 07:00 in Berlin.
    expect(await runMailing(app.ctx, "daily_activity", new Date("2026-12-05T06:00:00Z"))).toBe(0);
  });
});

describe("birthday mails", () => {
  it("go to the member whose birthday it is in the network's zone, with the administrators' subject", async () => {
    const net = await network(app);
    await updateNetworkSettings(app.ctx.db, net.id, {
      birthday_emails: { enabled: true, image: null, subject: "Cake for you", text: "Enjoy the day." },
    });
    const hero = await member(app, { firstName: "Hera" });
    const other = await member(app);
    // Born on MONDAY_AM's day in Berlin and on the day after (in a leap year: 29 February is a day too).
    const day = (d: Date) => `1992-${localClock(d, "Europe/Berlin").date.slice(5)}`;
    const heroDay = day(MONDAY_AM);
    const otherDay = day(new Date(MONDAY_AM.getTime() + 24 * 3_600_000));
    await app.ctx.db.execute(sql`update members set birthday = ${heroDay} where id = ${hero.id}`);
    await app.ctx.db.execute(sql`update members set birthday = ${otherDay} where id = ${other.id}`);
    await runMailing(app.ctx, "birthday", MONDAY_AM);
    await runMailing(app.ctx, "birthday", MONDAY_AM);
    const mails = await mailsTo(hero.email);
    expect(mails.map((m) => m.subject)).toEqual(["Cake for you"]);
    expect(mails[0]?.text).toContain("Enjoy the day.");
    expect(await mailsTo(other.email)).toEqual([]);
  });
});

describe("newsletter", () => {
  const template = (body: string) => ({ design: "{}", body, css: "p { color: #333 }", js: "", fonts: [] });
  const sending = { interval: "semimonthly", day: 1, second_day: 15, time: "am", second_time: "pm" };

  it("is for administrators only", async () => {
    const c = await as(app, await member(app));
    expect((await c.get("/administration/newsletter/settings.json")).statusCode).toBe(403);
    expect((await c.post("/administration/newsletter/send_now", { kind: "newsletter" })).statusCode).toBe(403);
    expect((await anonymous(app).get("/administration/newsletter/settings/upcoming_activities.json")).statusCode).toBe(
      401,
    );
  });

  it("refuses a template without its placeholders, both errors together", async () => {
    const missing = await adminClient.put("/administration/newsletter/settings", {
      sending,
      template: template("<p>nothing</p>"),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.body).toEqual(["content missing", "disclaimer missing"]);
    const twice = await adminClient.put("/administration/newsletter/settings", {
      sending,
      template: template("{{content}}{{content}}{{disclaimer_and_settings}}"),
    });
    expect(twice.json().errors.body).toEqual(["content duplicated"]);
  });

  it("saves the interval and template, cleans script out, and sends in each member's language", async () => {
    const saved = await adminClient.put("/administration/newsletter/settings", {
      sending,
      template: template(
        '<h1>Our news</h1><script>alert(1)</script><p onclick="x()">{{content}}</p>{{disclaimer_and_settings}}',
      ),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().sending).toMatchObject({ interval: "semimonthly", second_day: 15 });
    const [event] = await latestAuditEvents(app.ctx.db, 1);
    expect(event).toMatchObject({ eventType: "NewsletterSettingsUpdate", details: { interval: "semimonthly" } });
    const german = await member(app, { language: "de" } as never);
    await app.ctx.db.execute(sql`update members set language = 'de' where id = ${german.id}`);
    await post(await as(app, german), { stream: "all", content: "<p>Newsletter entry</p>" });
    const res = await adminClient.post("/administration/newsletter/send_now", { kind: "newsletter" });
    expect(res.json().queued).toBeGreaterThan(0);
    const [mail] = await mailsTo(german.email);
    expect(mail?.subject).toBe("Newsletter von Test Network");
    expect(mail?.html).toContain("Our news");
    expect(mail?.html).toContain("Newsletter entry");
    expect(mail?.html).not.toContain("<script");
    expect(mail?.html).not.toContain("onclick");
    expect(mail?.text).toContain("Newsletter abbestellen");
    expect(mail?.headers["List-Unsubscribe"]).toMatch(/\/api\/v1\/mailings\/unsubscribe\//);
    expect(emailLint(mail?.html ?? "")).toEqual([]);
    // A second "send now" the same day sends nothing again.
    expect((await adminClient.post("/administration/newsletter/send_now", { kind: "newsletter" })).json()).toEqual({
      queued: 0,
    });
  });

  it("unsubscribes through a signed link only: a forged or foreign token is 404", async () => {
    const m = await member(app);
    const other = await member(app);
    const key = (await newsletterRow(app.ctx.db)).signingKey;
    const token = unsubscribeToken(key, m.id, "newsletter");
    const visitor = anonymous(app);
    expect((await visitor.get(`/api/v1/mailings/unsubscribe/${token}`)).json()).toEqual({
      unsubscribed: false,
      email: m.email,
    });
    const foreign = token.replace(m.id, other.id);
    expect((await visitor.post(`/api/v1/mailings/unsubscribe/${foreign}`, {})).statusCode).toBe(404);
    expect(
      (await visitor.post(`/api/v1/mailings/unsubscribe/${unsubscribeToken("guess", m.id, "newsletter")}`, {}))
        .statusCode,
    ).toBe(404);
    expect((await visitor.post(`/api/v1/mailings/unsubscribe/${token}`, {})).json().unsubscribed).toBe(true);
    // The next newsletter (1 December, 07:00 in Berlin) leaves them out.
    await runMailing(app.ctx, "newsletter", new Date("2026-12-01T06:00:00Z"));
    expect((await mailsTo(m.email)).length).toBe(0);
    expect((await mailsTo(other.email)).length).toBe(1);
  });

  it("lists the upcoming entries and reorders them; an unknown id is refused", async () => {
    const c = await as(app, await member(app));
    const a = await post(c, { stream: "all", content: "<p>Entry A</p>" });
    const b = await post(c, { stream: "all", content: "<p>Entry B</p>" });
    const list = (await adminClient.get("/administration/newsletter/settings/upcoming_activities.json")).json();
    const ids: string[] = list.entries.map((e: { id: string }) => e.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const order = [a.id, ...ids.filter((id) => id !== a.id)];
    const res = await adminClient.post("/administration/newsletter/settings/update_upcoming_activities", { order });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entries[0].id).toBe(a.id);
    const bad = await adminClient.post("/administration/newsletter/settings/update_upcoming_activities", {
      order: ["0123456789abcdef01234567"],
    });
    expect(bad.statusCode).toBe(422);
  });
});
