import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";

// Tag parents (communication "GET /tags/find with q, tag_parents, exclude_new=true"; administration §3 "Property
// set": tag_parents): profile tags are recorded under their set's first parent and suggested only to who may read them.
// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely
type Json = Record<string, any>;
let app: App;
let asInsider: Client;
let asOutsider: Client;

const keywords = { name: "keywords", label: "Keywords", type: "tag" };

async function root(client: Client, slug?: string): Promise<Json> {
  const res = await client.get(`/api/storage/folders/root${slug ? `?group_slug=${slug}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function newFile(client: Client, folderId: string, name: string, profile: Json) {
  const up = await upload(client, "files", { name, type: "text/plain", data: Buffer.from("hello") });
  expect(up.statusCode, up.body).toBe(201);
  const res = await client.post("/api/v1/files", {
    files: [up.json().id],
    folder_ids: [folderId],
    file_profile: profile,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().files[0] as Json;
}

const names = async (client: Client, query: string) => {
  const res = await client.get(`/tags/find?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Json[]).map((t) => (t.id === null ? `new:${t.name}` : t.name));
};

beforeAll(async () => {
  app = await createTestApp();
  const insider = await member(app);
  asInsider = await as(app, insider);
  asOutsider = await as(app, await member(app));
  const asAdmin = await as(app, await admin(app));
  const closed = await group(app, { access: "closed", admin: insider });
  const enabled = await asAdmin.put("/administration/settings", {
    file_profiles_enabled: true,
    folder_profiles_enabled: true,
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  for (const [set, parents] of [
    ["file_profile", ["A", "Z"]],
    ["folder_profile", ["b"]],
  ] as const) {
    const saved = await asAdmin.put(`/api/v1/property_sets/${set}`, {
      property_set: { type: "basic", properties: [keywords], tag_parents: parents },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const network = await root(asInsider);
  const secret = await root(asInsider, closed.slug);
  await newFile(asInsider, network.id, "public.txt", { keywords: ["alphapublic"] });
  const file = await newFile(asInsider, secret.id, "secret.txt", { keywords: ["alphasecret"] });
  // An edit records its new tags too.
  const edited = await asInsider.put(`/api/v1/files/${file.id}`, {
    file: { name: "secret.txt", profile: { keywords: ["alphasecret", "alphaedited"] } },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const folder = await asInsider.post("/api/storage/folders", {
    folder: { name: "Filed", parent_folder_id: network.id, profile: { keywords: ["alphafolder"] } },
  });
  expect(folder.statusCode, folder.body).toBe(201);
  const note = await asInsider.post("/api/v1/activities", { stream: "all", content: "<p>n</p>", tags: ["alphanote"] });
  expect(note.statusCode, note.body).toBe(201);
});

describe("GET /tags/find with tag_parents", () => {
  it("suggests the tags under the parents named (any case), readable ones only", async () => {
    expect(await names(asInsider, "q=alpha&tag_parents=a&exclude_new=true")).toEqual([
      "alphaedited",
      "alphapublic",
      "alphasecret",
    ]);
    expect(await names(asInsider, "q=alpha&tag_parents=B&exclude_new=true")).toEqual(["alphafolder"]);
    expect(await names(asInsider, "q=alphaf&tag_parents=A,B&exclude_new=true")).toEqual(["alphafolder"]);
    expect(await names(asInsider, "q=alpha&tag_parents=Z&exclude_new=true")).toEqual([]);
    // A tag only used in the closed group's files is not suggested to an outsider.
    expect(await names(asOutsider, "q=alpha&tag_parents=A&exclude_new=true")).toEqual(["alphapublic"]);
    expect(await names(asOutsider, "q=alphasec&tag_parents=A")).toEqual(["new:alphasec"]);
  });

  it("keeps the search without tag_parents: activities' and files' tags, the typed name unless exclude_new", async () => {
    expect(await names(asInsider, "q=alpha&exclude_new=true")).toEqual([
      "alphaedited",
      "alphafolder",
      "alphanote",
      "alphapublic",
      "alphasecret",
    ]);
    expect(await names(asOutsider, "q=alpha")).toEqual(["new:alpha", "alphafolder", "alphanote", "alphapublic"]);
    expect(await names(asOutsider, "q=alphanote")).toEqual(["alphanote"]);
    // The parents are tags themselves, but used nowhere readable.
    expect(await names(asInsider, "q=a&exclude_new=true")).not.toContain("A");
  });
});
