import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3rver } from "../../test/s3rver.js";
import type { BlobStore } from "./blob-store.js";
import { s3BlobStore } from "./s3-blob-store.js";

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listAll(store: BlobStore, prefix?: string, pageSize?: number) {
  const pages: string[][] = [];
  for await (const page of store.list(prefix, pageSize)) pages.push(page.map((o) => o.key));
  return pages;
}

describe("s3BlobStore against a local S3-compatible server", () => {
  let stop: () => Promise<void>;
  let store: ReturnType<typeof s3BlobStore>;

  beforeAll(async () => {
    const s3 = await startS3rver();
    stop = s3.stop;
    store = s3BlobStore(s3.config);
  });
  afterAll(async () => {
    store?.client.destroy();
    await stop?.();
  });

  it("writes, reads, tells whether a key exists and removes it", async () => {
    await store.write("files/ab/one", Readable.from([Buffer.from("hello "), Buffer.from("world")]));
    expect(await store.exists("files/ab/one")).toBe(true);
    expect((await readAll(store.read("files/ab/one"))).toString()).toBe("hello world");
    await store.remove("files/ab/one");
    expect(await store.exists("files/ab/one")).toBe(false);
    // Removing what is gone is no error; reading it fails the stream.
    await store.remove("files/ab/one");
    await expect(readAll(store.read("files/ab/one"))).rejects.toThrow();
  });

  it("lists keys by prefix, a page at a time", async () => {
    for (let i = 0; i < 5; i++) await store.write(`list/${i}`, Readable.from([Buffer.from(String(i))]));
    await store.write("other/x", Readable.from([Buffer.from("x")]));
    const pages = await listAll(store, "list/", 2);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().sort()).toEqual(["list/0", "list/1", "list/2", "list/3", "list/4"]);
    for await (const page of store.list("list/")) {
      for (const o of page) expect(o.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it("streams a large object in parts and reads back the same bytes", async () => {
    const chunk = randomBytes(1024 * 1024);
    const total = 20; // 20 MB: three multipart parts of 8 MB
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < total; i++) yield chunk;
      })(),
    );
    await store.write("big/object", source);
    const expected = createHash("sha256");
    for (let i = 0; i < total; i++) expected.update(chunk);
    const actual = createHash("sha256");
    let size = 0;
    for await (const part of store.read("big/object")) {
      size += (part as Buffer).length;
      actual.update(part as Buffer);
    }
    expect(size).toBe(total * chunk.length);
    expect(actual.digest("hex")).toBe(expected.digest("hex"));
    await store.remove("big/object");
  }, 60_000);

  it("leaves nothing under the key when the source stream fails", async () => {
    const failing = (size: number) =>
      Readable.from(
        (async function* () {
          yield randomBytes(size);
          throw new Error("client went away");
        })(),
      );
    await expect(store.write("broken/small", failing(1024))).rejects.toThrow("client went away");
    expect(await store.exists("broken/small")).toBe(false);
    // After a whole part went up as a multipart upload, too.
    await expect(store.write("broken/large", failing(9 * 1024 * 1024))).rejects.toThrow("client went away");
    expect(await store.exists("broken/large")).toBe(false);
    expect(await listAll(store, "broken/")).toEqual([]);
  }, 30_000);
});
