import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { outboxMails } from "../mail/mail.schema.js";
import type { MemberRow } from "../members/members.schema.js";
import { ABUSE_REPORTS_PER_MEMBER } from "./abuse-reports.service.js";

let app: App;
let adminClient: Client;
let author: MemberRow;
let authorClient: Client;
let reporter: MemberRow;
let reporterClient: Client;

const setEnabled = async (on: boolean) => {
  const res = await adminClient.put("/administration/settings", { abuse_reports_enabled: on });
  expect(res.statusCode, res.body).toBe(200);
};

const postIn = async (c: Client, body: Record<string, unknown>) => {
  const res = await c.post("/api/v1/activities", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

const report = (c: Client, subject_type: string, subject_id: string, reason = "Offensive wording") =>
  c.post("/api/v1/abuse_reports", { subject_type, subject_id, reason });

beforeAll(async () => {
  app = await createTestApp();
  adminClient = await as(app, await admin(app));
  author = await member(app);
  authorClient = await as(app, author);
  reporter = await member(app);
  reporterClient = await as(app, reporter);
});

describe("POST /api/v1/abuse_reports", () => {
  it("answers 404 while abuse reports are off, and says so in the preload", async () => {
    await setEnabled(false);
    const id = await postIn(authorClient, { stream: "all", content: "<p>Hello</p>" });
    const res = await report(reporterClient, "activity", id);
    expect(res.statusCode).toBe(404);
    expect((await reporterClient.get("/api/v1/network")).json().config.abuse_reports).toEqual({ enabled: false });
  });

  it("files a report of a readable post once, and refuses what the member may not read", async () => {
    await setEnabled(true);
    expect((await reporterClient.get("/api/v1/network")).json().config.abuse_reports).toEqual({ enabled: true });
    const id = await postIn(authorClient, { stream: "all", content: "<p>Something <b>rude</b></p>" });
    const created = await report(reporterClient, "activity", id);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().state).toBe("open");

    const again = await report(reporterClient, "activity", id, "Still rude");
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("already_reported");
    // Another member may report the same post.
    expect((await report(authorClient, "member", reporter.id)).statusCode).toBe(201);

    const closed = await group(app, { admin: author, access: "closed" });
    const hiddenPost = await postIn(authorClient, { group_id: closed.id, content: "<p>Members only</p>" });
    expect((await report(reporterClient, "activity", hiddenPost)).statusCode).toBe(404);
    expect((await report(reporterClient, "activity", "0123456789abcdef01234567")).statusCode).toBe(404);
    // Nobody reports themselves; a message they are not party to is unknown to them.
    expect((await report(reporterClient, "member", reporter.id)).statusCode).toBe(404);
    expect((await report(reporterClient, "message", hiddenPost)).statusCode).toBe(404);
  });

  it("tells the network's administrators by mail, in their language, with the reason", async () => {
    await setEnabled(true);
    const reviewer = await admin(app, { language: "de" });
    const id = await postIn(authorClient, { stream: "all", content: "<p>Mail me</p>" });
    const reporterMail = await member(app);
    expect((await report(await as(app, reporterMail), "activity", id, "Spam links again")).statusCode).toBe(201);
    await expect
      .poll(async () => (await app.ctx.db.select().from(outboxMails)).filter((m) => m.to === reviewer.email))
      .toHaveLength(1);
    const [mail] = (await app.ctx.db.select().from(outboxMails)).filter((m) => m.to === reviewer.email);
    expect(mail?.subject).toBe("Eine neue Meldung zur Prüfung");
    expect(mail?.text).toContain("hat einen Beitrag mit dieser Begründung gemeldet");
    expect(mail?.text).toContain("Spam links again");
    expect(mail?.text).toContain("/administration/abuse_reports");
    // Nobody else is told.
    const all = (await app.ctx.db.select().from(outboxMails)).filter((m) => m.text.includes("Spam links again"));
    expect(all.every((m) => m.to !== reporterMail.email && m.to !== author.email)).toBe(true);
  });

  it("validates the reason and the subject", async () => {
    await setEnabled(true);
    const blank = await report(reporterClient, "member", author.id, "   ");
    expect(blank.statusCode).toBe(422);
    expect((await report(reporterClient, "member", author.id, "x".repeat(2001))).statusCode).toBe(422);
    expect((await report(reporterClient, "group", author.id)).statusCode).toBe(422);
  });

  it("limits how many reports a member files", async () => {
    await setEnabled(true);
    const counter = app.ctx.rateLimits.of(ABUSE_REPORTS_PER_MEMBER);
    const m = await member(app);
    for (let i = 0; i < ABUSE_REPORTS_PER_MEMBER.points; i++) await counter.take(m.id);
    const res = await report(await as(app, m), "member", author.id);
    expect(res.statusCode).toBe(429);
  });
});

describe("administration of abuse reports", () => {
  it("is for network administrators only", async () => {
    expect((await reporterClient.get("/api/v1/administration/abuse_reports")).statusCode).toBe(403);
    const some = "0123456789abcdef01234567";
    expect((await reporterClient.post(`/api/v1/administration/abuse_reports/${some}/resolve`, {})).statusCode).toBe(
      403,
    );
  });

  it("links a reported profile to the profile page", async () => {
    await setEnabled(true);
    const target = await member(app);
    const filed = (await report(await as(app, await member(app)), "member", target.id)).json().id as string;
    const rows = (await adminClient.get("/api/v1/administration/abuse_reports?state=open")).json().reports as {
      id: string;
      path: string | null;
    }[];
    expect(rows.find((r) => r.id === filed)?.path).toBe(`/members/${target.id}`);
  });

  it("lists open reports with reporter and excerpt, resolves and dismisses them", async () => {
    await setEnabled(true);
    const m = await member(app);
    const mc = await as(app, m);
    const id = await postIn(authorClient, { stream: "all", content: "<p>A post to <i>report</i></p>" });
    const created = (await report(mc, "activity", id, "Spam")).json().id as string;
    const gone = await postIn(authorClient, { stream: "all", content: "<p>Soon gone</p>" });
    const goneReport = (await report(mc, "activity", gone, "Spam too")).json().id as string;
    expect((await authorClient.delete(`/api/v1/activities/${gone}`)).statusCode).toBeLessThan(300);

    const list = await adminClient.get("/api/v1/administration/abuse_reports?state=open");
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().reports as { id: string; excerpt: string | null; reporter: { name: string } }[];
    const row = rows.find((r) => r.id === created);
    expect(row).toMatchObject({
      subject_type: "activity",
      excerpt: "A post to report",
      path: `/activities/${id}`,
      reason: "Spam",
      state: "open",
      reporter: { id: m.id, name: `${m.firstName} ${m.lastName}` },
    });
    expect(rows.find((r) => r.id === goneReport)).toMatchObject({ excerpt: null, path: null });

    const resolved = await adminClient.post(`/api/v1/administration/abuse_reports/${created}/resolve`, {
      note: "Post removed",
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ state: "resolved", note: "Post removed" });
    expect(resolved.json().handled_by).not.toBeNull();
    const twice = await adminClient.post(`/api/v1/administration/abuse_reports/${created}/dismiss`, {});
    expect(twice.statusCode).toBe(409);
    const dismissed = await adminClient.post(`/api/v1/administration/abuse_reports/${goneReport}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);

    const resolvedList = (await adminClient.get("/api/v1/administration/abuse_reports?state=resolved")).json();
    expect(resolvedList.reports.map((r: { id: string }) => r.id)).toContain(created);
    expect(resolvedList.meta).toMatchObject({ page: 1, per_page: 25 });
    // Once decided, the same member may report the subject again.
    expect((await report(mc, "activity", id, "Again")).statusCode).toBe(201);
    expect(
      (await adminClient.post("/api/v1/administration/abuse_reports/0123456789abcdef01234567/resolve", {})).statusCode,
    ).toBe(404);
  });
});
