import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, group, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";
import type { MemberRow } from "../members/members.schema.js";

// Property sets over HTTP (issue 16 "Profiles"): who reads and writes them, inheritance, strict definitions,
// profile values on files and folders, and filters and sort of a folder listing by them.
// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely
type Json = Record<string, any>;
let app: App;
let groupAdmin: MemberRow;
let insider: MemberRow;
let asNetworkAdmin: Client;
let asGroupAdmin: Client;
let asInsider: Client;
let asOutsider: Client;
let closed: GroupRow;

const FILE_SET = "/api/v1/property_sets/file_profile";
const documentType = {
  name: "document_type",
  label: "Document type",
  type: "selection",
  options: [
    { label: "Contract", value: "" },
    { label: "Invoice", value: "invoice" },
    { label: "", value: "" },
  ],
};
const basicSet = {
  type: "basic",
  properties: [
    documentType,
    { name: "keywords", label: "Keywords", type: "tag" },
    { name: "summary", label: "Summary", type: "text" },
    { name: "due", label: "Due", type: "date" },
    { name: "owner", label: "Owner", type: "membership" },
    { name: "attachment", label: "Attachment", type: "file" },
  ],
};

async function uploaded(client: Client, name = "report.txt") {
  const res = await upload(client, "files", { name, type: "text/plain", data: Buffer.from("hello") });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function groupRoot(client: Client, slug: string): Promise<Json> {
  const res = await client.get(`/api/storage/folders/root?group_slug=${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function newFile(client: Client, folderId: string, name: string, profile?: Json) {
  const id = await uploaded(client, name);
  return client.post("/api/v1/files", { files: [id], folder_ids: [folderId], file_profile: profile });
}

beforeAll(async () => {
  app = await createTestApp();
  groupAdmin = await member(app);
  insider = await member(app);
  asNetworkAdmin = await as(app, await admin(app));
  asGroupAdmin = await as(app, groupAdmin);
  asInsider = await as(app, insider);
  asOutsider = await as(app, await member(app));
  closed = await group(app, { access: "closed", admin: groupAdmin, members: [insider] });
  const enabled = await asNetworkAdmin.put("/administration/settings", {
    file_profiles_enabled: true,
    folder_profiles_enabled: true,
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
});

describe("property sets", () => {
  it("requires authentication", async () => {
    expect((await anonymous(app).get(FILE_SET)).statusCode).toBe(401);
    expect((await anonymous(app).put(FILE_SET, { property_set: basicSet })).statusCode).toBe(401);
  });

  it("answers a set without a type while the network has none, and lets only network administrators write it", async () => {
    // Administration §2: the editor shows its not-found text when no type is returned; asking is no failed call.
    const missing = await asInsider.get(FILE_SET);
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ name: "file_profile", context_type: "network", type: null, properties: [] });
    expect((await asNetworkAdmin.get(FILE_SET)).json()).toMatchObject({ type: null, can: { update: true } });
    expect((await asInsider.get(`${FILE_SET}?inherit=true`)).json()).toMatchObject({ type: null, properties: [] });
    expect((await asInsider.put(FILE_SET, { property_set: basicSet })).statusCode).toBe(403);
    const saved = await asNetworkAdmin.put(FILE_SET, { property_set: basicSet });
    expect(saved.statusCode, saved.body).toBe(200);
    // Options without a label are dropped; a missing value comes from the label.
    expect(saved.json().properties[0].options).toEqual([
      { label: "Contract", value: "contract" },
      { label: "Invoice", value: "invoice" },
    ]);
    const read = await asInsider.get(FILE_SET);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ name: "file_profile", context_type: "network", type: "basic" });
    expect(read.json().can).toEqual({ update: false });
    expect((await asNetworkAdmin.get(FILE_SET)).json().can).toEqual({ update: true });
  });

  it("refuses invalid definitions with field errors", async () => {
    const res = await asNetworkAdmin.put(FILE_SET, {
      property_set: {
        type: "basic",
        properties: [
          { name: "Bad Name", label: "", type: "text" },
          { name: "twice", label: "A", type: "text" },
          { name: "twice", label: "B", type: "text" },
          { name: "kind", label: "Kind", type: "unknown" },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error).toBe("validation_failed");
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining(["properties.0.name", "properties.0.label", "properties.3.type"]),
    );
    const tooMany = await asNetworkAdmin.put(FILE_SET, {
      property_set: {
        properties: Array.from({ length: 31 }, (_, i) => ({ name: `p${i}`, label: `P${i}`, type: "text" })),
      },
    });
    expect(tooMany.statusCode).toBe(422);
    const duplicate = await asNetworkAdmin.put(FILE_SET, {
      property_set: {
        properties: [
          { name: "a", label: "A", type: "text" },
          { name: "a", label: "B", type: "text" },
        ],
      },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors["properties.1.name"]).toEqual(["must be unique"]);
    // The saved set is unchanged.
    expect((await asNetworkAdmin.get(FILE_SET)).json().properties).toHaveLength(basicSet.properties.length);
  });

  it("lets group administrators add options for their group; members read the effective set; outsiders get 404", async () => {
    const url = `${FILE_SET}?context_type=group&context_id=${closed.id}`;
    expect((await asOutsider.get(`${url}&inherit=true`)).statusCode).toBe(404);
    expect((await asOutsider.put(url, { property_set: basicSet })).statusCode).toBe(404);
    expect((await asInsider.get(url)).json()).toMatchObject({
      type: null,
      context_type: "group",
      context_id: closed.id,
    });
    const modification = {
      type: "modified",
      modifications: { add_options: [{ name: "document_type", options: [{ label: "Minutes" }] }] },
    };
    expect((await asInsider.put(url, { property_set: modification })).statusCode).toBe(403);
    const wrong = await asGroupAdmin.put(url, {
      property_set: {
        type: "modified",
        modifications: { add_options: [{ name: "summary", options: [{ label: "X" }] }] },
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty(["modifications.add_options.0.name"]);
    const saved = await asGroupAdmin.put(url, { property_set: modification });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      type: "modified",
      parent_property_set: { context_type: "network", context_id: null, type: "basic" },
    });
    const effective = await asInsider.get(`${url}&inherit=true`);
    expect(effective.statusCode).toBe(200);
    expect(effective.json().properties[0].options.map((o: Json) => o.label)).toEqual([
      "Contract",
      "Invoice",
      "Minutes",
    ]);
    // The group's administration menu links its profiles while the network has them on.
    const nav = await asGroupAdmin.get(`/groups/${closed.slug}/navigation`);
    const menu = nav.json().tabs.find((tab: Json) => tab.key === "administration");
    expect(menu.children.map((c: Json) => c.path)).toEqual(
      expect.arrayContaining([
        `/groups/${closed.slug}/administration/property_sets/file_profile`,
        `/groups/${closed.slug}/administration/property_sets/folder_profile`,
      ]),
    );
    // The network's own set is untouched.
    expect((await asInsider.get(FILE_SET)).json().properties[0].options).toHaveLength(2);
  });

  it("checks profile values of new and edited files against the folder's effective set", async () => {
    const folder = await groupRoot(asInsider, closed.slug);
    const bad = await newFile(asInsider, folder.id, "a.txt", {
      document_type: "poem",
      unknown: "x",
      due: "2026-02-30",
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      "file_profile.document_type",
      "file_profile.due",
      "file_profile.unknown",
    ]);
    const strangers = await newFile(asInsider, folder.id, "b.txt", { owner: ["0".repeat(24)] });
    expect(strangers.statusCode).toBe(422);
    const someoneElses = await uploaded(asOutsider, "secret.txt");
    const notMine = await newFile(asInsider, folder.id, "c.txt", { attachment: [someoneElses] });
    expect(notMine.statusCode).toBe(422);
    const ok = await newFile(asInsider, folder.id, "minutes.txt", {
      document_type: "minutes",
      keywords: ["board", "board", "2026"],
      owner: [groupAdmin.id],
      due: "2026-03-01",
      summary: "",
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const file = ok.json().files[0];
    expect(file.profile).toEqual({
      document_type: "minutes",
      keywords: ["board", "2026"],
      owner: [groupAdmin.id],
      due: "2026-03-01",
    });
    const edited = await asInsider.put(`/api/v1/files/${file.id}`, {
      file: { name: "minutes.txt", profile: { document_type: "contract" } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().profile).toEqual({ document_type: "contract" });
    const invalid = await asInsider.put(`/api/v1/files/${file.id}`, {
      file: { name: "minutes.txt", profile: { document_type: "poem" } },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toHaveProperty(["profile.document_type"]);
  });

  it("filters and sorts a folder's files by profile values and tags", async () => {
    const root = await groupRoot(asInsider, closed.slug);
    const sub = await asInsider.post("/api/storage/folders", {
      folder: { name: "Listing", parent_folder_id: root.id },
    });
    expect(sub.statusCode, sub.body).toBe(201);
    const id = sub.json().id;
    for (const [name, profile] of [
      ["a.txt", { document_type: "invoice", keywords: ["x"], due: "2026-05-01", summary: "Quarterly numbers" }],
      ["b.txt", { document_type: "contract", keywords: ["y"], due: "2026-01-01" }],
      ["c.txt", {}],
    ] as const) {
      expect((await newFile(asInsider, id, name, profile)).statusCode).toBe(201);
    }
    const names = async (query: string) => {
      const res = await asInsider.get(`/api/storage/folders/${id}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().files.map((f: Json) => f.name);
    };
    expect(await names("profile.document_type=contract")).toEqual(["b.txt"]);
    expect(await names("profile.summary=quarterly")).toEqual(["a.txt"]);
    expect(await names("profile.keywords=x")).toEqual(["a.txt"]);
    expect(await names("tag=y")).toEqual(["b.txt"]);
    expect(await names("profile.due=2026-01-01")).toEqual(["b.txt"]);
    expect(await names("sort=profile.due&direction=asc")).toEqual(["b.txt", "a.txt", "c.txt"]);
    expect(await names("sort=profile.due&direction=desc")).toEqual(["a.txt", "b.txt", "c.txt"]);
    // A name that is no property of the folder's file profile is refused, never put into the SQL.
    const unknown = await asInsider.get(`/api/storage/folders/${id}?profile.nope=1`);
    expect(unknown.statusCode).toBe(400);
    const injected = await asInsider.get(`/api/storage/folders/${id}?sort=profile.x'%3Bdrop`);
    expect(injected.statusCode).toBe(400);
    // Outsiders still see nothing of the folder.
    expect((await asOutsider.get(`/api/storage/folders/${id}?profile.document_type=contract`)).statusCode).toBe(404);
  });

  it("keeps folder profiles on folders, per folder manager", async () => {
    const set = await asNetworkAdmin.put("/api/v1/property_sets/folder_profile", {
      property_set: { properties: [{ name: "project", label: "Project", type: "text" }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const root = await groupRoot(asInsider, closed.slug);
    const created = await asInsider.post("/api/storage/folders", {
      folder: { name: "Projects", parent_folder_id: root.id, profile: { project: "Apollo" } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().profile).toEqual({ project: "Apollo" });
    const refused = await asInsider.put(`/api/storage/folders/${created.json().id}`, {
      folder: { name: "Projects", profile: { other: "x" } },
    });
    expect(refused.statusCode).toBe(422);
    // A folder's own set: its managers write it, other readers may not; outsiders learn nothing.
    const url = `/api/v1/property_sets/folder_profile?context_type=folder&context_id=${created.json().id}`;
    expect((await asOutsider.get(`${url}&inherit=true`)).statusCode).toBe(404);
    expect((await asInsider.get(`${url}&inherit=true`)).json().properties[0].name).toBe("project");
    expect((await asGroupAdmin.put(url, { property_set: { properties: [] } })).statusCode).toBe(200);
  });

  it("lets a folder's managers edit its own sets, inherited by its subfolders, and nobody else", async () => {
    const root = await groupRoot(asInsider, closed.slug);
    const created = await asInsider.post("/api/storage/folders", {
      folder: { name: "Own sets", parent_folder_id: root.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const folder = created.json();
    expect(folder.can.update).toBe(true);
    const child = await asInsider.post("/api/storage/folders", {
      folder: { name: "Child", parent_folder_id: folder.id },
    });
    const url = (id: string) => `/api/v1/property_sets/file_profile?context_type=folder&context_id=${id}`;
    const own = { properties: [{ name: "ticket", label: "Ticket", type: "text" }] };
    // The folder's creator may update the folder but not define its fields: property sets are the administrators'.
    expect((await asInsider.put(url(folder.id), { property_set: own })).statusCode).toBe(403);
    // The group's administrator writes its file profile; its subfolder inherits it.
    const saved = await asGroupAdmin.put(url(folder.id), { property_set: own });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().can).toEqual({ update: true });
    const inherited = await asInsider.get(`${url(child.json().id)}&inherit=true`);
    expect(inherited.json().properties.map((p: Json) => p.name)).toContain("ticket");
    // An outsider does not see the folder at all; the group's root is its managers' too.
    expect((await asOutsider.put(url(folder.id), { property_set: own })).statusCode).toBe(404);
    expect((await asInsider.put(url(root.id), { property_set: own })).statusCode).toBe(403);
    expect((await asGroupAdmin.put(url(root.id), { property_set: own })).statusCode).toBe(200);
  });
});
