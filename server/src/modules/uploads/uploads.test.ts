import { safeFileName } from "@intranet/contracts";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";

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
    // A file attached to nothing is its uploader's alone, whoever asks.
    const root = await as(app, await admin(app));
    expect((await root.get(`/api/storage/files/${file.id}`)).statusCode).toBe(404);
    expect((await anonymous(app).get(`/api/storage/files/${file.id}`)).statusCode).toBe(401);
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
    // A size the network does not make is a view that does not exist.
    expect((await client.get(`/api/storage/images/${image.id}/get/13x13`)).statusCode).toBe(404);
  });

  it("shows an image only to its owner until it is attached to something (publishing alone opens nothing)", async () => {
    const owner = await as(app, await member(app));
    const other = await as(app, await member(app));
    const image = (await upload(owner, "images", { name: "p.png", type: "image/png", data: await png() })).json();
    expect((await other.get(`/api/storage/images/${image.id}/get/200x200`)).statusCode).toBe(404);
    await owner.post("/api/storage/images/publish", { images: [image.id] });
    expect((await other.get(`/api/storage/images/${image.id}/get/200x200`)).statusCode).toBe(404);
    expect((await owner.get(`/api/storage/images/${image.id}/get/200x200`)).statusCode).toBe(200);
  });

  it("refuses a corrupt image with a 422, and keeps a corrupt file in files without image views", async () => {
    const client = await as(app, await member(app));
    const good = await png();
    // A valid header (the size reads fine) over damaged pixel data.
    const corrupt = good.subarray(0, good.length - 40);
    const refused = await upload(client, "images", { name: "broken.png", type: "image/png", data: corrupt });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: "not_an_image", message: expect.stringContaining("damaged") });
    const asFile = await upload(client, "files", { name: "broken.png", type: "image/png", data: corrupt });
    expect(asFile.statusCode).toBe(201);
    const file = asFile.json();
    expect(file.preview_url).toBeNull();
    expect((await client.get(`/api/storage/files/${file.id}/preview`)).statusCode).toBe(404);
    expect((await client.get(`/api/storage/images/${file.id}/get/200x200`)).statusCode).toBe(404);
    expect((await client.get(`/api/storage/files/${file.id}`)).statusCode).toBe(200);
  });

  it("checks the extension filter on the name as saved: trailing dots and spaces do not hide .exe", async () => {
    const client = await as(app, await member(app));
    const exe = { type: "application/octet-stream", data: Buffer.from("MZ") };
    for (const name of [
      "evil.exe.",
      "evil.exe ",
      "evil.exe. . ",
      "evil.EXE\u00a0",
      "evil.exe\u200b",
      "evil.exe\u0000.",
    ]) {
      const byField = await upload(client, "files", { name: "x.bin", ...exe }, { name });
      expect(byField.statusCode, JSON.stringify(name)).toBe(422);
      expect(byField.json().error).toBe("extension_refused");
    }
    const byFilename = await upload(client, "files", { name: "evil.exe.", ...exe });
    expect(byFilename.statusCode).toBe(422);
  });

  it("drops right-to-left overrides and other invisible characters from stored names", async () => {
    const client = await as(app, await member(app));
    const res = await upload(
      client,
      "files",
      { name: "x.txt", type: "text/plain", data: Buffer.from("t") },
      { name: "invoice\u202Efdp.txt\u2066\u200f" },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: "invoicefdp.txt", extension: "txt" });
  });

  it("gives ids that keep time order but do not give away the next one", async () => {
    const client = await as(app, await member(app));
    const file = () => upload(client, "files", { name: "n.txt", type: "text/plain", data: Buffer.from("n") });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await file()).json().id);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    // The former layout shared a per-process middle and counted up by one at the end.
    const tails = ids.map((id) => BigInt(`0x${id.slice(11)}`));
    const steps = tails.slice(1).map((t, i) => t - (tails[i] ?? 0n));
    expect(steps.some((d) => d < 0n || d > 1n << 24n)).toBe(true);
    expect(new Set(ids.map((id) => id.slice(8, 18))).size).toBeGreaterThan(1);
  });

  it("answers a malformed multipart body with 400 and cleans hostile fields, never 500", async () => {
    const client = await as(app, await member(app));
    const broken = await client.request({
      method: "POST",
      url: "/api/storage/files",
      payload: "--x\r\nbroken",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe("invalid_multipart");
    const hostile = await upload(
      client,
      "files",
      { name: "x.txt", type: "text/plain", data: Buffer.from("x") },
      { type: "text/plain\u0000<script>", external_id: "id\u0000\u0007-1" },
    );
    expect(hostile.statusCode, hostile.body).toBe(201);
    expect(hostile.json()).toMatchObject({ type: "application/octet-stream", external_id: "id-1" });
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
    // A long name keeps its start and its extension.
    const long = safeFileName(`Quarterly report ${"x".repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.startsWith("Quarterly report x")).toBe(true);
    expect(long.endsWith("x.pdf")).toBe(true);
    expect(safeFileName("evil.exe. . ")).toBe("evil.exe");
    expect(safeFileName(" .hidden ")).toBe("hidden");
    expect(safeFileName("photo\u202Egnp.exe")).toBe("photognp.exe");
    expect(safeFileName("a\u0085b\u2028c\ufeff.txt")).toBe("abc.txt");
  });
});
