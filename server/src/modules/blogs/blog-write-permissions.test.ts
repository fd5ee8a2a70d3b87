import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

let app: App;
let asBoss: Client;
let asReader: Client;
let blogId: string;
let articleId: string;

beforeAll(async () => {
  app = await createTestApp();
  asBoss = await as(app, await admin(app));
  asReader = await as(app, await member(app));
  const blog = await asBoss.post("/blogs", { blog: { title: "News" } });
  expect(blog.statusCode, blog.body).toBe(201);
  blogId = blog.json().id;
  const article = await asBoss.post(`/blogs/${blogId}/articles`, {
    article: { title: "Hello", html_content: "<p>Body</p>", status: "published" },
  });
  expect(article.statusCode, article.body).toBe(201);
  articleId = article.json().id;
});

/** The blog writes that take a body, each with one that fails validation. */
const invalidWrites = (blog: string, article: string) =>
  [
    ["put", `/blogs/${blog}`, {}],
    ["post", `/blogs/${blog}/articles`, {}],
    ["put", `/blogs/${blog}/articles/${article}`, { article: { teaser: "No title" } }],
  ] as const;

describe("blog writes decide permission before they validate the body", () => {
  it("answers a reader who may not change the blog or write its articles 403 whatever the body", async () => {
    for (const [method, path, body] of invalidWrites(blogId, articleId)) {
      const res = await asReader[method](path, body);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(403);
    }
  });

  it("answers 404 for a blog or article that does not exist, whatever the body, and a visitor 401", async () => {
    const unknown = "0123456789abcdef01234567";
    for (const [method, path, body] of [
      ...invalidWrites(unknown, articleId),
      ["put", `/blogs/${blogId}/articles/${unknown}`, {}] as const,
    ]) {
      const res = await asReader[method](path, body);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(404);
    }
    expect((await anonymous(app).put(`/blogs/${blogId}`, {})).statusCode).toBe(401);
  });

  it("still validates the body for who may write", async () => {
    for (const [method, path, body] of invalidWrites(blogId, articleId)) {
      const res = await asBoss[method](path, body);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(422);
    }
  });
});
