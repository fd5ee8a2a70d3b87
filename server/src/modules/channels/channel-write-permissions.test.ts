import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

let app: App;
let asAdmin: Client;
let asReader: Client;
let published: { slug: string; widgetId: string; blogId: string };
let draft: { slug: string; widgetId: string; blogId: string };

async function channelWithWidget(title: string, status: "draft" | "published") {
  const created = await asAdmin.post("/channels", { channel: { title, status } });
  expect(created.statusCode, created.body).toBe(201);
  const { slug, blog_id } = created.json();
  const w = await asAdmin.post(`/channels/${slug}/widgets`, {
    widget: { type: "text", title: "Hello", fields: { content: "<p>Hi</p>" } },
  });
  expect(w.statusCode, w.body).toBe(201);
  return { slug, widgetId: w.json().id as string, blogId: blog_id as string };
}

/** Every channel write that takes a body, each with a body that fails validation. */
const invalidWrites = (c: { slug: string; widgetId: string; blogId: string }) =>
  [
    ["put", `/channels/${c.slug}`, {}],
    ["put", `/channels/${c.slug}/layout`, {}],
    ["post", `/channels/${c.slug}/widgets`, {}],
    ["put", `/channels/${c.slug}/widgets/${c.widgetId}`, { widget: { title: "No type", fields: {} } }],
    ["post", `/channels/${c.slug}/admins`, {}],
    ["put", `/blogs/${c.blogId}`, {}],
    ["post", `/blogs/${c.blogId}/articles`, {}],
  ] as const;

beforeAll(async () => {
  app = await createTestApp();
  asAdmin = await as(app, await admin(app));
  asReader = await as(app, await member(app, { firstName: "Jonas", lastName: "Reader" }));
  published = await channelWithWidget("Open house", "published");
  draft = await channelWithWidget("Hidden plans", "draft");
});

describe("channel writes decide permission before they validate the body", () => {
  it("answers a reader without the update permission 403 whatever the body", async () => {
    for (const [method, path, body] of invalidWrites(published)) {
      const res = await asReader[method](path, body);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(403);
    }
  });

  it("answers 404 where the reader may not see the channel, or it does not exist, whatever the body", async () => {
    for (const [method, path, body] of invalidWrites(draft)) {
      const res = await asReader[method](path, body);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(404);
    }
    expect((await asReader.put("/channels/no-such-channel/layout", {})).statusCode).toBe(404);
    expect((await asAdmin.put("/channels/no-such-channel/layout", {})).statusCode).toBe(404);
  });

  it("answers who may not create channels 403 whatever the body, and a visitor 401", async () => {
    expect((await asReader.post("/channels", {})).statusCode).toBe(403);
    expect((await anonymous(app).put(`/channels/${published.slug}/layout`, {})).statusCode).toBe(401);
  });

  it("still validates the body for who may write", async () => {
    for (const [method, path, body] of invalidWrites(published)) {
      const res = await asAdmin[method](path, body);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(422);
    }
    expect((await asAdmin.post("/channels", {})).statusCode).toBe(422);
  });
});
