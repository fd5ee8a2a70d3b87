import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, member, upload } from "../../../test/factories.js";
import { startS3rver } from "../../../test/s3rver.js";
import type { App } from "../../app.js";
import { findUpload } from "./uploads.repo.js";
import { sweepOrphans } from "./uploads.service.js";

const png = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();

async function keys(app: App): Promise<string[]> {
  const all: string[] = [];
  for await (const page of app.ctx.blobs.list()) all.push(...page.map((o) => o.key));
  return all;
}

describe("storage on an S3-compatible backend", () => {
  let app: App;
  let stop: () => Promise<void>;
  let s3Config: Awaited<ReturnType<typeof startS3rver>>["config"];
  beforeAll(async () => {
    const s3 = await startS3rver();
    stop = s3.stop;
    s3Config = s3.config;
    app = await createTestApp({ s3: s3.config, maxUploadBytes: 200 * 1024 });
  });
  afterAll(async () => {
    await stop?.();
  });

  it("uploads, publishes, downloads and previews through the bucket", async () => {
    const client = await as(app, await member(app));
    const res = await upload(client, "files", { name: "notes.txt", type: "text/plain", data: Buffer.from("hello s3") });
    expect(res.statusCode).toBe(201);
    const file = res.json();
    const row = await findUpload(app.ctx.db, file.id);
    expect(await keys(app)).toContain(row?.storageKey);
    expect((await client.post("/api/storage/files/publish", { files: [file.id] })).statusCode).toBe(200);
    const download = await client.get(`/api/storage/files/${file.id}`, { accept: "*/*" });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("hello s3");

    // An image is verified before it reaches the bucket, and resized from the bucket's copy.
    const fake = await upload(client, "images", { name: "x.png", type: "image/png", data: Buffer.from("<svg/>") });
    expect(fake.statusCode).toBe(422);
    const image = (await upload(client, "images", { name: "photo.png", type: "image/png", data: await png() })).json();
    expect(image.preview_url).toBe(`/api/storage/images/${image.id}/preview`);
    const resized = await client.get(`/api/storage/images/${image.id}/get/200x200`, { accept: "image/*" });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers["content-type"]).toBe("image/webp");
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(200);
    expect(await keys(app)).toContain(`cache/${image.id}-200x200.webp`);
  });

  it("refuses an oversized upload without leaving bytes in the bucket", async () => {
    const client = await as(app, await member(app));
    const before = await keys(app);
    const res = await upload(client, "files", {
      name: "big.bin",
      type: "application/octet-stream",
      data: Buffer.alloc(300 * 1024, 1),
    });
    expect(res.statusCode).toBe(413);
    expect(await keys(app)).toEqual(before);
  });

  it("sweeps bytes no upload references, never a referenced object or a young one", async () => {
    const client = await as(app, await member(app));
    const kept = (
      await upload(client, "files", { name: "kept.txt", type: "text/plain", data: Buffer.from("k") })
    ).json();
    const keptRow = await findUpload(app.ctx.db, kept.id);
    // What a crash between the bytes and the row leaves behind, and a resized view of a deleted image.
    await app.ctx.blobs.write("files/ab/abababababababababababab", Readable.from([Buffer.from("orphan")]));
    await app.ctx.blobs.write("cache/cdcdcdcdcdcdcdcdcdcdcdcd-200x200.webp", Readable.from([Buffer.from("x")]));

    // Within the grace period nothing goes: an upload may be between its bytes and its row.
    expect(await sweepOrphans(app.ctx)).toBe(0);
    expect(await app.ctx.blobs.exists("files/ab/abababababababababababab")).toBe(true);

    const removed = await sweepOrphans(app.ctx, -1000);
    expect(removed).toBe(2);
    const left = await keys(app);
    expect(left).not.toContain("files/ab/abababababababababababab");
    expect(left).not.toContain("cache/cdcdcdcdcdcdcdcdcdcdcdcd-200x200.webp");
    expect(left).toContain(keptRow?.storageKey);
    const download = await client.get(`/api/storage/files/${kept.id}`, { accept: "*/*" });
    expect(download.body).toBe("k");
    // The earlier test's resized view belongs to a living image.
    expect(left.some((k) => k.startsWith("cache/"))).toBe(true);
  });

  it("builds a folder export from and into the bucket", async () => {
    const client = await as(app, await admin(app));
    const root = (await client.get("/api/storage/folders/root")).json();
    expect(root.can.export).toBe(true);
    const up = (
      await upload(client, "files", { name: "plan.txt", type: "text/plain", data: Buffer.from("plan") })
    ).json();
    expect((await client.post("/api/v1/files", { files: [up.id], folder_ids: [root.id] })).statusCode).toBe(201);
    expect((await client.post(`/api/storage/folders/${root.id}/export`, {})).statusCode).toBe(202);
    const done = (await client.get(`/api/storage/folders/${root.id}/export`)).json().export;
    expect(done.status).toBe("finished");
    const zip = await client.get(done.files[0].downloadUrl, { accept: "*/*" });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect(zip.rawPayload.includes(Buffer.from("plan.txt"))).toBe(true);
    const sheet = await client.get(done.files[1].downloadUrl, { accept: "*/*" });
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("closes the S3 client when the app closes", async () => {
    const other = await createTestApp({ s3: s3Config, maxUploadBytes: 200 * 1024 });
    const client = await as(other, await member(other));
    const res = await upload(client, "files", { name: "bye.txt", type: "text/plain", data: Buffer.from("bye") });
    expect(res.statusCode, res.body).toBe(201);
    const store = other.ctx.blobs as unknown as { client: { destroy: () => void } };
    const destroy = vi.spyOn(store.client, "destroy");
    await other.close();
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});
