import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { BlobStore } from "./blob-store.js";

/**
 * Uploads land in DATA_DIR/tmp first: sharp verifies an image from a file (not from memory), a file over
 * the size limit never reaches the store, and the local store then only renames it (same file system).
 */
export async function tempFilePath(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, "tmp");
  await fs.mkdir(dir, { recursive: true });
  return path.join(dir, `${Date.now()}-${randomBytes(8).toString("hex")}.part`);
}

/** Runs `fn` with a local path to the stored object: the store's own on local disk, a temporary copy elsewhere. */
export async function withLocalCopy<T>(
  store: BlobStore,
  dataDir: string,
  key: string,
  fn: (filePath: string) => Promise<T>,
): Promise<T> {
  const local = store.localPath?.(key);
  if (local) return fn(local);
  const copy = await tempFilePath(dataDir);
  try {
    await pipeline(store.read(key), createWriteStream(copy));
    return await fn(copy);
  } finally {
    await fs.rm(copy, { force: true });
  }
}

/** Temporary files a crash left behind (older than `before`); answers how many went. */
export async function removeStaleTempFiles(dataDir: string, before: Date): Promise<number> {
  const dir = path.join(dataDir, "tmp");
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const full = path.join(dir, name);
    const stat = await fs.stat(full).catch(() => null);
    if (stat?.isFile() && stat.mtime < before) {
      await fs.rm(full, { force: true });
      removed++;
    }
  }
  return removed;
}
