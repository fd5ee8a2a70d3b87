import { verify } from "node:crypto";
import type { ProofKeys } from "./discovery.js";

/** .NET ticks (100 ns since 0001-01-01 UTC) at the Unix epoch: X-WOPI-TimeStamp counts in them. */
const EPOCH_TICKS = 621_355_968_000_000_000n;
/** A proof older than this is refused (the protocol's 20 minutes); one from the future only within clock skew. */
const MAX_AGE_MS = 20 * 60_000;
const MAX_SKEW_MS = 5 * 60_000;

export const ticksOf = (ms: number): bigint => BigInt(ms) * 10_000n + EPOCH_TICKS;
const msOf = (ticks: bigint): number => Number((ticks - EPOCH_TICKS) / 10_000n);

const withLength = (bytes: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeInt32BE(bytes.length);
  return [length, bytes];
};

/**
 * What the office server signs (WOPI proof keys): the access token, the request's full URL in upper case, and the
 * timestamp as a big-endian 64-bit integer, each after its length as a big-endian 32-bit integer.
 */
export function proofBytes(accessToken: string, url: string, timestamp: bigint): Buffer {
  const ts = Buffer.alloc(8);
  ts.writeBigInt64BE(timestamp);
  return Buffer.concat([
    ...withLength(Buffer.from(accessToken, "utf8")),
    ...withLength(Buffer.from(url.toUpperCase(), "utf8")),
    ...withLength(ts),
  ]);
}

export type ProofHeaders = { proof?: string; proofOld?: string; timestamp?: string };

function signedBy(key: ProofKeys["current"], data: Buffer, signature: string | undefined): boolean {
  if (!key || !signature) return false;
  try {
    return verify("sha256", data, key, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}

/**
 * Whether a WOPI request really comes from the office server: X-WOPI-Proof signed with the current key, or
 * X-WOPI-ProofOld with the current key (the client rotated first), or X-WOPI-Proof with the old key (we did), over
 * a timestamp at most 20 minutes old.
 */
export function validProof(
  keys: ProofKeys,
  req: { accessToken: string; url: string; headers: ProofHeaders },
  now = Date.now(),
): boolean {
  const { timestamp } = req.headers;
  if (!timestamp || !/^\d{1,20}$/.test(timestamp)) return false;
  const ticks = BigInt(timestamp);
  if (ticks < EPOCH_TICKS) return false;
  const at = msOf(ticks);
  if (now - at > MAX_AGE_MS || at - now > MAX_SKEW_MS) return false;
  const data = proofBytes(req.accessToken, req.url, ticks);
  return (
    signedBy(keys.current, data, req.headers.proof) ||
    signedBy(keys.current, data, req.headers.proofOld) ||
    signedBy(keys.old, data, req.headers.proof)
  );
}
