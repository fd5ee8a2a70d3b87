import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, group, member, upload } from "../../../test/factories.js";
import { type Json, newFolder, newTextFile, rootFolder } from "../../../test/files-helpers.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";
import { uploads } from "../uploads/uploads.schema.js";
import { ensureSpecialFolder } from "./files.repo.js";
import { files } from "./files.schema.js";

// The new-files form into several folders (communication §5: the default folder and further ones chosen in the
// folder picker) and the listing's counts, over HTTP as real members.
let app: App;
let asAdmin: Client;
let asInsider: Client;
let asOutsider: Client;
let closed: GroupRow;
let other: GroupRow;

async function uploaded(client: Client, name: string, text: string) {
  const res = await upload(client, "files", { name, type: "text/plain", data: Buffer.from(text) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function listing(client: Client, folderId: string, query = ""): Promise<Json> {
  const res = await client.get(`/api/storage/folders/${folderId}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  app = await createTestApp();
  const groupAdmin = await member(app);
  const insider = await member(app);
  asAdmin = await as(app, groupAdmin);
  asInsider = await as(app, insider);
  asOutsider = await as(app, await member(app));
  closed = await group(app, { access: "closed", admin: groupAdmin, members: [insider] });
  other = await group(app, { access: "closed", admin: groupAdmin });
});

describe("new files in several folders", () => {
  it("files each upload in the default folder and a copy in every further folder, bytes and all", async () => {
    const r = await rootFolder(asAdmin, closed.slug);
    const [first, second, third] = [
      await newFolder(asAdmin, r.id, "First"),
      await newFolder(asAdmin, r.id, "Second"),
      await newFolder(asAdmin, r.id, "Third"),
    ];
    const ids = [await uploaded(asInsider, "agenda.txt", "agenda text"), await uploaded(asInsider, "notes.txt", "n")];
    const res = await asInsider.post("/api/v1/files", {
      files: ids,
      // The second folder twice: no duplicate files.
      folder_ids: [first.id, second.id, third.id, second.id],
      description: "For everyone",
    });
    expect(res.statusCode, res.body).toBe(201);
    const created: Json[] = res.json().files;
    expect(created.map((f) => `${f.folder_id === first.id ? 1 : f.folder_id === second.id ? 2 : 3}:${f.name}`)).toEqual(
      ["1:agenda.txt", "1:notes.txt", "2:agenda.txt", "2:notes.txt", "3:agenda.txt", "3:notes.txt"],
    );
    for (const folder of [first, second, third]) {
      const page = await listing(asInsider, folder.id);
      expect(page.files.map((f: Json) => f.name)).toEqual(["agenda.txt", "notes.txt"]);
      expect(page.files[0].description).toBe("For everyone");
      const agenda = page.files[0];
      const bytes = await asInsider.get(agenda.url);
      expect(bytes.statusCode).toBe(200);
      expect(bytes.body).toBe("agenda text");
    }
    // Each file has its own upload: deleting the copy in the second folder leaves the others readable.
    const copies = await app.ctx.db
      .select({ uploadId: files.uploadId })
      .from(files)
      .where(eq(files.name, "agenda.txt"));
    expect(new Set(copies.map((c) => c.uploadId)).size).toBe(copies.length);
    const secondAgenda = created.find((f) => f.folder_id === second.id && f.name === "agenda.txt");
    expect((await asInsider.delete("/api/storage/files", { file_ids: [secondAgenda?.id] })).statusCode).toBe(200);
    const firstAgenda = (await listing(asInsider, first.id)).files[0];
    expect((await asInsider.get(firstAgenda.url)).body).toBe("agenda text");
  });

  it("answers 404 for a further folder the member may not add files to, and files nothing anywhere", async () => {
    const r = await rootFolder(asAdmin, closed.slug);
    const mine = await newFolder(asAdmin, r.id, "Mine");
    const elsewhere = await newFolder(asAdmin, (await rootFolder(asAdmin, other.slug)).id, "Elsewhere");
    const before = (await app.ctx.db.select({ id: uploads.id }).from(uploads)).length;
    const id = await uploaded(asInsider, "secret.txt", "secret");
    // `other` is a group the insider is not in: its folder is no place for their files.
    const res = await asInsider.post("/api/v1/files", { files: [id], folder_ids: [mine.id, elsewhere.id] });
    expect(res.statusCode, res.body).toBe(404);
    expect((await listing(asInsider, mine.id)).files).toEqual([]);
    expect((await listing(asAdmin, elsewhere.id)).files).toEqual([]);
    // No copy was left behind, and the upload may still be filed.
    expect((await app.ctx.db.select({ id: uploads.id }).from(uploads)).length).toBe(before + 1);
    const again = await asInsider.post("/api/v1/files", { files: [id], folder_ids: [mine.id] });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("answers 404 for a further activity-stream folder and an outsider's unknown folder", async () => {
    const r = await rootFolder(asAdmin, closed.slug);
    const mine = await newFolder(asAdmin, r.id, "Plain");
    const stream = await ensureSpecialFolder(app.ctx.db, closed.id, "activitystream_folder");
    expect((await listing(asInsider, stream.id)).type).toBe("activitystream_folder");
    const id = await uploaded(asInsider, "x.txt", "x");
    const res0 = await asInsider.post("/api/v1/files", { files: [id], folder_ids: [mine.id, stream.id] });
    expect(res0.statusCode, res0.body).toBe(404);
    const outsiderUpload = await uploaded(asOutsider, "y.txt", "y");
    const res = await asOutsider.post("/api/v1/files", { files: [outsiderUpload], folder_ids: [r.id] });
    expect(res.statusCode).toBe(404);
  });

  it("takes at most ten folders", async () => {
    const r = await rootFolder(asAdmin, closed.slug);
    const id = await uploaded(asInsider, "many.txt", "m");
    const res = await asInsider.post("/api/v1/files", { files: [id], folder_ids: Array(11).fill(r.id) });
    expect(res.statusCode).toBe(422);
  });

  it("posts one activity per stream, not one per folder", async () => {
    const r = await rootFolder(asAdmin, closed.slug);
    const [a, b] = [await newFolder(asAdmin, r.id, "Posted A"), await newFolder(asAdmin, r.id, "Posted B")];
    const id = await uploaded(asInsider, "posted.txt", "p");
    const res = await asInsider.post("/api/v1/files", { files: [id], folder_ids: [a.id, b.id], post_to_stream: true });
    expect(res.statusCode, res.body).toBe(201);
    const stream = (await asInsider.get(`/groups/${closed.slug}/activitystreams/all`)).json();
    const titles = (stream.activities as Json[]).map((a) => a.object.summary?.title);
    expect(titles.filter((t) => t === "posted.txt")).toHaveLength(1);
  });
});

describe("folder listing counts", () => {
  it("counts the folder's files, the matching ones and the subfolders", async () => {
    const r = await rootFolder(asAdmin, closed.slug);
    const folder = await newFolder(asAdmin, r.id, "Counted");
    await newFolder(asAdmin, folder.id, "Inside");
    for (const name of ["alpha.txt", "beta.txt", "alphabet.txt"]) await newTextFile(asAdmin, folder.id, name);
    const all = await listing(asInsider, folder.id);
    expect([all.total_files_count, all.matching_files_count, all.total_subfolders_count]).toEqual([3, 3, 1]);
    const some = await listing(asInsider, folder.id, "?q=alpha&limit=1");
    expect([some.total_files_count, some.matching_files_count, some.files.length]).toEqual([3, 2, 1]);
    const none = await listing(asInsider, folder.id, "?q=gamma");
    expect([none.total_files_count, none.matching_files_count, none.files]).toEqual([3, 0, []]);
  });

  it("pages through every sort in both directions without losing or repeating a file", async () => {
    const r = await rootFolder(asAdmin, closed.slug);
    const folder = await newFolder(asAdmin, r.id, "Sorted");
    const names = ["b.txt", "A.txt", "c.txt", "a2.txt", "B2.txt"];
    for (const [i, name] of names.entries()) await newTextFile(asAdmin, folder.id, name, "x".repeat(i % 2 ? 3 : 7));
    for (const sort of ["name", "size", "updated_at"])
      for (const direction of ["asc", "desc"]) {
        const seen: string[] = [];
        for (const page of [1, 2, 3]) {
          const res = await listing(asInsider, folder.id, `?sort=${sort}&direction=${direction}&limit=2&page=${page}`);
          seen.push(...res.files.map((f: Json) => f.name));
        }
        expect([...seen].sort(), `${sort} ${direction}`).toEqual([...names].sort());
        if (sort === "name")
          expect(seen).toEqual(
            direction === "asc"
              ? ["A.txt", "a2.txt", "b.txt", "B2.txt", "c.txt"]
              : ["c.txt", "B2.txt", "b.txt", "a2.txt", "A.txt"],
          );
      }
  });
});
