import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

// biome-ignore lint/suspicious/noExplicitAny: JSON answers read loosely
type Json = Record<string, any>;

let app: App;
let asAdmin: Client;
beforeAll(async () => {
  app = await createTestApp();
  asAdmin = await as(app, await admin(app, { firstName: "Ada", lastName: "Admin" }));
});

/** A channel (published unless told) and its blog's id. */
async function channel(title: string, status = "published") {
  const res = await asAdmin.post("/channels", { channel: { title, status } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { slug: string; blog_id: string };
}

async function publish(blogId: string, over: Record<string, unknown> = {}) {
  const res = await asAdmin.post(`/blogs/${blogId}/articles`, {
    article: { title: "Hello", teaser: "Short", html_content: "<p>Body</p>", status: "published", ...over },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json;
}

const streamArticles = async (client: Client, title: string): Promise<Json[]> => {
  const res = await client.get("/activitystreams/all");
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().activities as Json[]).filter(
    (a) => a.object.type === "article" && a.object.summary?.title === title,
  );
};

const articleNotifications = async (client: Client, title: string): Promise<Json[]> => {
  const res = await client.get("/notifications");
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().notifications as Json[]).filter(
    (n) => n.kind === "article_published" && n.subject?.title === title,
  );
};

describe("publishing an article posts it to activity streams (the form's switch)", () => {
  it("shows title and teaser linking to the article, to the channel's readers only", async () => {
    const c = await channel("Stream news");
    const a = await publish(c.blog_id, { title: "Roof party", teaser: "Drinks at six" });
    expect(a.post_to_stream).toBe(true);
    const asReader = await as(app, await member(app));
    const [activity] = await streamArticles(asReader, "Roof party");
    expect(activity?.object.summary).toMatchObject({ id: a.id, teaser: "Drinks at six", html_url: a.path });
    expect(activity?.actor?.id).toBeDefined();

    // Archived: its readers are who may update it; the activity leaves every other member's stream.
    expect((await asAdmin.put(`/channels/${c.slug}`, { channel: { status: "archived" } })).statusCode).toBe(200);
    expect(await streamArticles(asReader, "Roof party")).toHaveLength(0);
    expect(await streamArticles(asAdmin, "Roof party")).toHaveLength(1);
  });

  it("names its stream post to its readers, where they comment and like it; none for a draft or a scheduled one", async () => {
    const c = await channel("Talk news");
    const a = await publish(c.blog_id, { title: "Talk of the town" });
    const asReader = await as(app, await member(app));
    const [activity] = await streamArticles(asReader, "Talk of the town");
    expect(a.activity_id).toBe(activity?.id);
    const read = await asReader.get(a.path);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().activity_id).toBe(activity?.id);
    const reply = await asReader.post(`/api/v1/activities/${activity?.id}/replies`, { content: "<p>Nice</p>" });
    expect(reply.statusCode, reply.body).toBe(201);

    const quiet = await publish(c.blog_id, { title: "No talk", post_to_stream: false });
    expect(quiet.activity_id).toBeNull();
    const draft = await publish(c.blog_id, { title: "Draft talk", status: "draft" });
    expect(draft.activity_id).toBeNull();
    const later = await publish(c.blog_id, {
      title: "Later talk",
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(later.activity_id).toBeNull();
  });

  it("keeps an article out of streams with the switch off, and posts it when switched on", async () => {
    const c = await channel("Quiet news");
    const a = await publish(c.blog_id, { title: "Quiet memo", post_to_stream: false });
    expect(a.post_to_stream).toBe(false);
    const asReader = await as(app, await member(app));
    expect(await streamArticles(asReader, "Quiet memo")).toHaveLength(0);
    const on = await asAdmin.put(a.path, {
      article: { title: "Quiet memo", status: "published", post_to_stream: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().post_to_stream).toBe(true);
    expect(await streamArticles(asReader, "Quiet memo")).toHaveLength(1);
    const off = await asAdmin.put(a.path, {
      article: { title: "Quiet memo", status: "published", post_to_stream: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await streamArticles(asReader, "Quiet memo")).toHaveLength(0);
  });

  it("never shows a draft channel's article to a member who may not read the channel", async () => {
    const c = await channel("Hidden news", "draft");
    await publish(c.blog_id, { title: "Hidden memo" });
    const asReader = await as(app, await member(app));
    expect(await streamArticles(asReader, "Hidden memo")).toHaveLength(0);
    expect(await streamArticles(asAdmin, "Hidden memo")).toHaveLength(1);
  });
});

describe("subscribers are notified when an article is published", () => {
  it("tells the channel's subscribers (not others, not the author), and withdraws it when unpublished", async () => {
    const c = await channel("Subscribed news");
    const asSubscriber = await as(app, await member(app));
    const asOther = await as(app, await member(app));
    expect((await asSubscriber.post(`/channels/${c.slug}/subscribe`)).statusCode).toBe(200);
    expect((await asAdmin.post(`/channels/${c.slug}/subscribe`)).statusCode).toBe(200);
    const draft = await publish(c.blog_id, { title: "Weekly digest", status: "draft" });
    expect(await articleNotifications(asSubscriber, "Weekly digest")).toHaveLength(0);

    const out = await asAdmin.put(draft.path, { article: { title: "Weekly digest", status: "published" } });
    expect(out.statusCode, out.body).toBe(200);
    const [n] = await articleNotifications(asSubscriber, "Weekly digest");
    expect(n).toMatchObject({
      read: false,
      subject: { type: "article", id: draft.id, html_url: draft.path },
      actor: { displayName: "Ada Admin" },
    });
    expect(await articleNotifications(asOther, "Weekly digest")).toHaveLength(0);
    expect(await articleNotifications(asAdmin, "Weekly digest")).toHaveLength(0);

    await asAdmin.put(draft.path, { article: { title: "Weekly digest", status: "draft" } });
    expect(await articleNotifications(asSubscriber, "Weekly digest")).toHaveLength(0);
  });

  it("hides the notification while the channel is a draft or the article is not out yet", async () => {
    const c = await channel("Later news");
    const asSubscriber = await as(app, await member(app));
    await asSubscriber.post(`/channels/${c.slug}/subscribe`);
    await publish(c.blog_id, { title: "Tomorrow", published_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await articleNotifications(asSubscriber, "Tomorrow")).toHaveLength(0);
    await publish(c.blog_id, { title: "Today" });
    expect(await articleNotifications(asSubscriber, "Today")).toHaveLength(1);
    await asAdmin.put(`/channels/${c.slug}`, { channel: { status: "draft" } });
    expect(await articleNotifications(asSubscriber, "Today")).toHaveLength(0);
  });
});

describe("an article's publication date", () => {
  it("is refused with one message when it is no date", async () => {
    const c = await channel("Dated news");
    const res = await asAdmin.post(`/blogs/${c.blog_id}/articles`, {
      article: { title: "When?", html_content: "<p>Body</p>", status: "published", published_at: "yesterday-ish" },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ published_at: ["is not a valid date"] });
    expect(res.json().codes).toEqual({ published_at: ["invalid_date"] });
  });
});
