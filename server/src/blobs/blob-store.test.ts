import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { as, member, upload } from "../../test/factories.js";
import { findUpload } from "../modules/uploads/uploads.repo.js";
import { sweepOrphans } from "../modules/uploads/uploads.service.js";
import { localBlobStore } from "./blob-store.js";

describe("localBlobStore", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "file-store-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("lists keys by prefix in pages and moves finished files in", async () => {
    const store = localBlobStore(path.join(root, "storage"));
    for (let i = 0; i < 5; i++) await store.write(`files/0${i}/k${i}`, Readable.from([Buffer.from(String(i))]));
    const temp = path.join(root, "upload.part");
    fs.writeFileSync(temp, "moved");
    await store.writeFile("images/aa/moved", temp);
    expect(fs.existsSync(temp)).toBe(false);
    const pages: string[][] = [];
    for await (const page of store.list("files/", 2)) pages.push(page.map((o) => o.key));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().sort()).toEqual(["files/00/k0", "files/01/k1", "files/02/k2", "files/03/k3", "files/04/k4"]);
    const all: string[] = [];
    for await (const page of store.list()) all.push(...page.map((o) => o.key));
    expect(all).toContain("images/aa/moved");
    expect(() => store.read("../escape")).toThrow(/Invalid storage key/);
  });

  it("leaves nothing under the key when the stream fails", async () => {
    const store = localBlobStore(path.join(root, "storage"));
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from("part");
        throw new Error("cut off");
      })(),
    );
    await expect(store.write("files/zz/broken", failing)).rejects.toThrow("cut off");
    expect(await store.exists("files/zz/broken")).toBe(false);
  });
});

describe("orphan sweeper on local disk", () => {
  it("removes old bytes without a row and stale temp files, never a referenced or young object", async () => {
    const app = await createTestApp();
    const client = await as(app, await member(app));
    const kept = (
      await upload(client, "files", { name: "kept.txt", type: "text/plain", data: Buffer.from("k") })
    ).json();
    const keptKey = (await findUpload(app.ctx.db, kept.id))?.storageKey ?? "";
    await app.ctx.blobs.write("files/ef/efefefefefefefefefefefef", Readable.from([Buffer.from("orphan")]));
    const tmp = path.join(app.ctx.config.dataDir, "tmp", "left-over.part");
    fs.mkdirSync(path.dirname(tmp), { recursive: true });
    fs.writeFileSync(tmp, "x");
    expect(await sweepOrphans(app.ctx)).toBe(0);
    expect(await sweepOrphans(app.ctx, -1000)).toBe(1);
    expect(await app.ctx.blobs.exists("files/ef/efefefefefefefefefefefef")).toBe(false);
    expect(await app.ctx.blobs.exists(keptKey)).toBe(true);
    expect(fs.existsSync(tmp)).toBe(false);
  });
});
