import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { auditEvents } from "../administration/administration.schema.js";
import { files } from "../files/files.schema.js";
import { activities, activityReplies } from "./activities.schema.js";

// Tags administration (administration §2 "/administration/tags"): rename, merge, delete, rewriting bodies and profiles.
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are checked by the route schemas.
type Json = Record<string, any>;
let app: App;
let asAdmin: Client;
let asMember: Client;
const forged = "0123456789abcdef01234567";

const post = async (content: string, tags: string[] = []): Promise<Json> => {
  const res = await asMember.post("/api/v1/activities", { stream: "all", content: `<p>${content}</p>`, tags });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const read = async (id: string): Promise<Json> => {
  const res = await asMember.get(`/activities/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const tagNamed = async (name: string): Promise<Json> => {
  const res = await asAdmin.get(`/administration/tags?q=${encodeURIComponent(name)}`);
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json().tags as Json[]).find((t) => t.name.toLowerCase() === name.toLowerCase());
  expect(found, name).toBeDefined();
  return found as Json;
};
const link = (name: string) =>
  `<a href="/activitystreams/all?tag=${encodeURIComponent(name)}" rel="noopener noreferrer nofollow" target="_blank">#${name}</a>`;

beforeAll(async () => {
  app = await createTestApp();
  asAdmin = await as(app, await admin(app));
  asMember = await as(app, await member(app));
});

describe("tags administration", () => {
  it("is for network administrators only", async () => {
    const note = await post(`#[${forged}:guarded1]`);
    const tag = (note.tags as Json[])[0] as Json;
    expect((await anonymous(app).get("/administration/tags")).statusCode).toBe(401);
    expect((await asMember.get("/administration/tags")).statusCode).toBe(403);
    expect((await asMember.put(`/administration/tags/${tag.id}`, { name: "x1" })).statusCode).toBe(403);
    expect(
      (await asMember.post("/administration/tags/merge", { source_ids: [tag.id], target_id: forged })).statusCode,
    ).toBe(403);
    expect((await asMember.delete(`/administration/tags/${tag.id}`)).statusCode).toBe(403);
    expect((await read(note.id)).content).toContain(link("guarded1"));
    expect((await asAdmin.put(`/administration/tags/${forged}`, { name: "x1" })).statusCode).toBe(404);
  });

  it("lists tags by name with their uses, searched and paged", async () => {
    await post(`#[${forged}:listed1] #[${forged}:listed2]`);
    await post(`#[${forged}:listed1]`);
    const res = await asAdmin.get("/administration/tags?q=LISTED");
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().tags as Json[]).map((t) => [t.name, t.uses])).toEqual([
      ["listed1", 2],
      ["listed2", 1],
    ]);
    expect(res.json().meta).toMatchObject({ page: 1, total_count: 2, total_pages: 1 });
    expect((await asAdmin.get("/administration/tags?q=listed&page=2")).json().tags).toEqual([]);
  });

  it("renames a tag in every post, reply and plain text, with an audit row", async () => {
    const note = await post(`Launch #[${forged}:rocket] and #[${forged}:rocketeer] today`);
    const reply = await asMember.post(`/api/v1/activities/${note.id}/replies`, {
      content: `<p>Yes #[${forged}:Rocket]!</p>`,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const rocket = await tagNamed("rocket");
    expect((await asAdmin.put(`/administration/tags/${rocket.id}`, { name: "has space" })).json().errors).toEqual({
      name: ["must be 1 to 40 characters without spaces, # or commas"],
    });
    expect((await asAdmin.put(`/administration/tags/${rocket.id}`, { name: "ROCKETEER" })).statusCode).toBe(422);
    const renamed = await asAdmin.put(`/administration/tags/${rocket.id}`, { name: "spaceship" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: rocket.id, name: "spaceship", uses: 1 });
    const seen = await read(note.id);
    expect(seen.content).toContain(link("spaceship"));
    expect(seen.content).toContain(link("rocketeer"));
    expect(seen.content).not.toContain("#rocket<");
    expect((seen.tags as Json[]).map((t) => t.name).sort()).toEqual(["rocketeer", "spaceship"]);
    const [stored] = await app.ctx.db
      .select({ html: activityReplies.htmlContent })
      .from(activityReplies)
      .where(eq(activityReplies.id, reply.json().id));
    expect(stored?.html).toContain(`${link("spaceship")}!`);
    const [plain] = await app.ctx.db
      .select({ plain: activities.plainContent })
      .from(activities)
      .where(eq(activities.id, note.id));
    expect(plain?.plain).toBe("Launch #spaceship and #rocketeer today");
    const audit = await app.ctx.db.select().from(auditEvents).where(eq(auditEvents.subjectId, rocket.id));
    expect(audit.map((a) => [a.eventType, a.details])).toEqual([["TagRename", { from: "rocket", to: "spaceship" }]]);
    // The stream narrowed to the new name finds the post.
    const stream = await asMember.get("/activitystreams/all?tag=spaceship");
    expect((stream.json().activities as Json[]).map((a) => a.id)).toContain(note.id);
  });

  it("merges tags into one and deletes a tag, following file profiles", async () => {
    const saved = await asAdmin.put("/administration/settings", { file_profiles_enabled: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const set = await asAdmin.put("/api/v1/property_sets/file_profile", {
      property_set: {
        type: "basic",
        properties: [{ name: "keywords", label: "Keywords", type: "tag" }],
        tag_parents: ["Topics"],
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const root = (await asMember.get("/api/storage/folders/root")).json();
    const up = await upload(asMember, "files", { name: "a.txt", type: "text/plain", data: Buffer.from("a") });
    const created = await asMember.post("/api/v1/files", {
      files: [up.json().id],
      folder_ids: [root.id],
      file_profile: { keywords: ["mergea", "keepme", "mergeb"] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const fileId = created.json().files[0].id as string;
    const one = await post(`#[${forged}:mergea] and #[${forged}:mergeb]`);
    const two = await post(`#[${forged}:mergeinto]`);
    const [a, b, into] = [await tagNamed("mergea"), await tagNamed("mergeb"), await tagNamed("mergeinto")];
    expect((await asAdmin.post("/administration/tags/merge", { source_ids: [a.id], target_id: a.id })).statusCode).toBe(
      422,
    );
    const merged = await asAdmin.post("/administration/tags/merge", { source_ids: [a.id, b.id], target_id: into.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ id: into.id, name: "mergeinto", uses: 2 });
    expect((await read(one.id)).content).toContain(`${link("mergeinto")} and ${link("mergeinto")}`);
    expect(((await read(one.id)).tags as Json[]).map((t) => t.name)).toEqual(["mergeinto"]);
    expect(((await read(two.id)).tags as Json[]).map((t) => t.name)).toEqual(["mergeinto"]);
    const [file] = await app.ctx.db.select().from(files).where(eq(files.id, fileId));
    expect(file?.profile).toEqual({ keywords: ["mergeinto", "keepme"] });
    const merges = await app.ctx.db.select().from(auditEvents).where(eq(auditEvents.eventType, "TagMerge"));
    expect(merges.map((m) => m.details)).toEqual([{ from: ["mergea", "mergeb"], to: "mergeinto" }]);

    const keep = await tagNamed("keepme");
    expect((await asAdmin.delete(`/administration/tags/${into.id}`)).statusCode).toBe(204);
    expect((await asAdmin.delete(`/administration/tags/${keep.id}`)).statusCode).toBe(204);
    const after = await read(one.id);
    expect(after.content).toContain("#mergeinto and #mergeinto");
    expect(after.content).not.toContain("<a");
    expect(after.tags).toEqual([]);
    const [emptied] = await app.ctx.db.select().from(files).where(eq(files.id, fileId));
    expect(emptied?.profile).toEqual({ keywords: [] });
    expect((await asAdmin.get("/administration/tags?q=mergeinto")).json().tags).toEqual([]);
  });
});
