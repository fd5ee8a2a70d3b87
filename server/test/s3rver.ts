import fs from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { S3Config } from "../src/config.js";

/** The stand-in's own surface that the tests use (the package ships no types). */
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/**
 * A local S3-compatible server (@20minutes/s3rver, the maintained fork of s3rver) on a free port with
 * one empty bucket in a temporary directory, for the file-store and storage-backend tests.
 */
export async function startS3rver(bucket = "intranet-test"): Promise<{ config: S3Config; stop: () => Promise<void> }> {
  const S3rver = createRequire(import.meta.url)("@20minutes/s3rver") as S3rverClass;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // s3rver computes ListObjectsV2's signature over a differently encoded query than the SDK signs;
    // the SDK's signing is not what these tests are about.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
