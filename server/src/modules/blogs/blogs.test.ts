import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, group, groupCategory, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";
import type { BlogHost } from "./blog-hosts.js";
import { articleCardsByIds, createBlogFor, latestArticleCards } from "./blogs.service.js";

let app: App;
let boss: MemberRow;
let asBoss: Client;
beforeAll(async () => {
  app = await createTestApp();
  boss = await admin(app);
  asBoss = await as(app, boss);
});

const articleBody = (over: Record<string, unknown> = {}) => ({
  article: { title: "Hello", teaser: "Short", html_content: "<p>Body</p>", status: "published", ...over },
});

async function newBlog(title = "News") {
  const res = await asBoss.post("/blogs", { blog: { title } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

async function write(blogId: string, over: Record<string, unknown> = {}, client = asBoss) {
  const res = await client.post(`/blogs/${blogId}/articles`, articleBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; path: string; status: string; published_at: string | null };
}

const setPolicy = (blogId: string, create: unknown[], publish: unknown[] = [], extra: Record<string, unknown> = {}) =>
  asBoss.put(`/blogs/${blogId}`, {
    blog: {
      title: "News",
      policy_settings: {
        create_and_update: { permitted_audience: create },
        publish_and_unpublish: { permitted_audience: publish },
      },
      ...extra,
    },
  });

describe("blogs", () => {
  it("answers a visitor 401 and an unknown blog 404", async () => {
    const blog = await newBlog();
    expect((await anonymous(app).get(`/blogs/${blog.id}`)).statusCode).toBe(401);
    const reader = await as(app, await member(app));
    expect((await reader.get("/blogs/0123456789abcdef01234567")).statusCode).toBe(404);
    expect((await reader.post("/blogs", { blog: { title: "Mine" } })).statusCode).toBe(403);
  });

  it("lets administrators set the title, description, byline and audiences; the title is required", async () => {
    const blog = await newBlog();
    const writer = await member(app);
    const g = await group(app);
    const missing = await asBoss.put(`/blogs/${blog.id}`, { blog: { title: " " } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.title).toBeDefined();
    const badEntry = await setPolicy(blog.id, [{ type: "system_role", id: "boss" }]);
    expect(badEntry.statusCode).toBe(422);
    const saved = await setPolicy(
      blog.id,
      [{ type: "member", id: writer.id }, { type: "group", id: g.id }, { type: "channel" }],
      [{ type: "system_role", id: "admin" }],
      { description: "What happens", publish_as: "author" },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      title: "News",
      description: "What happens",
      publish_as: "author",
      parent_id: null,
      policy_settings: {
        create_and_update: {
          permitted_audience: [
            { type: "member", id: writer.id, label: `${writer.firstName} ${writer.lastName}` },
            { type: "group", id: g.id, label: g.name },
            { type: "channel", id: null },
          ],
        },
        publish_and_unpublish: { permitted_audience: [{ type: "system_role", id: "admin" }] },
      },
      can: { update: true, create_articles: true, publish_articles: true },
    });
    const reader = await as(app, await member(app));
    const shown = (await reader.get(`/blogs/${blog.id}`)).json();
    expect(shown.can).toEqual({ update: false, create_articles: false, publish_articles: false });
    expect((await reader.put(`/blogs/${blog.id}`, { blog: { title: "Mine" } })).statusCode).toBe(403);
  });

  it("lets only the permitted audiences write and publish, each audience type resolved", async () => {
    const blog = await newBlog();
    const outsider = await as(app, await member(app));
    expect((await outsider.post(`/blogs/${blog.id}/articles`, articleBody({ status: "draft" }))).statusCode).toBe(403);

    const category = await groupCategory(app);
    const inGroup = await member(app);
    const groupBoss = await member(app);
    const inCategory = await member(app);
    const g = await group(app, { members: [inGroup], admin: groupBoss });
    await group(app, { members: [inCategory], categoryId: category.id });
    const external = await member(app, { isExternal: true });
    const cases: [unknown, MemberRow, boolean][] = [
      [{ type: "group", id: g.id }, inGroup, true],
      [{ type: "group", id: g.id }, inCategory, false],
      [{ type: "group_admin", id: g.id }, groupBoss, true],
      [{ type: "group_admin", id: g.id }, inGroup, false],
      [{ type: "group_category", id: category.id }, inCategory, true],
      [{ type: "group_category", id: category.id }, inGroup, false],
      [{ type: "system_role", id: "external" }, external, true],
      [{ type: "system_role", id: "external" }, inGroup, false],
      [{ type: "system_role", id: "member" }, inGroup, true],
      [{ type: "channel" }, inGroup, false],
    ];
    for (const [entry, who, allowed] of cases) {
      expect((await setPolicy(blog.id, [entry])).statusCode).toBe(200);
      const res = await (await as(app, who)).post(`/blogs/${blog.id}/articles`, articleBody({ status: "draft" }));
      expect(res.statusCode, JSON.stringify(entry)).toBe(allowed ? 201 : 403);
    }

    // A membership role: its holders.
    const roleId = "aaaaaaaaaaaaaaaaaaaaaaa1";
    await app.ctx.db.execute(
      sql`insert into membership_roles (id, slug, name, plural_name) values (${roleId}, 'speaker', 'Speaker', 'Speakers')`,
    );
    const speaker = await member(app);
    await app.ctx.db.execute(
      sql`insert into membership_role_assignments (id, role_id, member_id) values ('aaaaaaaaaaaaaaaaaaaaaaa2', ${roleId}, ${speaker.id})`,
    );
    expect((await setPolicy(blog.id, [{ type: "membership_role", id: roleId }])).statusCode).toBe(200);
    const asSpeaker = await as(app, speaker);
    const draft = await write(blog.id, { status: "draft" }, asSpeaker);
    // A writer who may not publish: publishing is refused, writing is not.
    expect((await asSpeaker.post(`/blogs/${blog.id}/articles`, articleBody())).statusCode).toBe(403);
    expect((await asSpeaker.put(`/blogs/${blog.id}/articles/${draft.id}`, articleBody())).statusCode).toBe(403);
    const edited = await asSpeaker.put(
      `/blogs/${blog.id}/articles/${draft.id}`,
      articleBody({ status: "draft", title: "Changed" }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // A publisher publishes it.
    expect((await setPolicy(blog.id, [], [{ type: "member", id: speaker.id }])).statusCode).toBe(200);
    const published = await asSpeaker.put(
      `/blogs/${blog.id}/articles/${draft.id}`,
      articleBody({ status: "published", title: "Changed" }),
    );
    expect(published.statusCode, published.body).toBe(200);
    // Without either policy, the outsider changes and deletes nothing.
    expect((await outsider.put(`/blogs/${blog.id}/articles/${draft.id}`, articleBody())).statusCode).toBe(403);
    expect((await outsider.delete(`/blogs/${blog.id}/articles/${draft.id}`)).statusCode).toBe(403);
  });

  it("keeps drafts and future articles from readers by every path", async () => {
    const blog = await newBlog();
    const out = await write(blog.id, { title: "Out now" });
    const draft = await write(blog.id, { title: "Secret draft", status: "draft" });
    const future = await write(blog.id, {
      title: "Tomorrow",
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const reader = await member(app);
    const asReader = await as(app, reader);

    const list = (await asReader.get(`/blogs/${blog.id}/articles`)).json();
    expect(list.articles.map((a: { id: string }) => a.id)).toEqual([out.id]);
    expect(list.can).toEqual({ create: false });
    const latest = (await asReader.get("/blogs")).json();
    expect(latest.articles.map((a: { id: string }) => a.id)).toContain(out.id);
    expect(latest.articles.map((a: { id: string }) => a.id)).not.toContain(draft.id);
    expect(latest.articles.map((a: { id: string }) => a.id)).not.toContain(future.id);
    expect((await asReader.get(out.path)).statusCode).toBe(200);
    expect((await asReader.get(draft.path)).statusCode).toBe(404);
    expect((await asReader.get(future.path)).statusCode).toBe(404);

    const cards = await latestArticleCards(app.ctx.db, reader.id, blog.id, 10);
    expect(cards.map((c) => c.id)).toEqual([out.id]);
    const picked = await articleCardsByIds(app.ctx.db, reader.id, [draft.id, out.id, future.id, "nope"]);
    expect(picked.map((c) => c.id)).toEqual([out.id]);

    // The administrator sees all three, the draft and the scheduled one marked.
    const all = (await asBoss.get(`/blogs/${blog.id}/articles`)).json();
    expect(all.articles.map((a: { id: string }) => a.id).sort()).toEqual([out.id, draft.id, future.id].sort());
    expect(all.can).toEqual({ create: true });
  });

  it("shows the byline the blog asks for and cleans the article's HTML on the server", async () => {
    const blog = await newBlog("Company news");
    const created = await write(blog.id, {
      html_content:
        '<p onclick="x()">Hi<script>alert(1)</script><img src="https://evil.example/x.png"><a href="javascript:alert(1)">l</a></p>',
    });
    const asReader = await as(app, await member(app));
    const shown = (await asReader.get(created.path)).json();
    expect(shown.html_content).toBe('<p>Hi<a rel="noopener noreferrer nofollow" target="_blank">l</a></p>');
    expect(shown).toMatchObject({ byline: "Company news", blog_title: "Company news", status: "published" });
    expect(shown.can).toEqual({ update: false, destroy: false, publish: false });
    expect((await setPolicy(blog.id, [], [], { title: "Company news", publish_as: "author" })).statusCode).toBe(200);
    const byAuthor = (await asReader.get(created.path)).json();
    expect(byAuthor.byline).toBe(`${boss.firstName} ${boss.lastName}`);
  });

  it("deletes an article for its writers", async () => {
    const blog = await newBlog();
    const a = await write(blog.id);
    const removed = await asBoss.delete(a.path);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ redirect: `/blogs/${blog.id}/articles` });
    expect((await asBoss.get(a.path)).statusCode).toBe(404);
  });

  it("validates articles: title required, only the writer's own image", async () => {
    const blog = await newBlog();
    const noTitle = await asBoss.post(`/blogs/${blog.id}/articles`, articleBody({ title: "" }));
    expect(noTitle.statusCode).toBe(422);
    const foreign = await asBoss.post(
      `/blogs/${blog.id}/articles`,
      articleBody({ image_id: "0123456789abcdef01234567" }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.image_id).toBeDefined();
  });
});

describe("a blog with a host (the channels' hook)", () => {
  it("reads, manages and answers the channel's articles through the host", async () => {
    const hostedReadable = new Set<string>();
    const fakeHost: BlogHost = {
      readable: (blogId) =>
        sql`${blogId} in (${sql.join(
          [...hostedReadable, "none"].map((id) => sql`${id}`),
          sql`, `,
        )})`,
      manageable: () => sql`false`,
      blogOfSlug: async (_db, _memberId, slug) => (slug === "open" ? ([...hostedReadable][0] ?? null) : null),
      channelOf: async (_db, _memberId, id) => (hostedReadable.has(id) ? { slug: "open", title: "Open" } : null),
      subscribed: () => sql`true`,
      subscriberIds: async () => [],
    };
    const modules = app.ctx.modules as { blogHosts: BlogHost };
    const previous = modules.blogHosts;
    modules.blogHosts = fakeHost;
    try {
      const channelId = "bbbbbbbbbbbbbbbbbbbbbbb1";
      const blogId = await app.ctx.db.transaction((tx) =>
        createBlogFor(tx, { channelId, title: "Channel", creatorId: boss.id }),
      );
      const hidden = await app.ctx.db.transaction((tx) =>
        createBlogFor(tx, { channelId: "bbbbbbbbbbbbbbbbbbbbbbb2", title: "Draft channel", creatorId: boss.id }),
      );
      hostedReadable.add(blogId);
      const a = await write(blogId);
      const b = await write(hidden);
      const reader = await member(app);
      const asReader = await as(app, reader);
      expect((await asReader.get(`/blogs/${blogId}`)).json()).toMatchObject({ parent_id: channelId, title: "Channel" });
      expect((await asReader.get(`/blogs/${hidden}`)).statusCode).toBe(404);
      expect((await asReader.get(b.path)).statusCode).toBe(404);
      const viaSlug = await asReader.get("/channels/open/blog/articles");
      expect(viaSlug.statusCode).toBe(200);
      expect(viaSlug.json().articles.map((x: { id: string }) => x.id)).toEqual([a.id]);
      expect((await asReader.get("/channels/closed/blog/articles")).statusCode).toBe(404);
      expect((await articleCardsByIds(app.ctx.db, reader.id, [b.id, a.id])).map((c) => c.id)).toEqual([a.id]);
      // The audience type "channel": the host's subscribers.
      expect((await setPolicy(blogId, [{ type: "channel" }])).statusCode).toBe(200);
      expect((await asReader.post(`/blogs/${blogId}/articles`, articleBody({ status: "draft" }))).statusCode).toBe(201);
    } finally {
      modules.blogHosts = previous;
    }
  });

  it("answers 404 for a channel's articles without a host", async () => {
    const asReader = await as(app, await member(app));
    expect((await asReader.get("/channels/any/blog/articles")).statusCode).toBe(404);
  });
});

describe("articles in search and streams", () => {
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers read loosely
  type Json = Record<string, any>;
  const articleHits = async (client: Client, q: string): Promise<Json[]> => {
    const res = await client.get(`/search?q=${encodeURIComponent(q)}&module=articles`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().articles?.hits ?? [];
  };
  const streamArticles = async (client: Client, title: string): Promise<Json[]> => {
    const res = await client.get("/activitystreams/all");
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().activities as Json[]).filter(
      (a) => a.object.type === "article" && a.object.summary?.title === title,
    );
  };

  it("finds published articles only, and posts them to the network stream when published", async () => {
    const blog = await newBlog("Search blog");
    const out = await write(blog.id, { title: "Zeppelin landing", html_content: "<p>The airship arrives</p>" });
    const draft = await write(blog.id, { title: "Zeppelin secret", status: "draft" });
    await write(blog.id, {
      title: "Zeppelin future",
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const asReader = await as(app, await member(app));
    const hits = await articleHits(asReader, "zeppelin");
    expect(hits.map((h) => h.title)).toEqual(["Zeppelin landing"]);
    expect(hits[0]).toMatchObject({
      type: "article",
      id: out.id,
      blog_id: blog.id,
      blog_title: "Search blog",
      html_url: out.path,
      teaser: "Short",
    });
    expect((await articleHits(asReader, "airship")).map((h) => h.id)).toEqual([out.id]);

    expect(await streamArticles(asReader, "Zeppelin landing")).toHaveLength(1);
    expect(await streamArticles(asReader, "Zeppelin secret")).toHaveLength(0);
    // Publishing the draft posts it; unpublishing withdraws it.
    const published = await asBoss.put(draft.path, articleBody({ title: "Zeppelin secret" }));
    expect(published.statusCode, published.body).toBe(200);
    expect(await streamArticles(asReader, "Zeppelin secret")).toHaveLength(1);
    expect((await articleHits(asReader, "secret")).map((h) => h.id)).toEqual([draft.id]);
    await asBoss.put(draft.path, articleBody({ title: "Zeppelin secret", status: "draft" }));
    expect(await streamArticles(asReader, "Zeppelin secret")).toHaveLength(0);
    expect(await articleHits(asReader, "secret")).toEqual([]);
  });
});
