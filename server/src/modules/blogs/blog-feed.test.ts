import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

let app: App;
let asAdmin: Client;
beforeAll(async () => {
  app = await createTestApp();
  asAdmin = await as(app, await admin(app));
});

async function channel(title: string) {
  const res = await asAdmin.post("/channels", { channel: { title, status: "published" } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { slug: string; blog_id: string };
}

async function write(blogId: string, over: Record<string, unknown>) {
  const res = await asAdmin.post(`/blogs/${blogId}/articles`, {
    article: { title: "Hello", teaser: "Short", html_content: "<p>Body</p>", status: "published", ...over },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; path: string };
}

/** The member's feed token (the one the calendar's `.ics` feeds take). */
async function feedToken(client: Client) {
  const res = await client.post("/calendars/feed_token");
  expect(res.statusCode, res.body).toBe(201);
  return res.json().token as string;
}

const feed = (blogId: string, token: string) =>
  anonymous(app).get(`/blogs/${blogId}/articles.rss?auth_token=${encodeURIComponent(token)}`);

describe("a blog's RSS feed (GET /blogs/{id}/articles.rss)", () => {
  it("requires a valid feed token, never the session", async () => {
    const c = await channel("Feed auth");
    expect((await anonymous(app).get(`/blogs/${c.blog_id}/articles.rss`)).statusCode).toBe(400);
    expect((await feed(c.blog_id, "not-a-token")).statusCode).toBe(401);
    expect((await asAdmin.get(`/blogs/${c.blog_id}/articles.rss`)).statusCode).toBe(400);
  });

  it("lists the published articles a reader may read, newest first, never drafts or scheduled ones", async () => {
    const c = await channel("Feed news");
    const first = await write(c.blog_id, { title: "First <news> & more", teaser: "Tea & cake" });
    await write(c.blog_id, { title: "Second news", html_content: "<p>Hi<script>alert(1)</script></p>" });
    await write(c.blog_id, { title: "Draft news", status: "draft" });
    await write(c.blog_id, { title: "Future news", published_at: new Date(Date.now() + 86_400_000).toISOString() });
    const token = await feedToken(await as(app, await member(app)));
    const res = await feed(c.blog_id, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("application/rss+xml");
    const titles = [...res.body.matchAll(/<item><title>(.*?)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(["Second news", "First &lt;news&gt; &amp; more"]);
    expect(res.body).toContain(`<link>${app.ctx.config.publicUrl.replace(/\/$/, "")}${first.path}</link>`);
    expect(res.body).toContain("&lt;p&gt;Tea &amp;amp; cake&lt;/p&gt;");
    expect(res.body).not.toContain("alert(1)");
    expect(res.body).toContain("&lt;p&gt;Hi&lt;/p&gt;");
    expect(res.body).toContain("<title>Feed news</title>");
  });

  it("answers 404 for a draft or archived channel's blog to a member who may not update it", async () => {
    const c = await channel("Feed closing");
    await write(c.blog_id, { title: "Last words" });
    const readerToken = await feedToken(await as(app, await member(app)));
    const adminToken = await feedToken(asAdmin);
    expect((await feed(c.blog_id, readerToken)).statusCode).toBe(200);
    for (const status of ["archived", "draft"]) {
      expect((await asAdmin.put(`/channels/${c.slug}`, { channel: { status } })).statusCode).toBe(200);
      expect((await feed(c.blog_id, readerToken)).statusCode).toBe(404);
      const own = await feed(c.blog_id, adminToken);
      expect(own.statusCode).toBe(200);
      expect(own.body).toContain("Last words");
    }
    expect((await feed("0123456789abcdef01234567", readerToken)).statusCode).toBe(404);
  });
});
