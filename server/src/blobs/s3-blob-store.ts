import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Config } from "../config.js";
import type { BlobStore, StoredObject } from "./blob-store.js";

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === "NotFound" || e?.name === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, …) through the official SDK. Writes stream as
 * multipart uploads (lib-storage's Upload, parts of 8 MB, at most four in flight: memory stays flat); a
 * stream that fails aborts the multipart upload, so nothing appears under the key. An object is visible
 * only once complete, so a reader never sees half a file.
 */
export function s3BlobStore(config: S3Config): BlobStore & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Checksums on every request (the SDK's default since 3.729) are not supported by every compatible server.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  const write = async (key: string, source: Readable) => {
    // The SDK reads the body by iteration; an error of the source then rejects the upload, which aborts it.
    const upload = new Upload({
      client,
      params: { Bucket, Key: key, Body: source },
      partSize: 8 * 1024 * 1024,
      queueSize: 4,
      leavePartsOnError: false,
    });
    let sourceError: unknown = null;
    source.once("error", (err) => {
      sourceError = err;
    });
    try {
      await upload.done();
    } catch (err) {
      source.destroy();
      // The source's own failure is the cause, even when aborting the multipart upload failed after it.
      throw sourceError ?? err;
    }
  };

  return {
    client,
    write,
    // The client's sockets (its HTTP agent) go with the app.
    close() {
      client.destroy();
    },
    async writeFile(key, filePath) {
      await write(key, createReadStream(filePath));
      await fs.rm(filePath, { force: true });
    },
    read(key) {
      // Synchronous like a file stream: the bytes follow once S3 answers; a missing key fails the stream.
      const out = new PassThrough();
      client
        .send(new GetObjectCommand({ Bucket, Key: key }))
        .then((res) => pipeline(res.Body as Readable, out))
        .catch((err: unknown) => out.destroy(err as Error));
      return out;
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      // Deleting a missing key succeeds in S3; a compatible server that answers 404 means the same.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((err: unknown) => {
        if (!notFound(err)) throw err;
      });
    },
    async *list(prefix = "", pageSize = 1000) {
      // ListObjects (v1) with the last key as marker: every S3-compatible server pages it alike (the local
      // stand-in's ListObjectsV2 continuation tokens need a cipher that OpenSSL 3 no longer offers).
      let marker: string | undefined;
      for (;;) {
        const res = await client.send(
          new ListObjectsCommand({ Bucket, Prefix: prefix || undefined, MaxKeys: pageSize, Marker: marker }),
        );
        const page: StoredObject[] = (res.Contents ?? [])
          .filter((o) => o.Key !== undefined)
          .map((o) => ({ key: o.Key as string, modifiedAt: o.LastModified ?? new Date(0) }));
        if (page.length > 0) yield page;
        const last = page.at(-1)?.key;
        if (!res.IsTruncated || !last) return;
        marker = res.NextMarker ?? last;
      }
    },
  };
}
