import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, calendar, group, member } from "../../../test/factories.js";
import { standInSite } from "../../../test/stand-in-site.js";
import { statementsOf } from "../../../test/statements.js";
import type { App } from "../../app.js";
import { latestAuditEvents } from "../administration/audit.repo.js";
import { updateMemberRow } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";

let app: App;
let adminRow: MemberRow;
let adminClient: Client;
let site: Awaited<ReturnType<typeof standInSite>>;

const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>News</title>
<item><title>First &amp; best</title><link>https://news.example.org/1</link></item>
<item><title>Second</title><link>/2</link></item>
<item><title>Script</title><link>javascript:alert(1)</link></item>
</channel></rss>`;

const w = (type: string, extra: Record<string, unknown> = {}) => ({ type, headline: type, ...extra });
const soon = () => DateTime.now().plus({ days: 3 }).set({ hour: 10, minute: 0 });
const appointment = (name: string, calendarId: string) => ({
  appointment: {
    name,
    calendar_ids: [calendarId],
    time_zone: "Europe/Berlin",
    date: {
      start: soon().toFormat("yyyy-MM-dd'T'HH:mm"),
      end: soon().plus({ hours: 1 }).toFormat("yyyy-MM-dd'T'HH:mm"),
      all_day: false,
    },
  },
});
const names = (list: { name: string }[] | undefined) => (list ?? []).map((m) => m.name);

beforeAll(async () => {
  app = await createTestApp();
  // The stand-in feed server is on loopback: reachable only with the crawls' explicit test setting.
  app.ctx.config.crawlAllowPrivateHosts = true;
  adminRow = await admin(app, { firstName: "Ada", lastName: "Admin" });
  adminClient = await as(app, adminRow);
  site = await standInSite({
    "/feed.xml": { type: "application/rss+xml", body: RSS },
    "/moved": { status: 302, headers: { location: "/feed.xml" } },
  });
});
afterAll(async () => site.close());

describe("widget bar editing (administration §2, §3, §9)", () => {
  it("lists the default bar before any save, saves widgets with §9's counts, clean HTML and 'all' exclusive, and audits", async () => {
    const list = await adminClient.get("/administration/widgetbars.json");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().widgetbars[0]).toMatchObject({ identifier: "as-all", slug: "all", group_id: null, widgets: [] });
    // The start page's bar is offered too (not in the spec; `as-start_page`, a slug no stream can have).
    expect(list.json().widgetbars[1]).toMatchObject({ identifier: "as-start_page", slug: "start_page", widgets: [] });
    const saved = await adminClient.put("/administration/widgetbars/as-all.json", {
      widgetbar: {
        widgets: [
          w("text", { renderer: "html_sanitized", content: '<p onclick="x()">Hi<script>alert(1)</script></p>' }),
          w("appointments", { scope: ["personal", "all"] }),
          w("birthday", { show_age: true }),
          w("newest_members", { count: 0 }),
          w("online_members"),
          w("rss", { url: `${site.origin}/feed.xml` }),
          w("speed_dial"),
          w("admin_members", { profile_fields: ["position"] }),
          w("group_info"),
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const widgets = saved.json().widgets;
    expect(widgets.map((x: { count: number }) => x.count)).toEqual([0, 10, 5, 0, 5, 12, 15, 5, 0]);
    expect(widgets[0].content).toBe("<p>Hi</p>");
    expect(widgets[1].scope).toEqual(["all"]);
    expect(widgets.map((x: { position: number }) => x.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await adminClient.get("/administration/widgetbars/as-all.json")).json()).toEqual(saved.json());
    const [event] = await latestAuditEvents(app.ctx.db, 1);
    expect(event).toMatchObject({ eventType: "WidgetbarUpdate", details: { identifier: "as-all", widgets: 9 } });
  });

  it("refuses a bad count, a non-web feed address, an unknown type and another context's identifier", async () => {
    const bad = [
      [w("rss", { url: "file:///etc/passwd" })],
      [w("rss", { url: "" })],
      [w("newest_members", { count: -1 })],
      [w("newest_members", { count: 1.5 })],
      [w("newest_members", { count: "5" })],
      [w("weather")],
    ];
    for (const widgets of bad) {
      const res = await adminClient.put("/administration/widgetbars/as-news.json", { widgetbar: { widgets } });
      expect(res.statusCode, JSON.stringify(widgets)).toBe(422);
    }
    const g = await group(app, { admin: adminRow });
    for (const id of [`g-${g.id}-as-all`, "as-", "nonsense", "as-UPPER"]) {
      expect((await adminClient.get(`/administration/widgetbars/${id}.json`)).statusCode, id).toBe(404);
      expect(
        (await adminClient.put(`/administration/widgetbars/${id}.json`, { widgetbar: { widgets: [] } })).statusCode,
      ).toBe(404);
    }
  });

  it("answers 403 to members and 401 to visitors; a group's bars to its administrators only (404 when hidden)", async () => {
    const plain = await as(app, await member(app));
    for (const path of [
      "/administration/widgetbars.json",
      "/administration/widgetbars/as-all.json",
      "/administration/widgetbars/calendars.json",
    ]) {
      expect((await plain.get(path)).statusCode, path).toBe(403);
      expect((await anonymous(app).get(path)).statusCode, path).toBe(401);
    }
    expect((await plain.put("/administration/widgetbars/as-all.json", { widgetbar: { widgets: [] } })).statusCode).toBe(
      403,
    );
    const owner = await member(app);
    const insider = await member(app);
    const g = await group(app, { admin: owner, members: [insider], access: "closed" });
    const hidden = await group(app, { admin: owner, access: "hidden" });
    const asOwner = await as(app, owner);
    const asInsider = await as(app, insider);
    const id = `g-${g.id}-as-all`;
    const groupBars = (await asOwner.get(`/groups/${g.slug}/administration/widgetbars.json`)).json().widgetbars;
    expect(groupBars[0]).toMatchObject({ identifier: id, group_id: g.id });
    expect(groupBars.map((b: { slug: string }) => b.slug)).not.toContain("start_page");
    const saved = await asOwner.put(`/groups/${g.slug}/administration/widgetbars/${id}.json`, {
      widgetbar: { widgets: [w("group_info", { content: "**Welcome**" })] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await asOwner.get(`/groups/${g.slug}/administration/widgetbars/calendars.json`)).statusCode).toBe(200);
    expect((await asInsider.get(`/groups/${g.slug}/administration/widgetbars.json`)).statusCode).toBe(403);
    expect((await asInsider.get(`/groups/${g.slug}/administration/widgetbars/${id}.json`)).statusCode).toBe(403);
    expect(
      (await asInsider.put(`/groups/${g.slug}/administration/widgetbars/${id}.json`, { widgetbar: { widgets: [] } }))
        .statusCode,
    ).toBe(403);
    expect((await asInsider.get(`/groups/${hidden.slug}/administration/widgetbars.json`)).statusCode).toBe(404);
    // Another group's identifier through this group's path is not found.
    const other = await group(app, { admin: owner });
    expect(
      (await asOwner.get(`/groups/${g.slug}/administration/widgetbars/g-${other.id}-as-all.json`)).statusCode,
    ).toBe(404);
  });
});

describe("the sidebar (GET /widgetbars/{identifier})", () => {
  it("shows every widget type with what the viewer may read, in a fixed number of statements", async () => {
    const viewer = await member(app, { firstName: "Vera", lastName: "Viewer" });
    const asViewer = await as(app, viewer);
    const sidebar = await asViewer.get("/widgetbars/as-all");
    expect(sidebar.statusCode, sidebar.body).toBe(200);
    const widgets = sidebar.json().widgets;
    const byType = Object.fromEntries(widgets.map((x: { type: string }) => [x.type, x]));
    expect(byType.text.content).toBe("<p>Hi</p>");
    expect(byType.rss.items).toEqual([
      { url: "https://news.example.org/1", title: "First & best" },
      { url: `${site.origin}/2`, title: "Second" },
    ]);
    expect(byType.rss.error).toBeNull();
    expect(names(byType.admin_members.members)).toContain("Ada Admin");
    expect(names(byType.newest_members.members)).toEqual([]);
    expect(byType.speed_dial.links).toEqual([]);
    expect(byType.group_info.group).toBeNull();
    expect(byType.birthday.your_birthday).toBe(false);
    // A feed is fetched once per ten minutes, whoever asks.
    await asViewer.get("/widgetbars/as-all");
    expect(site.hits("/feed.xml")).toBe(1);
    const statements = await statementsOf(app, asViewer, "/widgetbars/as-all");
    expect(statements).toBeLessThanOrEqual(12);
  });

  it("loads each widget type once for the bar: three of every type cost what one of each does", async () => {
    const types = [
      "admin_members",
      "appointments",
      "birthday",
      "newest_members",
      "online_members",
      "speed_dial",
      "text",
    ];
    const viewer = await as(app, await member(app));
    const once = types.map((type) => w(type));
    await adminClient.put("/administration/widgetbars/as-once.json", { widgetbar: { widgets: once } });
    await adminClient.put("/administration/widgetbars/as-thrice.json", {
      widgetbar: { widgets: [...once, ...once, ...once] },
    });
    const single = await statementsOf(app, viewer, "/widgetbars/as-once");
    expect(await statementsOf(app, viewer, "/widgetbars/as-thrice")).toBe(single);
  });

  it("lists appointments only from calendars the viewer may read", async () => {
    const owner = await member(app);
    const insider = await member(app);
    const outsider = await member(app);
    const g = await group(app, { admin: owner, members: [insider], access: "closed" });
    const groupCal = await calendar(app, owner, { group: g });
    const asOwner = await as(app, owner);
    expect((await asOwner.post("/appointments", appointment("Closed group meeting", groupCal))).statusCode).toBe(201);
    const barId = "as-calendar";
    await adminClient.put(`/administration/widgetbars/${barId}.json`, {
      widgetbar: { widgets: [w("appointments", { scope: ["all"] })] },
    });
    const shown = async (client: Client) =>
      names((await client.get(`/widgetbars/${barId}`)).json().widgets[0].appointments);
    expect(await shown(await as(app, insider))).toContain("Closed group meeting");
    expect(await shown(await as(app, outsider))).not.toContain("Closed group meeting");
    const first = (await (await as(app, insider)).get(`/widgetbars/${barId}`)).json().widgets[0].appointments[0];
    expect(first).toMatchObject({ path: expect.stringMatching(/^\/appointments\/[0-9a-f]{24}$/), all_day: false });
    // A personal scope shows only the viewer's own calendar.
    await adminClient.put(`/administration/widgetbars/${barId}.json`, {
      widgetbar: { widgets: [w("appointments", { scope: ["personal"] })] },
    });
    expect(await shown(await as(app, insider))).not.toContain("Closed group meeting");
  });

  it("refuses a calendar the editor may not read in an appointments widget, and keeps one the bar already had", async () => {
    const owner = await member(app);
    const secret = await group(app, { admin: owner, access: "closed" });
    const hiddenCal = await calendar(app, owner, { group: secret });
    const ownCal = await calendar(app, owner, { group: await group(app, { admin: owner }) });
    const asOwner = await as(app, owner);
    const coAdmin = await member(app);
    const g = await group(app, { admin: owner, members: [coAdmin] });
    const url = `/groups/${g.slug}/administration/widgetbars/g-${g.id}-as-all.json`;
    const bar = (ids: string[]) => ({
      widgetbar: { widgets: [w("appointments", { scope: ["additional_calendar_ids"], additional_calendar_ids: ids })] },
    });
    // The owner reads both calendars and saves them.
    expect((await asOwner.put(url, bar([hiddenCal, ownCal]))).statusCode).toBe(200);
    // Another of the group's administrators, who may not read the closed group's calendar, may save the bar as it
    // was, but add no calendar they cannot read.
    await asOwner.put(`/groups/${g.slug}/members/${coAdmin.id}/admin`, { is_admin: true });
    const asCoAdmin = await as(app, coAdmin);
    expect((await asCoAdmin.put(url, bar([hiddenCal, ownCal]))).statusCode).toBe(200);
    const foreign = await calendar(app, await member(app));
    const refused = await asCoAdmin.put(url, bar([ownCal, foreign]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ "widgets.0.additional_calendar_ids": ["contains unknown calendars"] });
    const saved = (await asOwner.get(`/widgetbars/g-${g.id}-as-all`)).json();
    expect(saved.widgets[0].additional_calendar_ids).toEqual([hiddenCal, ownCal]);
  });

  it("keeps a hidden group's members, info and bar from outsiders; a group's own bar takes precedence", async () => {
    const owner = await member(app, { firstName: "Hidden", lastName: "Owner" });
    const hidden = await group(app, { admin: owner, access: "hidden" });
    const asOwner = await as(app, owner);
    const id = `g-${hidden.id}-as-all`;
    expect(
      (
        await asOwner.put(`/groups/${hidden.slug}/administration/widgetbars/${id}.json`, {
          widgetbar: { widgets: [w("admin_members"), w("newest_members"), w("group_info")] },
        })
      ).statusCode,
    ).toBe(200);
    const own = (await asOwner.get(`/widgetbars/${id}`)).json();
    expect(own.widgets.map((x: { type: string }) => x.type)).toEqual(["admin_members", "newest_members", "group_info"]);
    expect(names(own.widgets[0].members)).toEqual(["Hidden Owner"]);
    expect(own.widgets[2].group).toMatchObject({ id: hidden.id, name: hidden.name });
    const outsider = await as(app, await member(app));
    expect((await outsider.get(`/widgetbars/${id}`)).statusCode).toBe(404);
    // A group without a bar of its own shows the network's.
    const open = await group(app, { admin: owner });
    const fallback = (await outsider.get(`/widgetbars/g-${open.id}-as-all`)).json();
    expect(fallback.widgets.map((x: { type: string }) => x.type)).toContain("rss");
    expect((await outsider.get("/widgetbars/nonsense")).statusCode).toBe(404);
    expect((await anonymous(app).get("/widgetbars/as-all")).statusCode).toBe(401);
  });

  it("shows upcoming birthdays with the age, and the viewer's own", async () => {
    const today = DateTime.now().setZone("Europe/Berlin");
    const viewer = await member(app);
    await updateMemberRow(app.ctx.db, viewer.id, { birthday: `1990-${today.toFormat("MM-dd")}` });
    await adminClient.put("/administration/widgetbars/as-birthdays.json", {
      widgetbar: { widgets: [w("birthday", { show_age: true, count: 50 })] },
    });
    const [widget] = (await (await as(app, viewer)).get("/widgetbars/as-birthdays")).json().widgets;
    expect(widget.your_birthday).toBe(true);
    expect(widget.members.find((m: { id: string }) => m.id === viewer.id)).toMatchObject({
      birthday: today.toFormat("MM-dd"),
      age: today.year - 1990,
    });
  });

  it("follows a redirect to the feed, and refuses loopback without the test setting (on redirects too)", async () => {
    await adminClient.put("/administration/widgetbars/as-feeds.json", {
      widgetbar: { widgets: [w("rss", { url: `${site.origin}/moved` })] },
    });
    const viewer = await as(app, await member(app));
    expect((await viewer.get("/widgetbars/as-feeds")).json().widgets[0].items).toHaveLength(2);
    app.ctx.config.crawlAllowPrivateHosts = false;
    try {
      await adminClient.put("/administration/widgetbars/as-guarded.json", {
        widgetbar: { widgets: [w("rss", { url: `http://localhost:${site.port}/moved?x=1` })] },
      });
      const [widget] = (await viewer.get("/widgetbars/as-guarded")).json().widgets;
      expect(widget.items).toEqual([]);
      expect(widget.error).toBe("The feed could not be loaded.");
    } finally {
      app.ctx.config.crawlAllowPrivateHosts = true;
    }
  });
});
