import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, group, member } from "../../../test/factories.js";
import { type Json, newFolder, newTextFile, rootFolder } from "../../../test/files-helpers.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";

// Bulk move and delete of files and folders over HTTP, and what a folder page costs in statements.
let app: App;
let asAdmin: Client;
let asInsider: Client;
let closed: GroupRow;
let hidden: GroupRow;

beforeAll(async () => {
  app = await createTestApp();
  const groupAdmin = await member(app);
  const insider = await member(app);
  asAdmin = await as(app, groupAdmin);
  asInsider = await as(app, insider);
  closed = await group(app, { access: "closed", admin: groupAdmin, members: [insider] });
  hidden = await group(app, { access: "hidden", admin: groupAdmin, members: [insider] });
});

describe("bulk move and delete", () => {
  it("never moves a folder into itself or a descendant", async () => {
    const r = await rootFolder(asAdmin, closed.slug);
    const a = await newFolder(asAdmin, r.id, "A");
    const b = await newFolder(asAdmin, a.id, "B");
    const intoChild = await asAdmin.post("/api/storage/folders/move", { folder_ids: [a.id], target_folder_id: b.id });
    expect(intoChild.statusCode).toBe(422);
    const intoSelf = await asAdmin.post("/api/storage/folders/move", { folder_ids: [a.id], target_folder_id: a.id });
    expect(intoSelf.statusCode).toBe(422);
    const c = await newFolder(asAdmin, r.id, "C");
    const ok = await asAdmin.post("/api/storage/folders/move", { folder_ids: [b.id], target_folder_id: c.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await asAdmin.get(`/api/storage/folders/${b.id}`)).json().folder_path.map((p: Json) => p.name)).toEqual([
      r.name,
      "C",
      "B",
    ]);
  });

  it("never moves into another group's files", async () => {
    const r = await rootFolder(asAdmin, closed.slug);
    const other = await rootFolder(asAdmin, hidden.slug);
    const a = await newFolder(asAdmin, r.id, "Travel");
    const res = await asAdmin.post("/api/storage/folders/move", { folder_ids: [a.id], target_folder_id: other.id });
    expect(res.statusCode).toBe(422);
  });

  it("needs destroy permission on every selected item", async () => {
    const r = await rootFolder(asAdmin, closed.slug);
    const mine = await newTextFile(asInsider, r.id, "mine.txt");
    const theirs = await newTextFile(asAdmin, r.id, "theirs.txt");
    const mixed = await asInsider.delete("/api/storage/files", { file_ids: [mine.id, theirs.id] });
    expect(mixed.statusCode).toBe(403);
    // Nothing was deleted.
    expect((await asInsider.get(`/api/v1/files/${mine.id}`)).statusCode).toBe(200);
    const ownOnly = await asInsider.delete("/api/storage/files", { file_ids: [mine.id] });
    expect(ownOnly.statusCode, ownOnly.body).toBe(200);
    const adminFolder = await newFolder(asAdmin, r.id, "Admin only");
    const insiderFolder = await newFolder(asInsider, r.id, "Insider");
    const folders = await asInsider.delete("/api/storage/folders", { folder_ids: [adminFolder.id, insiderFolder.id] });
    expect(folders.statusCode).toBe(403);
    expect(
      (await asAdmin.delete("/api/storage/folders", { folder_ids: [adminFolder.id, insiderFolder.id] })).statusCode,
    ).toBe(200);
    expect((await asAdmin.get(`/api/storage/folders/${insiderFolder.id}`)).statusCode).toBe(404);
  });

  it("moves files into a folder the member may add to", async () => {
    const r = await rootFolder(asAdmin, closed.slug);
    const target = await newFolder(asInsider, r.id, "Target");
    const file = await newTextFile(asInsider, r.id, "move-me.txt");
    const res = await asInsider.post("/api/storage/files/move", { file_ids: [file.id], target_folder_id: target.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await asInsider.get(`/api/v1/files/${file.id}`)).json().folder_id).toBe(target.id);
  });
});

describe("query budget", () => {
  // A folder page costs the same number of statements whatever its size (no query per row).
  async function countQueries(client: Client, url: string): Promise<number> {
    await client.get(url);
    let count = 0;
    const stop = app.ctx.database.observeQueries(() => {
      count++;
    });
    try {
      expect((await client.get(url)).statusCode).toBe(200);
    } finally {
      stop();
    }
    return count;
  }

  it("lists a folder of 2 and of 8 entries in the same, budgeted number of statements", async () => {
    const r = await rootFolder(asAdmin, closed.slug);
    const counts: number[] = [];
    for (const size of [2, 8]) {
      const folder = await newFolder(asAdmin, r.id, `Budget ${size}`);
      for (let i = 0; i < size; i++) {
        await newFolder(asAdmin, folder.id, `Sub ${i}`);
        await newTextFile(i % 2 ? asAdmin : asInsider, folder.id, `file-${i}.txt`);
      }
      counts.push(await countQueries(asInsider, `/api/storage/folders/${folder.id}?sort=author`));
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBeLessThanOrEqual(8);
  });
});
