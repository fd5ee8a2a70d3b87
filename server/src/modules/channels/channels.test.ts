import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, member } from "../../../test/factories.js";
import { standInSite } from "../../../test/stand-in-site.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";
import type { ChannelBlogs } from "./channel-blogs.js";
import {
  blogOfChannelSlug,
  channelBlogManageable,
  channelBlogReadable,
  channelBlogSubscribed,
  channelOfBlogFor,
} from "./channels.access.js";

let app: App;
let adminRow: MemberRow;
let asAdmin: Client;
let asReader: Client;
let site: Awaited<ReturnType<typeof standInSite>>;

const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>News</title>
<item><title>First</title><link>https://news.example.org/1</link></item>
<item><title>Second</title><link>https://news.example.org/2</link></item>
</channel></rss>`;

const create = (client: Client, channel: Record<string, unknown>) => client.post("/channels", { channel });
const widget = (type: string, fields: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  widget: { type, title: `${type} widget`, fields, ...extra },
});

beforeAll(async () => {
  app = await createTestApp();
  app.ctx.config.crawlAllowPrivateHosts = true;
  adminRow = await admin(app, { firstName: "Ada", lastName: "Admin" });
  asAdmin = await as(app, adminRow);
  asReader = await as(app, await member(app, { firstName: "Rita", lastName: "Reader" }));
  site = await standInSite({ "/feed.xml": { type: "application/rss+xml", body: RSS } });
});
afterAll(async () => site.close());

describe("channels (communication §2, §3, §5, §7)", () => {
  it("creates a draft channel readable only by who may update it, by every path", async () => {
    const created = await create(asAdmin, { title: "Secret plans", description: "Draft stuff" });
    expect(created.statusCode, created.body).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({ slug: "secret-plans", status: "draft", can: { update: true } });
    // Its blog, made by the blogs module in the same transaction (`channelBlogs`).
    expect(c.blog_id).toMatch(/^[0-9a-f]{24}$/);
    const text = await asAdmin.post(`/channels/${c.slug}/widgets`, widget("text", { content: "<p>Hi</p>" }));
    expect(text.statusCode, text.body).toBe(201);

    // The reader learns nothing of it: page, layout, widgets, a widget, favourite, subscribe, directory, navigation.
    for (const path of [`/channels/${c.slug}`, `/channels/${c.slug}/layout`, `/channels/${c.slug}/widgets`]) {
      expect((await asReader.get(path)).statusCode, path).toBe(404);
    }
    expect((await asReader.get(`/channels/${c.slug}/widgets/${text.json().id}`)).statusCode).toBe(404);
    expect((await asReader.post(`/channels/${c.slug}/favorite`)).statusCode).toBe(404);
    expect((await asReader.post(`/channels/${c.slug}/subscribe`)).statusCode).toBe(404);
    expect((await asReader.put(`/channels/${c.slug}`, { channel: { title: "x" } })).statusCode).toBe(404);
    const dir = (await asReader.get("/directory/channels.json?q=secret")).json();
    expect(dir.entries).toEqual([]);
    expect(dir.pagination.total).toBe(0);
    const search = (await asReader.get("/search.json?q=secret&module=channels")).json();
    expect(search.channels?.hits ?? []).toEqual([]);
    const nav = (await asReader.get("/channels")).json();
    expect([...nav.subscribed, ...nav.recent, ...nav.popular, ...nav.start_page]).toEqual([]);
    expect(nav.can.create_channels).toBe(false);

    // The administrator sees it everywhere.
    expect((await asAdmin.get(`/channels/${c.slug}`)).json().widgets[0].data.content).toBe("<p>Hi</p>");
    expect((await asAdmin.get("/directory/channels.json?q=secret")).json().entries).toHaveLength(1);
    expect((await asAdmin.get("/channels")).json().recent[0].slug).toBe(c.slug);
    const found = (await asAdmin.get("/search.json?q=secret&module=channels")).json();
    expect(found.channels.hits.map((h: { html_url: string }) => h.html_url)).toEqual([`/channels/${c.slug}`]);

    // Published: readers see it; archived: gone again.
    expect((await asAdmin.put(`/channels/${c.slug}`, { channel: { status: "published" } })).statusCode).toBe(200);
    const page = await asReader.get(`/channels/${c.slug}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ can: { update: false, add_article: false }, status: "published" });
    expect((await asReader.put(`/channels/${c.slug}`, { channel: { title: "x" } })).statusCode).toBe(403);
    expect((await asReader.post(`/channels/${c.slug}/widgets`, widget("text"))).statusCode).toBe(403);
    expect((await asReader.put(`/channels/${c.slug}/layout`, { rows: [] })).statusCode).toBe(403);
    await asAdmin.put(`/channels/${c.slug}`, { channel: { status: "archived" } });
    expect((await asReader.get(`/channels/${c.slug}`)).statusCode).toBe(404);
    expect((await asReader.get("/channels")).json().recent).toEqual([]);
  });

  it("refuses creation without can.create_channels, a visitor, a taken slug and a blank title", async () => {
    expect((await create(asReader, { title: "Mine" })).statusCode).toBe(403);
    expect((await create(anonymous(app), { title: "Mine" })).statusCode).toBe(401);
    await create(asAdmin, { title: "Taken", slug: "taken" });
    const again = await create(asAdmin, { title: "Taken", slug: "taken" });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.slug).toEqual(["has already been taken"]);
    expect((await create(asAdmin, { title: "  " })).json().errors.title).toBeDefined();
    // Without a slug a free one is made from the title.
    expect((await create(asAdmin, { title: "Taken" })).json().slug).toBe("taken-2");
  });

  it("favourites and subscriptions change the flags and the subscriber count by one", async () => {
    const c = (await create(asAdmin, { title: "News room", status: "published" })).json();
    expect((await asReader.post(`/channels/${c.slug}/favorite`)).json()).toEqual({ favorited: true });
    const sub = await asReader.post(`/channels/${c.slug}/subscribe`);
    expect(sub.json()).toEqual({ subscribed: true, subscribers_count: 1 });
    expect((await asReader.post(`/channels/${c.slug}/subscribe`)).json().subscribers_count).toBe(1);
    const page = (await asReader.get(`/channels/${c.slug}`)).json();
    expect(page).toMatchObject({ i: { favorited: true, subscribed: true }, is_subscribed: true, subscribers_count: 1 });
    expect((await asReader.get("/channels")).json().subscribed.map((x: { slug: string }) => x.slug)).toEqual([c.slug]);
    const only = (await asReader.get("/directory/channels.json?only_subscribed=true")).json();
    expect(only.entries.map((x: { slug: string }) => x.slug)).toEqual([c.slug]);
    expect((await asReader.delete(`/channels/${c.slug}/favorite`)).json()).toEqual({ favorited: false });
    expect((await asReader.post(`/channels/${c.slug}/unsubscribe`)).json()).toEqual({
      subscribed: false,
      subscribers_count: 0,
    });
  });

  it("filters the directory by letter and pages it", async () => {
    for (const title of ["Alpha one", "Alpha two", "Beta"]) await create(asAdmin, { title, status: "published" });
    const a = (await asReader.get("/directory/channels.json?letter=a&per_page=1&page=2")).json();
    expect(a.entries.map((x: { title: string }) => x.title)).toEqual(["Alpha two"]);
    expect(a.pagination).toEqual({ page: 2, per_page: 1, total: 2 });
  });
});

describe("widgets and layout (communication §3, §5, §9)", () => {
  it("validates fields per type, saves http(s) addresses only and cleans rich text", async () => {
    const c = (await create(asAdmin, { title: "Widgets", status: "published" })).json();
    const bad = [
      widget("weather"),
      widget("rss", { url: "javascript:alert(1)" }),
      widget("rss", { url: "file:///etc/passwd" }),
      widget("link", { url: "ftp://x.org" }),
      widget("text", {}, { w: 4 }),
      widget("navigation", { navigation_items: [{ title: "" }] }),
      widget("banner", { background: "red" }),
    ];
    for (const body of bad) {
      const res = await asAdmin.post(`/channels/${c.slug}/widgets`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await asAdmin.post(`/channels/${c.slug}/widgets`, widget("weather"))).json().errors.type).toEqual([
      "unknown widget type",
    ]);
    const text = await asAdmin.post(
      `/channels/${c.slug}/widgets`,
      widget(
        "text",
        { content: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
        {
          w: 2,
          translations: { de: { title: "Hallo", content: "<p>Hallo</p>" } },
        },
      ),
    );
    expect(text.statusCode, text.body).toBe(201);
    expect(text.json()).toMatchObject({ w: 2, fields: { content: "<p>Hi</p>" } });
    const de = (await asReader.get(`/channels/${c.slug}/widgets/${text.json().id}?lng=de`)).json();
    expect(de).toMatchObject({ title: "Hallo", fields: { content: "<p>Hallo</p>" } });
    // One-column types are width 1; appointments take the full row.
    const banner = (await asAdmin.post(`/channels/${c.slug}/widgets`, widget("banner", {}, { w: 3 }))).json();
    expect(banner.w).toBe(1);
    const appts = (await asAdmin.post(`/channels/${c.slug}/widgets`, widget("appointments"))).json();
    expect(appts).toMatchObject({ w: 3, fields: { count: 10 } });

    // Layout: columns per row type, known widgets once, appointments in a full row only.
    const layout = (await asAdmin.get(`/channels/${c.slug}/layout`)).json();
    expect(layout.rows).toHaveLength(3);
    const badLayouts = [
      { rows: [{ type: "third", columns: [[text.json().id]] }] },
      { rows: [{ type: "full", columns: [["0123456789abcdef01234567"]] }] },
      { rows: [{ type: "half-1-2", columns: [[text.json().id], [text.json().id]] }] },
      { rows: [{ type: "half-2-1", columns: [[appts.id], []] }] },
      { rows: [{ type: "diagonal", columns: [[]] }] },
    ];
    for (const body of badLayouts) {
      expect((await asAdmin.put(`/channels/${c.slug}/layout`, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const good = {
      rows: [
        { type: "half-1-2", columns: [[banner.id], [text.json().id]] },
        { type: "full", columns: [[appts.id]] },
      ],
    };
    const saved = await asAdmin.put(`/channels/${c.slug}/layout`, good);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await asReader.get(`/channels/${c.slug}/layout`)).json()).toEqual(good);

    // Deleting a widget takes it out of the layout.
    expect((await asAdmin.delete(`/channels/${c.slug}/widgets/${banner.id}`)).statusCode).toBe(204);
    expect((await asReader.get(`/channels/${c.slug}/layout`)).json().rows[0].columns[0]).toEqual([]);
    expect((await asReader.delete(`/channels/${c.slug}/widgets/${text.json().id}`)).statusCode).toBe(403);
  });

  it("loads each widget's data on the page: people, rss through the guarded fetch, an empty blog", async () => {
    const c = (await create(asAdmin, { title: "Loaded", status: "published" })).json();
    const people = await asAdmin.post(`/channels/${c.slug}/widgets`, widget("people", { member_ids: [adminRow.id] }));
    expect(people.statusCode, people.body).toBe(201);
    await asAdmin.post(`/channels/${c.slug}/widgets`, widget("rss", { url: `${site.origin}/feed.xml`, count: 1 }));
    await asAdmin.post(`/channels/${c.slug}/widgets`, widget("blog"));
    await asAdmin.post(`/channels/${c.slug}/widgets`, widget("spotlight", { articles: ["0123456789abcdef01234567"] }));
    await asAdmin.post(`/channels/${c.slug}/widgets`, widget("link", { url: "https://example.org/" }));
    await asAdmin.post(`/channels/${c.slug}/widgets`, widget("appointments"));
    const page = await asReader.get(`/channels/${c.slug}`);
    expect(page.statusCode, page.body).toBe(200);
    const byType = Object.fromEntries(
      page.json().widgets.map((w: { type: string; data: unknown }) => [w.type, w.data]),
    );
    expect(byType.people.members.map((m: { name: string }) => m.name)).toEqual(["Ada Admin"]);
    expect(byType.rss.items).toEqual([{ title: "First", url: "https://news.example.org/1" }]);
    expect(byType.blog.articles).toEqual([]);
    expect(byType.spotlight.articles).toEqual([]);
    expect(byType.link.preview.url).toBe("https://example.org/");
    expect(byType.appointments.appointments).toEqual([]);
  });
});

describe("a channel's blog (the blogs module through channelBlogs and blogHosts)", () => {
  it("shows its published articles in the blog and spotlight widgets, and hides them while the channel is a draft", async () => {
    const c = (await create(asAdmin, { title: "Newsroom", status: "published" })).json();
    const posted = await asAdmin.post(`/blogs/${c.blog_id}/articles`, {
      article: { title: "Launch day", teaser: "We are live", html_content: "<p>Hello</p>", status: "published" },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const article = posted.json() as { id: string; path: string };
    await asAdmin.post(`/channels/${c.slug}/widgets`, widget("blog"));
    await asAdmin.post(`/channels/${c.slug}/widgets`, widget("spotlight", { articles: [article.id] }));
    const page = (await asReader.get(`/channels/${c.slug}`)).json();
    const byType = Object.fromEntries(page.widgets.map((w: { type: string; data: unknown }) => [w.type, w.data]));
    expect(byType.blog.articles.map((a: { title: string }) => a.title)).toEqual(["Launch day"]);
    expect(byType.spotlight.articles.map((a: { id: string }) => a.id)).toEqual([article.id]);
    expect((await asReader.get(`/channels/${c.slug}/blog/articles`)).json().articles).toHaveLength(1);
    expect((await asReader.get(article.path)).statusCode).toBe(200);

    // Back to draft: the reader reaches the article by no path, its writer still does.
    expect((await asAdmin.put(`/channels/${c.slug}`, { channel: { status: "draft" } })).statusCode).toBe(200);
    expect((await asReader.get(article.path)).statusCode).toBe(404);
    expect((await asReader.get(`/channels/${c.slug}/blog/articles`)).statusCode).toBe(404);
    expect((await asReader.get(`/blogs/${c.blog_id}`)).statusCode).toBe(404);
    expect((await asAdmin.get(article.path)).statusCode).toBe(200);
  });
});

describe("a blog's pages link back to its channel (blogHosts.channelOf)", () => {
  it("names the channel on the blog's list and its articles for whoever may read the channel, none without one", async () => {
    const c = (await create(asAdmin, { title: "Press room", status: "published" })).json();
    const posted = await asAdmin.post(`/blogs/${c.blog_id}/articles`, {
      article: { title: "Opening", html_content: "<p>Hi</p>", status: "published" },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const channel = { slug: c.slug, title: "Press room" };
    expect(posted.json().channel).toEqual(channel);
    expect((await asReader.get(`/blogs/${c.blog_id}/articles`)).json().blog.channel).toEqual(channel);
    expect((await asReader.get(posted.json().path)).json().channel).toEqual(channel);
    // A blog no channel hosts (the administrators' own) has none to link to.
    const alone = (await asAdmin.post("/blogs", { blog: { title: "Standalone" } })).json();
    expect((await asReader.get(`/blogs/${alone.id}/articles`)).json().blog.channel).toBeNull();
    // Back to draft: only who may update the channel reads it, and its blog.
    expect((await asAdmin.put(`/channels/${c.slug}`, { channel: { status: "draft" } })).statusCode).toBe(200);
    expect((await asAdmin.get(`/blogs/${c.blog_id}/articles`)).json().blog.channel).toEqual(channel);
    expect(await channelOfBlogFor(app.ctx.db, (await member(app)).id, c.blog_id)).toBeNull();
  });
});

describe("design and subscription assignment (administration §3, §5, §7)", () => {
  it("derives channel- colours from the design", async () => {
    const c = (await create(asAdmin, { title: "Designed" })).json();
    const res = await asAdmin.put(`/channels/${c.slug}`, {
      channel: { design: { primary: "#ffeb3b", header_background: "#1c1c1c", background: "" } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().design.derivedColors;
    expect(d["channel-primary"]).toBe("#ffeb3b");
    expect(d["channel-primary-text"]).toBe("#000000");
    expect(d["channel-header-text"]).toBe("#ffffff");
    expect(Object.keys(d).every((k) => k.startsWith("channel-"))).toBe(true);
    const bad = await asAdmin.put(`/channels/${c.slug}`, { channel: { design: { primary: "yellow" } } });
    expect(bad.statusCode).toBe(422);
  });

  it("assigns subscriptions to members or all network members; at least one channel; administrators only", async () => {
    const a = (await create(asAdmin, { title: "Assigned A", status: "published" })).json();
    const b = (await create(asAdmin, { title: "Assigned B", status: "published" })).json();
    const path = "/administration/channel_settings/assign_channel_subscriptions";
    const someone = await member(app);
    expect((await asReader.post(path, { channels: [a.slug], members: [{ id: someone.id }] })).statusCode).toBe(403);
    expect((await asAdmin.post(path, { channels: [], members: [{ id: someone.id }] })).statusCode).toBe(422);
    expect((await asAdmin.post(path, { channels: [a.slug], members: null })).statusCode).toBe(422);
    expect((await asAdmin.post(path, { channels: ["nope"], members: [{ id: someone.id }] })).statusCode).toBe(422);
    const one = await asAdmin.post(path, { channels: [a.slug], members: [{ id: someone.id, type: "member" }] });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ subscribed: 1 });
    const all = await asAdmin.post(path, {
      channels: [a.slug, b.slug],
      members: null,
      subscribe_all_network_members: true,
    });
    expect(all.statusCode, all.body).toBe(200);
    const asSomeone = await as(app, someone);
    expect((await asSomeone.get(`/channels/${b.slug}`)).json().is_subscribed).toBe(true);
    expect((await asSomeone.get(`/channels/${a.slug}`)).json().subscribers_count).toBe(
      (await asSomeone.get(`/channels/${b.slug}`)).json().subscribers_count,
    );
  });
});

describe("the channelBlogs hook (BRIEF contract)", () => {
  it("creates the channel's blog in its transaction and fills the blog and spotlight widgets from the supplier", async () => {
    const blogId = "0123456789abcdef0123abcd";
    const card = (id: string, title: string) => ({
      id,
      blog_id: blogId,
      title,
      teaser: null,
      image_url: null,
      published_at: "2026-03-01T10:00:00.000Z",
      author: { id: adminRow.id, name: "Ada Admin" },
      path: `/blogs/${blogId}/articles/${id}`,
    });
    const asked: unknown[] = [];
    const fake: ChannelBlogs = {
      create: async (_tx, input) => {
        asked.push(["create", input.title, input.creatorId]);
        return blogId;
      },
      // The page passes the reader's row (it has it); an id is the other form the contract takes.
      latest: async (_db, member, id, limit) => {
        asked.push(["latest", typeof member === "string" ? member : member.id, id, limit]);
        return [card("aaaaaaaaaaaaaaaaaaaaaaaa", "Newest")];
      },
      byIds: async (_db, _memberId, ids) => ids.map((id) => card(id, `Spot ${id.slice(0, 2)}`)),
    };
    const modules = app.ctx.modules as { channelBlogs: ChannelBlogs | null };
    modules.channelBlogs = fake;
    try {
      const c = (await create(asAdmin, { title: "Blogged", status: "published" })).json();
      expect(c).toMatchObject({ blog_id: blogId, can: { update: true, add_article: true } });
      await asAdmin.post(`/channels/${c.slug}/widgets`, widget("blog", { latest_articles: 2 }));
      await asAdmin.post(
        `/channels/${c.slug}/widgets`,
        widget("spotlight", { articles: ["bbbbbbbbbbbbbbbbbbbbbbbb"] }),
      );
      const page = (await asReader.get(`/channels/${c.slug}`)).json();
      const [blog, spot] = page.widgets;
      expect(blog.data.articles.map((a: { title: string }) => a.title)).toEqual(["Newest"]);
      expect(spot.data.articles.map((a: { id: string }) => a.id)).toEqual(["bbbbbbbbbbbbbbbbbbbbbbbb"]);
      expect(asked).toEqual([
        ["create", "Blogged", adminRow.id],
        ["latest", asReader.member?.id, blogId, 2],
      ]);
    } finally {
      modules.channelBlogs = null;
    }
  });
});

describe("the blogHosts builders (BRIEF contract)", () => {
  it("read, manage and subscribe a channel's blog as the channel's access says", async () => {
    const blogId = "0123456789abcdef0123fedc";
    const modules = app.ctx.modules as { channelBlogs: ChannelBlogs | null };
    modules.channelBlogs = { create: async () => blogId, latest: async () => [], byIds: async () => [] };
    let slug: string;
    try {
      slug = (await create(asAdmin, { title: "Host" })).json().slug;
    } finally {
      modules.channelBlogs = null;
    }
    const reader = asReader.member?.id as string;
    const flags = async (memberId: string) => {
      const result = (await app.ctx.db.execute(sql`select
        ${channelBlogReadable(sql`${blogId}`, memberId)} as readable,
        ${channelBlogManageable(sql`${blogId}`, memberId)} as manageable,
        ${channelBlogSubscribed(sql`${blogId}`, memberId)} as subscribed`)) as unknown as {
        rows: { readable: boolean; manageable: boolean; subscribed: boolean }[];
      };
      return result.rows[0];
    };
    expect(await flags(reader)).toEqual({ readable: false, manageable: false, subscribed: false });
    expect(await flags(adminRow.id)).toEqual({ readable: true, manageable: true, subscribed: false });
    expect(await blogOfChannelSlug(app.ctx.db, reader, slug)).toBeNull();
    expect(await blogOfChannelSlug(app.ctx.db, adminRow.id, slug)).toBe(blogId);
    await asAdmin.put(`/channels/${slug}`, { channel: { status: "published" } });
    await asReader.post(`/channels/${slug}/subscribe`);
    expect(await flags(reader)).toEqual({ readable: true, manageable: false, subscribed: true });
    expect(await blogOfChannelSlug(app.ctx.db, reader, slug)).toBe(blogId);
  });
});
