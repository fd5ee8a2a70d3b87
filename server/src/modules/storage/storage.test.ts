import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { safeFileName } from "./file-names.js";

const png = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();

describe("storage: upload, publish, delete, images", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ maxUploadBytes: 200 * 1024 });
  });

  it("requires a signed-in member", async () => {
    const res = await upload(anonymous(app), "files", { name: "a.txt", type: "text/plain", data: Buffer.from("hi") });
    expect(res.statusCode).toBe(401);
  });

  it("stores an upload as volatile, publishes it and serves it to its owner", async () => {
    const m = await member(app);
    const client = await as(app, m);
    const res = await upload(
      client,
      "files",
      { name: "notes.txt", type: "text/plain", data: Buffer.from("hello") },
      {
        name: "Meeting notes.txt",
        external_id: "client-1",
      },
    );
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({
      name: "Meeting notes.txt",
      extension: "txt",
      size: 5,
      state: "volatile",
      external_id: "client-1",
    });
    const published = await client.post("/api/storage/files/publish", { files: [file.id] });
    expect(published.statusCode).toBe(200);
    expect(published.json()[0].state).toBe("published");
    const download = await client.get(`/api/storage/files/${file.id}`, { accept: "*/*" });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("hello");
    expect(download.headers["content-type"]).toBe("application/octet-stream");
    expect(download.headers["content-disposition"]).toContain("attachment");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("hides another member's file by guessed id and refuses to publish or delete it", async () => {
    const owner = await as(app, await member(app));
    const other = await as(app, await member(app));
    const file = (
      await upload(owner, "files", { name: "secret.txt", type: "text/plain", data: Buffer.from("s") })
    ).json();
    expect((await other.get(`/api/storage/files/${file.id}`)).statusCode).toBe(404);
    expect((await other.post("/api/storage/files/publish", { files: [file.id] })).statusCode).toBe(404);
    expect((await other.delete(`/api/storage/files/${file.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/storage/files/${file.id}`)).statusCode).toBe(200);
    const root = await as(app, await admin(app));
    expect((await root.get(`/api/storage/files/${file.id}`)).statusCode).toBe(200);
  });

  it("publishes all or nothing", async () => {
    const owner = await as(app, await member(app));
    const other = await as(app, await member(app));
    const mine = (await upload(owner, "files", { name: "a.txt", type: "text/plain", data: Buffer.from("a") })).json();
    const theirs = (await upload(other, "files", { name: "b.txt", type: "text/plain", data: Buffer.from("b") })).json();
    const res = await owner.post("/api/storage/files/publish", { files: [mine.id, theirs.id] });
    expect(res.statusCode).toBe(404);
    const again = await owner.post("/api/storage/files/publish", { files: [mine.id] });
    expect(again.json()[0].state).toBe("published");
  });

  it("refuses uploads over the size limit and keeps nothing", async () => {
    const client = await as(app, await member(app));
    const res = await upload(client, "files", {
      name: "big.bin",
      type: "application/octet-stream",
      data: Buffer.alloc(300 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe("payload_too_large");
  });

  it("refuses extensions the network filter denies", async () => {
    const client = await as(app, await member(app));
    const res = await upload(client, "files", {
      name: "setup.exe",
      type: "application/octet-stream",
      data: Buffer.from("MZ"),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe("extension_refused");
  });

  it("accepts only real images in the images directory and resizes them", async () => {
    const client = await as(app, await member(app));
    const fake = await upload(client, "images", {
      name: "x.png",
      type: "image/png",
      data: Buffer.from("<svg onload=alert(1)>"),
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().error).toBe("not_an_image");
    const res = await upload(client, "images", { name: "photo.png", type: "image/png", data: await png() });
    expect(res.statusCode).toBe(201);
    const image = res.json();
    expect(image.preview_url).toBe(`/api/storage/images/${image.id}/preview`);
    const resized = await client.get(`/api/storage/images/${image.id}/get/200x200`, { accept: "image/*" });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(resized.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
    const big = await client.get(`/api/storage/images/${image.id}/get/1920x1200`, { accept: "image/*" });
    expect((await sharp(big.rawPayload).metadata()).width).toBe(640);
    expect((await client.get(`/api/storage/images/${image.id}/get/13x13`)).statusCode).toBe(400);
  });

  it("shows published images to every member but volatile ones only to the owner", async () => {
    const owner = await as(app, await member(app));
    const other = await as(app, await member(app));
    const image = (await upload(owner, "images", { name: "p.png", type: "image/png", data: await png() })).json();
    expect((await other.get(`/api/storage/images/${image.id}/get/200x200`)).statusCode).toBe(404);
    await owner.post("/api/storage/images/publish", { images: [image.id] });
    expect((await other.get(`/api/storage/images/${image.id}/get/200x200`)).statusCode).toBe(200);
  });

  it("deletes the owner's file", async () => {
    const client = await as(app, await member(app));
    const file = (
      await upload(client, "files", { name: "gone.txt", type: "text/plain", data: Buffer.from("x") })
    ).json();
    expect((await client.delete(`/api/storage/files/${file.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/storage/files/${file.id}`)).statusCode).toBe(404);
  });

  it("strips path tricks and control characters from file names", () => {
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("..\\..\\boot.ini")).toBe("boot.ini");
    expect(safeFileName("a\u0000b\u001f.txt")).toBe("ab.txt");
    expect(safeFileName("...")).toBe("file");
  });
});
