import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";

// Hostile input to the files area (issue 16 "Bad input"): names with path tricks, renames to a refused type,
// empty files, moves into a descendant. Each gets a clear answer and leaves nothing changed or half-written.
// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely
type Json = Record<string, any>;
let app: App;
let asAdmin: Client;
let rootId: string;

async function newFile(name: string, data = "hello"): Promise<Json> {
  const up = await upload(asAdmin, "files", { name, type: "text/plain", data: Buffer.from(data) });
  expect(up.statusCode, up.body).toBe(201);
  const res = await asAdmin.post("/api/v1/files", { files: [up.json().id], folder_ids: [rootId] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().files[0];
}

beforeAll(async () => {
  app = await createTestApp();
  const groupAdmin = await member(app);
  asAdmin = await as(app, groupAdmin);
  const g = await group(app, { access: "closed", admin: groupAdmin });
  rootId = (await asAdmin.get(`/api/storage/folders/root?group_slug=${g.slug}`)).json().id;
});

describe("files: bad input", () => {
  it("refuses a rename into a type the network refuses, and keeps the name", async () => {
    const file = await newFile("report.txt");
    const refused = await asAdmin.put(`/api/v1/files/${file.id}`, { file: { name: "report.exe" } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.name).toEqual(["file type not accepted: .exe"]);
    expect((await asAdmin.get(`/api/v1/files/${file.id}`)).json().name).toBe("report.txt");
    // Another accepted type, or the same one, is a plain rename.
    const renamed = await asAdmin.put(`/api/v1/files/${file.id}`, { file: { name: "report final.md" } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe("report final.md");
  });

  it("stores names with path tricks as plain names and serves them under them", async () => {
    const file = await newFile("../../etc/passwd.txt", "not a password");
    expect(file.name).not.toContain("/");
    expect(file.name).not.toContain("..");
    const download = await asAdmin.get(file.download_url);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("not a password");
    expect(String(download.headers["content-disposition"])).not.toContain("/");
  });

  it("keeps an empty file as an empty file", async () => {
    const file = await newFile("empty.txt", "");
    expect(file.size).toBe(0);
    const download = await asAdmin.get(file.url);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("");
  });

  it("refuses to move a folder into itself or below it, and changes nothing", async () => {
    const top = (
      await asAdmin.post("/api/storage/folders", { folder: { name: "Top", parent_folder_id: rootId } })
    ).json();
    const below = (
      await asAdmin.post("/api/storage/folders", { folder: { name: "Below", parent_folder_id: top.id } })
    ).json();
    for (const target of [top.id, below.id]) {
      const res = await asAdmin.post("/api/storage/folders/move", { folder_ids: [top.id], target_folder_id: target });
      expect(res.statusCode).toBe(422);
    }
    expect((await asAdmin.get(`/api/storage/folders/${below.id}`)).json().parent_folder_id).toBe(top.id);
    expect((await asAdmin.get(`/api/storage/folders/${top.id}`)).json().parent_folder_id).toBe(rootId);
  });
});

describe("files: the network's lock days", () => {
  it("lock a file for the network's lock days unless a date is given, and tell the file page", async () => {
    const asNetworkAdmin = await as(app, await admin(app));
    expect((await asNetworkAdmin.put("/administration/settings", { file_lock_days: 0 })).statusCode).toBe(422);
    const saved = await asNetworkAdmin.put("/administration/settings", { file_lock_days: 2 });
    expect(saved.json().file_lock_days).toBe(2);
    const file = await newFile("short-lock.txt");
    expect((await asAdmin.get(`/api/v1/files/${file.id}`)).json().lock_days).toBe(2);
    expect((await asAdmin.get("/api/v1/network")).json().config.files.lock_days).toBe(2);
    const locked = await asAdmin.put(`/api/storage/files/${file.id}/lock`, {});
    const until = new Date(locked.json().locked_until).getTime();
    expect(until).toBeGreaterThan(Date.now() + 2 * 24 * 3600 * 1000 - 60_000);
    expect(until).toBeLessThan(Date.now() + 2 * 24 * 3600 * 1000 + 60_000);
    await asNetworkAdmin.put("/administration/settings", { file_lock_days: 7 });
  });
});
