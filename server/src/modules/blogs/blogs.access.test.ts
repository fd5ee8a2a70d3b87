import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";
import { articleCardsByIds, latestArticleCards } from "./blogs.service.js";

/**
 * The policy matrix of blogs: every kind of member × every state of an article × every path that shows it (the single
 * read, the blog's list, `/blogs`, the search, the card functions), and who may write and publish, against this table.
 */
type Kind = "admin" | "writer" | "publisher" | "reader" | "external";
type State = "published" | "draft" | "scheduled";

/** Who sees an article of each state by the single read and the blog's list (writers and publishers see drafts). */
const SEES: Record<Kind, State[]> = {
  admin: ["published", "draft", "scheduled"],
  writer: ["published", "draft", "scheduled"],
  publisher: ["published", "draft", "scheduled"],
  reader: ["published"],
  external: ["published"],
};
/** Who may write (create) and publish in the blog. */
const MAY: Record<Kind, { write: boolean; publish: boolean }> = {
  admin: { write: true, publish: true },
  writer: { write: true, publish: false },
  publisher: { write: false, publish: true },
  reader: { write: false, publish: false },
  external: { write: false, publish: false },
};

let app: App;
let blogId: string;
const ids = {} as Record<State, { id: string; path: string }>;
const members = {} as Record<Kind, MemberRow>;
const clients = {} as Record<Kind, Client>;
const word = `matrix${Date.now()}`;

beforeAll(async () => {
  app = await createTestApp();
  members.admin = await admin(app);
  members.writer = await member(app);
  members.publisher = await member(app);
  members.reader = await member(app);
  members.external = await member(app, { isExternal: true });
  for (const kind of Object.keys(members) as Kind[]) clients[kind] = await as(app, members[kind]);
  blogId = (await clients.admin.post("/blogs", { blog: { title: "Matrix" } })).json().id;
  const saved = await clients.admin.put(`/blogs/${blogId}`, {
    blog: {
      title: "Matrix",
      policy_settings: {
        create_and_update: { permitted_audience: [{ type: "member", id: members.writer.id }] },
        publish_and_unpublish: { permitted_audience: [{ type: "member", id: members.publisher.id }] },
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const post = async (state: State) => {
    const res = await clients.admin.post(`/blogs/${blogId}/articles`, {
      article: {
        title: `${word} ${state}`,
        status: state === "draft" ? "draft" : "published",
        published_at: state === "scheduled" ? new Date(Date.now() + 3_600_000).toISOString() : null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids[state] = res.json();
  };
  for (const state of ["published", "draft", "scheduled"] as State[]) await post(state);
});

describe("blogs policy matrix", () => {
  for (const kind of Object.keys(SEES) as Kind[]) {
    it(`${kind}: single read, lists, search and cards agree with the table`, async () => {
      const client = clients[kind];
      const sees = SEES[kind];
      for (const state of ["published", "draft", "scheduled"] as State[]) {
        const single = await client.get(ids[state].path);
        expect(single.statusCode, `${kind} reads ${state}`).toBe(sees.includes(state) ? 200 : 404);
      }
      const listed = (await client.get(`/blogs/${blogId}/articles`)).json().articles.map((a: { id: string }) => a.id);
      expect(new Set(listed)).toEqual(new Set(sees.map((s) => ids[s].id)));
      // What everyone reads the same way: only the published, due article.
      const latest = (await client.get("/blogs")).json().articles.map((a: { id: string }) => a.id);
      expect(latest).toEqual([ids.published.id]);
      const hits = (await client.get(`/search?q=${word}&module=articles`)).json().articles.hits;
      expect(hits.map((h: { id: string }) => h.id)).toEqual([ids.published.id]);
      const cards = await latestArticleCards(app.ctx.db, members[kind].id, blogId, 10);
      expect(cards.map((c) => c.id)).toEqual([ids.published.id]);
      const picked = await articleCardsByIds(app.ctx.db, members[kind].id, [
        ids.scheduled.id,
        ids.draft.id,
        ids.published.id,
      ]);
      expect(picked.map((c) => c.id)).toEqual([ids.published.id]);

      const blog = (await client.get(`/blogs/${blogId}`)).json();
      expect(blog.can).toEqual({
        update: kind === "admin",
        create_articles: MAY[kind].write,
        publish_articles: MAY[kind].publish,
      });
      const draft = await client.post(`/blogs/${blogId}/articles`, { article: { title: "Try", status: "draft" } });
      expect(draft.statusCode, `${kind} writes`).toBe(MAY[kind].write ? 201 : 403);
      const published = await client.post(`/blogs/${blogId}/articles`, {
        article: { title: "Try", status: "published" },
      });
      expect(published.statusCode, `${kind} publishes a new one`).toBe(
        MAY[kind].write && MAY[kind].publish ? 201 : 403,
      );
      for (const res of [draft, published]) if (res.statusCode === 201) await clients.admin.delete(res.json().path);
    });
  }
});
