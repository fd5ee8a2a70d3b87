import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { addMembership } from "../groups/groups.service.js";
import type { MemberRow } from "../members/members.schema.js";
import { freeSlug } from "./group-pages.service.js";

const body = (title: string, html_content = "<p>Text</p>") => ({ group_page: { title, html_content } });

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

/** A group with an administrator, a plain member and one page. */
async function groupWithPage(access: "open" | "closed" | "hidden" = "open") {
  const boss = await member(app);
  const plain = await member(app);
  const g = await group(app, { access, admin: boss, members: [plain] });
  const asBoss = await as(app, boss);
  const created = await asBoss.post(`/groups/${g.slug}/pages`, body("Welcome", "<p>Hello</p>"));
  expect(created.statusCode, created.body).toBe(201);
  return { boss, plain, g, asBoss, page: created.json() };
}

describe("group pages", () => {
  it("requires a signed-in member", async () => {
    const { g } = await groupWithPage();
    const visitor = anonymous(app);
    expect((await visitor.get(`/groups/${g.slug}/pages`)).statusCode).toBe(401);
    expect((await visitor.get(`/groups/${g.slug}/pages/welcome`)).statusCode).toBe(401);
    expect((await visitor.post(`/groups/${g.slug}/pages`, body("X"))).statusCode).toBe(401);
  });

  it("lets the group's administrator create, read, change and delete a page", async () => {
    const { boss, g, asBoss, page } = await groupWithPage();
    expect(page).toMatchObject({
      slug: "welcome",
      title: "Welcome",
      path: `/groups/${g.slug}/pages/welcome`,
      html_content: "<p>Hello</p>",
      position: 0,
      author: { id: boss.id },
      group: { id: g.id, slug: g.slug, name: g.name },
      can: { update: true, destroy: true },
    });
    const second = (await asBoss.post(`/groups/${g.slug}/pages`, body("Rules"))).json();
    expect(second.position).toBe(1);

    const list = (await asBoss.get(`/groups/${g.slug}/pages`)).json();
    expect(list.can).toEqual({ create: true });
    expect(list.pages.map((p: { slug: string }) => p.slug)).toEqual(["welcome", "rules"]);
    expect(Object.keys(list.pages[0]).sort()).toEqual(["id", "path", "slug", "title", "updated_at"]);

    const shown = await asBoss.get(`/groups/${g.slug}/pages/welcome`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(page);

    const changed = await asBoss.put(`/groups/${g.slug}/pages/welcome`, body("Welcome, everyone", "<h2>Hi</h2>"));
    expect(changed.statusCode, changed.body).toBe(200);
    // The slug stays when the title changes, so links keep working.
    expect(changed.json()).toMatchObject({ slug: "welcome", title: "Welcome, everyone", html_content: "<h2>Hi</h2>" });

    const removed = await asBoss.delete(`/groups/${g.slug}/pages/welcome`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ redirect: `/groups/${g.slug}` });
    expect((await asBoss.get(`/groups/${g.slug}/pages/welcome`)).statusCode).toBe(404);
    expect((await asBoss.delete(`/groups/${g.slug}/pages/welcome`)).statusCode).toBe(404);
  });

  it("makes slugs from titles, unique within the group, never `new`", async () => {
    const { g, asBoss } = await groupWithPage();
    const slugOf = async (title: string) => (await asBoss.post(`/groups/${g.slug}/pages`, body(title))).json().slug;
    expect(await slugOf("Welcome")).toBe("welcome-2");
    expect(await slugOf("WELCOME!")).toBe("welcome-3");
    expect(await slugOf("Über uns & Café")).toBe("uber-uns-cafe");
    expect(await slugOf("New")).toBe("new-2");
    expect(await slugOf("???")).toBe("page");
    expect(await slugOf("?!")).toBe("page-2");
    // Another group may use the same slug.
    const boss = await member(app);
    const h = await group(app, { admin: boss });
    expect((await (await as(app, boss)).post(`/groups/${h.slug}/pages`, body("Welcome"))).json().slug).toBe("welcome");
    expect(freeSlug("a", new Set(["a", "a-2", "a-3"]))).toBe("a-4");
  });

  it("cleans the content: no scripts, event handlers, javascript: links, styles or frames", async () => {
    const { g, asBoss } = await groupWithPage();
    const html = [
      "<h2>Title</h2><script>alert(1)</script>",
      '<p style="color:red" onclick="x()">Text <img src="x" onerror="alert(1)"></p>',
      '<a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a>',
      '<iframe src="https://example.com"></iframe><style>p{}</style>',
      "<blockquote>Quote</blockquote><ul><li>One</li></ul>",
      '<table><tbody><tr><th scope="col">A</th><td colspan="2" style="x">B</td></tr></tbody></table>',
    ].join("");
    const created = (await asBoss.post(`/groups/${g.slug}/pages`, body("Clean", html))).json();
    const content = created.html_content as string;
    for (const unsafe of ["script", "alert", "onclick", "onerror", "style", "iframe", "javascript:", "<img"])
      expect(content).not.toContain(unsafe);
    expect(content).toContain("<h2>Title</h2>");
    expect(content).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">good</a>',
    );
    expect(content).toContain("<blockquote>Quote</blockquote><ul><li>One</li></ul>");
    expect(content).toContain('<th scope="col">A</th><td colspan="2">B</td>');
    expect((await asBoss.get(`/groups/${g.slug}/pages/clean`)).json().html_content).toBe(content);
  });

  it("refuses invalid titles and content with field codes", async () => {
    const { g, asBoss } = await groupWithPage();
    const blank = await asBoss.post(`/groups/${g.slug}/pages`, body("   "));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().codes).toEqual({ title: ["required"] });
    const long = await asBoss.put(`/groups/${g.slug}/pages/welcome`, body("x".repeat(121)));
    expect(long.statusCode).toBe(422);
    expect(long.json().codes).toEqual({ title: ["too_long"] });
    const huge = await asBoss.post(`/groups/${g.slug}/pages`, body("Big", "x".repeat(200_001)));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().codes).toEqual({ html_content: ["too_long"] });
  });

  it("lets members read but only administrators and network administrators write", async () => {
    const { plain, g } = await groupWithPage("closed");
    const asPlain = await as(app, plain);
    const read = (await asPlain.get(`/groups/${g.slug}/pages/welcome`)).json();
    expect(read.can).toEqual({ update: false, destroy: false });
    expect((await asPlain.get(`/groups/${g.slug}/pages`)).json().can).toEqual({ create: false });
    for (const res of [
      await asPlain.post(`/groups/${g.slug}/pages`, body("Mine")),
      await asPlain.put(`/groups/${g.slug}/pages/welcome`, body("Mine")),
      await asPlain.delete(`/groups/${g.slug}/pages/welcome`),
    ])
      expect(res.statusCode).toBe(403);

    const asAdmin = await as(app, await admin(app));
    expect((await asAdmin.get(`/groups/${g.slug}/pages/welcome`)).json().can).toEqual({ update: true, destroy: true });
    expect((await asAdmin.put(`/groups/${g.slug}/pages/welcome`, body("By the admin"))).statusCode).toBe(200);
    expect((await asAdmin.post(`/groups/${g.slug}/pages`, body("Admin page"))).statusCode).toBe(201);
  });

  it("lets everyone read an open group's pages, and write none of them", async () => {
    const { g } = await groupWithPage("open");
    const outsider = await as(app, await member(app));
    expect((await outsider.get(`/groups/${g.slug}/pages/welcome`)).statusCode).toBe(200);
    expect((await outsider.put(`/groups/${g.slug}/pages/welcome`, body("Mine"))).statusCode).toBe(403);
  });

  it.each(["closed", "hidden"] as const)("answers 404 on every route to non-members of a %s group", async (access) => {
    const { g } = await groupWithPage(access);
    const guest = await member(app, { isExternal: true });
    const invitee = await member(app);
    await addMembership(app.ctx.db, g.id, invitee.id, { status: "invited" });
    const callers: [string, MemberRow][] = [
      ["outsider", await member(app)],
      ["guest", guest],
      ["invitee", invitee],
    ];
    for (const [name, m] of callers) {
      const client: Client = await as(app, m);
      const answers = [
        await client.get(`/groups/${g.slug}/pages`),
        await client.get(`/groups/${g.slug}/pages/welcome`),
        await client.get(`/groups/${g.slug}/pages/no-such-page`),
        await client.post(`/groups/${g.slug}/pages`, body("Mine")),
        await client.put(`/groups/${g.slug}/pages/welcome`, body("Mine")),
        await client.delete(`/groups/${g.slug}/pages/welcome`),
      ];
      for (const res of answers) {
        expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
        expect(res.json()).toEqual({ error: "not_found", message: "Not found." });
      }
    }
  });

  it("keeps an archived group's pages readable and unchangeable", async () => {
    const { g, asBoss } = await groupWithPage();
    expect((await asBoss.put(`/groups/${g.slug}/archive`)).statusCode).toBe(200);
    const page = (await asBoss.get(`/groups/${g.slug}/pages/welcome`)).json();
    expect(page.can).toEqual({ update: false, destroy: false });
    expect((await asBoss.get(`/groups/${g.slug}/pages`)).json().can).toEqual({ create: false });
    for (const res of [
      await asBoss.post(`/groups/${g.slug}/pages`, body("Late")),
      await asBoss.put(`/groups/${g.slug}/pages/welcome`, body("Late")),
      await asBoss.delete(`/groups/${g.slug}/pages/welcome`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe("group_archived");
    }
  });

  it("deletes a group's pages with the group", async () => {
    const { g, asBoss } = await groupWithPage();
    expect((await asBoss.delete(`/groups/${g.slug}`)).statusCode).toBe(200);
    expect((await asBoss.get(`/groups/${g.slug}/pages/welcome`)).statusCode).toBe(404);
  });
});

describe("group pages as page loads", () => {
  it("serves the web app to a browser opening a page or the form, JSON to calls", async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
    fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><div id=root></div>");
    const web = await createTestApp({ webDist });
    const boss = await member(web);
    const g = await group(web, { access: "hidden", admin: boss });
    const asBoss = await as(web, boss);
    expect((await asBoss.post(`/groups/${g.slug}/pages`, body("Welcome"))).statusCode).toBe(201);
    for (const url of [`/groups/${g.slug}/pages/welcome`, `/groups/${g.slug}/pages/new`, `/groups/${g.slug}/pages`]) {
      const page = await asBoss.get(url, { accept: "text/html,application/xhtml+xml" });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain("id=root");
    }
    expect((await asBoss.get(`/groups/${g.slug}/pages/welcome.json`, { accept: "text/html" })).json().slug).toBe(
      "welcome",
    );
  });
});

describe("group navigation's pages tab", () => {
  const pagesTab = async (client: Client, slug: string) =>
    (await client.get(`/groups/${slug}/navigation`)).json().tabs.find((t: { key: string }) => t.key === "pages");

  it("lists the pages to members, with New page for administrators", async () => {
    const { plain, g, asBoss } = await groupWithPage("open");
    const forBoss = await pagesTab(asBoss, g.slug);
    expect(forBoss.path).toBe(`/groups/${g.slug}/pages`);
    expect(forBoss.children.map((c: { key: string; label: string; path: string }) => [c.key, c.label, c.path])).toEqual(
      [
        ["page-welcome", "Welcome", `/groups/${g.slug}/pages/welcome`],
        ["new_page", "new_page", `/groups/${g.slug}/pages/new`],
      ],
    );
    const forMember = await pagesTab(await as(app, plain), g.slug);
    expect(forMember.children.map((c: { key: string }) => c.key)).toEqual(["page-welcome"]);
    expect(await pagesTab(await as(app, await admin(app)), g.slug)).toBeDefined();
  });

  it("is missing for readers who do not belong to the group, and when there is nothing to show", async () => {
    const { g } = await groupWithPage("open");
    expect(await pagesTab(await as(app, await member(app)), g.slug)).toBeUndefined();
    const m = await member(app);
    const empty = await group(app, { members: [m] });
    expect(await pagesTab(await as(app, m), empty.slug)).toBeUndefined();
  });
});

describe("group pages in order", () => {
  it("lets the group's administrators reorder its pages; members read them in that order", async () => {
    const { g, asBoss, plain, page } = await groupWithPage("closed");
    const second = (await asBoss.post(`/groups/${g.slug}/pages`, body("Second"))).json();
    const third = (await asBoss.post(`/groups/${g.slug}/pages`, body("Third"))).json();
    const order = [third.id, page.id, second.id];
    const res = await asBoss.put(`/groups/${g.slug}/pages/order`, { ids: order });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pages.map((p: { id: string }) => p.id)).toEqual(order);
    const asPlain = await as(app, plain);
    expect((await asPlain.get(`/groups/${g.slug}/pages`)).json().pages.map((p: { id: string }) => p.id)).toEqual(order);
    // Members who are not administrators: 403; outsiders of the closed group: 404.
    expect((await asPlain.put(`/groups/${g.slug}/pages/order`, { ids: order })).statusCode).toBe(403);
    const outsider = await as(app, await member(app));
    expect((await outsider.put(`/groups/${g.slug}/pages/order`, { ids: order })).statusCode).toBe(404);
    // Not exactly the group's pages: 422.
    const partial = await asBoss.put(`/groups/${g.slug}/pages/order`, { ids: [page.id, second.id] });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors).toHaveProperty("ids");
    const elsewhere = await groupWithPage();
    const foreign = await asBoss.put(`/groups/${g.slug}/pages/order`, { ids: [...order.slice(1), elsewhere.page.id] });
    expect(foreign.statusCode).toBe(422);
  });
});
