import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, group, member, upload } from "../../../test/factories.js";
import { type Json, newFolder, rootFolder } from "../../../test/files-helpers.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";
import type { MemberRow } from "../members/members.schema.js";
import { files } from "./files.schema.js";

// Files and folders over HTTP as real members (issue 16): folders, files, versions, locks, and that a closed or
// hidden group's files exist for no outsider by any path (bulk move and delete: files.bulk.test.ts).
let app: App;
let groupAdmin: MemberRow;
let insider: MemberRow;
let outsider: MemberRow;
let asAdmin: Client;
let asInsider: Client;
let asOutsider: Client;
let asGuest: Client;
let asNetworkAdmin: Client;
let closed: GroupRow;
let hidden: GroupRow;

async function uploaded(client: Client, name = "report.txt", text = "hello") {
  const res = await upload(client, "files", { name, type: "text/plain", data: Buffer.from(text) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const root = rootFolder;

async function newFile(client: Client, folderId: string, name = "report.txt", extra: Json = {}): Promise<Json> {
  const id = await uploaded(client, name);
  const res = await client.post("/api/v1/files", { files: [id], folder_ids: [folderId], ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().files[0];
}

beforeAll(async () => {
  app = await createTestApp();
  groupAdmin = await member(app);
  insider = await member(app);
  outsider = await member(app);
  asAdmin = await as(app, groupAdmin);
  asInsider = await as(app, insider);
  asOutsider = await as(app, outsider);
  asGuest = await as(app, await member(app, { isExternal: true }));
  asNetworkAdmin = await as(app, await admin(app));
  closed = await group(app, { access: "closed", admin: groupAdmin, members: [insider] });
  hidden = await group(app, { access: "hidden", admin: groupAdmin, members: [insider] });
});

describe("folders", () => {
  it("requires authentication", async () => {
    expect((await anonymous(app).get("/api/storage/folders/root")).statusCode).toBe(401);
  });

  it("gives the network one root folder, readable by members, managed by network administrators", async () => {
    const first = await root(asInsider);
    const again = await root(asOutsider);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ type: "root_folder", i18n_type: "root_folder.network", namespace: "network" });
    expect(first.can).toEqual({
      destroy: false,
      update: false,
      create_subfolders: true,
      add_files: true,
      export: false,
      approve: false,
    });
    expect(first.folder_path).toEqual([{ id: first.id, name: first.name }]);
    // External guests do not read the network's files.
    expect((await asGuest.get("/api/storage/folders/root")).statusCode).toBe(404);
    expect((await asGuest.get(`/api/storage/folders/${first.id}`)).statusCode).toBe(404);
  });

  it("creates subfolders with names unique among siblings whatever their case", async () => {
    const r = await root(asAdmin, closed.slug);
    expect(r).toMatchObject({ i18n_type: "root_folder.group", namespace: `group:${closed.slug}` });
    const minutes = await newFolder(asInsider, r.id, "Minutes");
    expect(minutes.folder_path.map((p: Json) => p.name)).toEqual([r.name, "Minutes"]);
    expect(minutes.can).toEqual({
      destroy: true,
      update: true,
      create_subfolders: true,
      add_files: true,
      export: true,
      approve: false,
    });
    const dup = await asInsider.post("/api/storage/folders", { folder: { name: "MINUTES", parent_folder_id: r.id } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().codes).toEqual({ name: ["taken"] });
    const blank = await asInsider.post("/api/storage/folders", { folder: { name: " ", parent_folder_id: r.id } });
    expect(blank.statusCode).toBe(422);
    const slash = await asInsider.post("/api/storage/folders", { folder: { name: "../x", parent_folder_id: r.id } });
    expect(slash.statusCode).toBe(422);
    const listed = await root(asInsider, closed.slug);
    expect(listed.total_subfolders_count).toBe(1);
    expect(listed.subfolders.map((f: Json) => f.name)).toEqual(["Minutes"]);
  });

  it("lets another member rename only what they may update; the group admin may update any", async () => {
    const r = await root(asAdmin, closed.slug);
    const mine = await newFolder(asAdmin, r.id, "Board");
    const asOther = await asInsider.put(`/api/storage/folders/${mine.id}`, { folder: { name: "X" } });
    expect(asOther.statusCode).toBe(403);
    const theirs = await newFolder(asInsider, r.id, "Drafts");
    const renamed = await asAdmin.put(`/api/storage/folders/${theirs.id}`, {
      folder: { name: "Old drafts", description: "kept" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Old drafts", description: "kept" });
    // The root is neither renamed nor deleted.
    expect((await asAdmin.put(`/api/storage/folders/${r.id}`, { folder: { name: "Y" } })).statusCode).toBe(403);
    expect((await asAdmin.delete("/api/storage/folders", { folder_ids: [r.id] })).statusCode).toBe(403);
  });

  it("answers 404 for a closed or hidden group's folders and files to outsiders, by every path", async () => {
    for (const g of [closed, hidden]) {
      const r = await root(asInsider, g.slug);
      const sub = await newFolder(asInsider, r.id, `Secret ${g.access}`);
      const file = await newFile(asInsider, sub.id, "secret.txt");
      for (const client of [asOutsider, asGuest]) {
        expect((await client.get(`/api/storage/folders/root?group_slug=${g.slug}`)).statusCode).toBe(404);
        expect((await client.get(`/api/storage/folders/${sub.id}`)).statusCode).toBe(404);
        expect((await client.get(`/api/v1/files/${file.id}`)).statusCode).toBe(404);
        expect((await client.get(`/api/storage/files/${file.id}/get/secret.txt`)).statusCode).toBe(404);
        expect((await client.get(`/api/storage/files/${file.id}/get/x?version=1`)).statusCode).toBe(404);
        expect(
          (await client.post("/api/storage/folders", { folder: { name: "in", parent_folder_id: sub.id } })).statusCode,
        ).toBe(404);
        expect((await client.delete("/api/storage/files", { file_ids: [file.id] })).statusCode).toBe(404);
        expect((await client.delete("/api/storage/folders", { folder_ids: [sub.id] })).statusCode).toBe(404);
        expect((await client.put(`/api/storage/files/${file.id}/lock`, {})).statusCode).toBe(404);
        const up = await uploaded(client);
        expect((await client.post(`/api/v1/files/${file.id}/versions`, { upload_id: up })).statusCode).toBe(404);
        expect((await client.post("/api/v1/files", { files: [up], folder_ids: [sub.id] })).statusCode).toBe(404);
      }
      // The upload behind the file (fileAccess) is readable through the storage routes to readers only.
      const [upload] = await app.ctx.db.select().from(files).where(eq(files.id, file.id));
      expect((await asInsider.get(`/api/storage/files/${upload?.uploadId}`)).statusCode).toBe(200);
      expect((await asAdmin.get(`/api/storage/files/${upload?.uploadId}`)).statusCode).toBe(200);
      expect((await asOutsider.get(`/api/storage/files/${upload?.uploadId}`)).statusCode).toBe(404);
    }
    // The network administrator reads them all.
    expect((await asNetworkAdmin.get(`/api/storage/folders/root?group_slug=${hidden.slug}`)).statusCode).toBe(200);
  });
});

describe("files", () => {
  it("creates files from volatile uploads, lists, searches with literal wildcards and sorts them", async () => {
    const r = await root(asAdmin, closed.slug);
    const folder = await newFolder(asInsider, r.id, "Search");
    await newFile(asInsider, folder.id, "alpha_100%.txt");
    await newFile(asInsider, folder.id, "alphaX100.txt");
    await newFile(asInsider, folder.id, "beta.txt");
    const all = (await asInsider.get(`/api/storage/folders/${folder.id}`)).json();
    expect(all.files.map((f: Json) => f.name)).toEqual(["alpha_100%.txt", "alphaX100.txt", "beta.txt"]);
    expect(all.total_files_count).toBe(3);
    const desc = (await asInsider.get(`/api/storage/folders/${folder.id}?sort=name&direction=desc`)).json();
    expect(desc.files.map((f: Json) => f.name)).toEqual(["beta.txt", "alphaX100.txt", "alpha_100%.txt"]);
    const literal = (await asInsider.get(`/api/storage/folders/${folder.id}?q=${encodeURIComponent("_100%")}`)).json();
    expect(literal.files.map((f: Json) => f.name)).toEqual(["alpha_100%.txt"]);
    expect(literal.matching_files_count).toBe(1);
    const paged = (await asInsider.get(`/api/storage/folders/${folder.id}?limit=2&page=2`)).json();
    expect(paged.files.map((f: Json) => f.name)).toEqual(["beta.txt"]);
    for (const sort of ["size", "author", "updated_at"]) {
      expect((await asInsider.get(`/api/storage/folders/${folder.id}?sort=${sort}`)).statusCode).toBe(200);
    }
    expect((await asInsider.get(`/api/storage/folders/${folder.id}?sort=evil`)).statusCode).toBe(400);
  });

  it("refuses a new file without files ('required') and someone else's upload", async () => {
    const r = await root(asAdmin, closed.slug);
    const none = await asInsider.post("/api/v1/files", { files: [], folder_ids: [r.id] });
    expect(none.statusCode).toBe(422);
    expect(none.json().codes.files).toEqual(["required"]);
    const foreign = await uploaded(asAdmin);
    expect((await asInsider.post("/api/v1/files", { files: [foreign], folder_ids: [r.id] })).statusCode).toBe(422);
    // An upload already used (a file's version, or published for something else) does not become a second file.
    const used = await newFile(asInsider, r.id, "used.txt");
    const [row] = await app.ctx.db.select().from(files).where(eq(files.id, used.id));
    const again = await asInsider.post("/api/v1/files", { files: [row?.uploadId], folder_ids: [r.id] });
    expect(again.statusCode).toBe(422);
    const asVersion = await asInsider.post(`/api/v1/files/${used.id}/versions`, { upload_id: row?.uploadId });
    expect(asVersion.statusCode).toBe(422);
  });

  it("keeps every version downloadable and raises version.major", async () => {
    const r = await root(asAdmin, closed.slug);
    const file = await newFile(asInsider, r.id, "plan.txt");
    expect(file.version).toEqual({ major: 1 });
    const next = await uploaded(asAdmin, "plan-v2.txt", "second");
    const res = await asAdmin.post(`/api/v1/files/${file.id}/versions`, { upload_id: next });
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json();
    expect(detail.version).toEqual({ major: 2 });
    expect(detail.versions.map((v: Json) => v.major)).toEqual([2, 1]);
    expect(detail.current_version_authors.map((a: Json) => a.id)).toEqual([groupAdmin.id]);
    const current = await asInsider.get(`/api/storage/files/${file.id}/get/plan.txt`);
    expect(current.statusCode).toBe(200);
    expect(current.body).toBe("second");
    const old = await asInsider.get(`/api/storage/files/${file.id}/get/plan.txt?version=1&download=1`);
    expect(old.body).toBe("hello");
    expect(old.headers["content-disposition"]).toContain("attachment");
    // The uploads behind both versions are readable to readers of the folder through the storage routes too.
    const v1 = detail.versions[1];
    expect(v1.url).toContain("version=1");
  });

  it("locks a file: others see it locked and may not version, move or delete it", async () => {
    const r = await root(asAdmin, closed.slug);
    const target = await newFolder(asAdmin, r.id, "Lock target");
    const file = await newFile(asInsider, r.id, "locked.txt");
    const locked = await asInsider.put(`/api/storage/files/${file.id}/lock`, {});
    expect(locked.statusCode, locked.body).toBe(200);
    const until = new Date(locked.json().locked_until).getTime();
    expect(until).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const seen = (await asAdmin.get(`/api/v1/files/${file.id}`)).json();
    expect(seen.locked_by.id).toBe(insider.id);
    expect(seen.can).toEqual({ destroy: false, update: false, new_version: false, lock: false, finalize: false });
    const up = await uploaded(asAdmin);
    const refused = await asAdmin.post(`/api/v1/files/${file.id}/versions`, { upload_id: up });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("locked by someone else");
    expect((await asAdmin.put(`/api/storage/files/${file.id}/lock`, {})).statusCode).toBe(409);
    expect(
      (await asAdmin.post("/api/storage/files/move", { file_ids: [file.id], target_folder_id: target.id })).statusCode,
    ).toBe(409);
    expect((await asAdmin.delete("/api/storage/files", { file_ids: [file.id] })).statusCode).toBe(409);
    // Nor delete a folder holding it.
    const holder = await newFolder(asAdmin, r.id, "Holder");
    const held = await newFile(asInsider, holder.id, "held.txt");
    expect((await asInsider.put(`/api/storage/files/${held.id}/lock`, {})).statusCode).toBe(200);
    expect((await asAdmin.delete("/api/storage/folders", { folder_ids: [holder.id] })).statusCode).toBe(409);
    const unlocked = await asInsider.delete(`/api/storage/files/${file.id}/lock`);
    expect(unlocked.json().locked_until).toBeNull();
    expect((await asAdmin.delete("/api/storage/files", { file_ids: [file.id] })).statusCode).toBe(200);
    expect((await asInsider.get(`/api/v1/files/${file.id}`)).statusCode).toBe(404);
  });

  it("lets a group administrator break a member's lock, and no other member", async () => {
    const colleague = await member(app);
    const { addMembership } = await import("../groups/groups.service.js");
    await addMembership(app.ctx.db, closed.id, colleague.id, { status: "member" });
    const asColleague = await as(app, colleague);
    const r = await root(asAdmin, closed.slug);
    const file = await newFile(asInsider, r.id, "held-by-insider.txt");
    expect((await asInsider.put(`/api/storage/files/${file.id}/lock`, {})).statusCode).toBe(200);
    expect((await asColleague.delete(`/api/storage/files/${file.id}/lock`)).statusCode).toBe(409);
    const broken = await asAdmin.delete(`/api/storage/files/${file.id}/lock`);
    expect(broken.statusCode, broken.body).toBe(200);
    expect(broken.json().locked_until).toBeNull();
    // Any member who may add files may lock and version another's file; renaming stays the author's.
    expect((await asColleague.put(`/api/storage/files/${file.id}/lock`, {})).statusCode).toBe(200);
    expect((await asColleague.delete(`/api/storage/files/${file.id}/lock`)).statusCode).toBe(200);
    const up = await uploaded(asColleague, "v2.txt", "v2");
    expect((await asColleague.post(`/api/v1/files/${file.id}/versions`, { upload_id: up })).statusCode).toBe(201);
    expect((await asColleague.put(`/api/v1/files/${file.id}`, { file: { name: "renamed.txt" } })).statusCode).toBe(403);
    const renamed = await asInsider.put(`/api/v1/files/${file.id}`, { file: { name: "renamed.txt" } });
    expect(renamed.json().name).toBe("renamed.txt");
  });

  it("keeps a version's upload from being deleted through the storage routes", async () => {
    const r = await root(asAdmin, closed.slug);
    const file = await newFile(asInsider, r.id, "keep.txt");
    const [row] = await app.ctx.db.select().from(files).where(eq(files.id, file.id));
    const res = await asInsider.delete(`/api/storage/files/${row?.uploadId}`);
    expect(res.statusCode).toBe(409);
    expect((await asInsider.get(`/api/storage/files/${file.id}/get/keep.txt`)).body).toBe("hello");
  });

  it("lets members add to the network's files, network administrators manage them", async () => {
    const r = await root(asInsider);
    const folder = await newFolder(asInsider, r.id, `Shared ${Date.now()}`);
    expect((await asOutsider.put(`/api/storage/folders/${folder.id}`, { folder: { name: "Mine" } })).statusCode).toBe(
      403,
    );
    const file = await newFile(asOutsider, folder.id, "outsider.txt");
    expect((await asInsider.delete("/api/storage/files", { file_ids: [file.id] })).statusCode).toBe(403);
    expect((await asNetworkAdmin.delete("/api/storage/files", { file_ids: [file.id] })).statusCode).toBe(200);
    expect((await asNetworkAdmin.delete("/api/storage/folders", { folder_ids: [folder.id] })).statusCode).toBe(200);
  });

  it("counts a file another member added or versioned as unread until it is opened", async () => {
    const r = await root(asAdmin, hidden.slug);
    const folder = await newFolder(asAdmin, r.id, `Unread ${Date.now()}`);
    const file = await newFile(asAdmin, folder.id, "news.txt");
    const unreadOf = async (client: Client) =>
      ((await client.get("/unreads/folders")).json().folders as Json[]).find((f) => f.id === folder.id)?.unread_count ??
      0;
    expect(await unreadOf(asInsider)).toBe(1);
    expect(await unreadOf(asAdmin)).toBe(0);
    // Outsiders learn nothing of a hidden group's folders.
    expect(await unreadOf(asOutsider)).toBe(0);
    const listed = (await asInsider.get(`/api/storage/folders/${folder.id}`)).json();
    expect(listed.files[0].unread).toBe(true);
    expect((await asOutsider.post(`/api/storage/files/${file.id}/track_view`)).statusCode).toBe(404);
    expect((await asInsider.post(`/api/storage/files/${file.id}/track_view`)).statusCode).toBe(204);
    expect(await unreadOf(asInsider)).toBe(0);
    const up = await uploaded(asAdmin, "news-2.txt", "more");
    expect((await asAdmin.post(`/api/v1/files/${file.id}/versions`, { upload_id: up })).statusCode).toBe(201);
    expect(await unreadOf(asInsider)).toBe(1);
  });

  it("posts a new file to the group's stream when asked", async () => {
    const r = await root(asAdmin, closed.slug);
    const file = await newFile(asInsider, r.id, "announce.txt", { post_to_stream: true, description: "see" });
    const stream = (await asInsider.get(`/groups/${closed.slug}/activitystreams/all`)).json();
    const posted = (stream.activities as Json[]).find((a) => a.object.summary?.id === file.id);
    expect(posted?.object).toMatchObject({
      type: "file",
      summary: { title: "announce.txt", html_url: `/files/${file.id}` },
    });
    const outside = await asOutsider.get("/activitystreams/all");
    expect(JSON.stringify(outside.json())).not.toContain(file.id);
  });
});
