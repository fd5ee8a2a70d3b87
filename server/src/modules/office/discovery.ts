import { createPublicKey, type KeyObject } from "node:crypto";
import type { OfficeAction } from "@intranet/contracts";
import { Parser } from "htmlparser2";

/** One action of the office server's discovery: what it does (`view`, `edit`, …), for which extension, at which URL. */
export type DiscoveryAction = { app: string; name: string; ext: string; urlsrc: string };
/** The office server's proof keys: the current one and the one before it (keys are rotated). */
export type ProofKeys = { current: KeyObject | null; old: KeyObject | null };
export type Discovery = { actions: DiscoveryAction[]; proofKeys: ProofKeys };

/** Where the discovery comes from; the WOPI one below is the real implementation, tests use it against a stand-in. */
export interface OfficeProvider {
  /** The discovery (cached); throws when the office server cannot be reached and nothing is cached. */
  discovery(): Promise<Discovery>;
}

const base64url = (b64: string) => Buffer.from(b64, "base64").toString("base64url");

/**
 * A Windows CryptoAPI public key blob (what Office Online and Collabora put in `value`): PUBLICKEYSTRUC (8 bytes),
 * RSAPUBKEY ("RSA1", bit length, exponent; little-endian), then the modulus, little-endian.
 */
function keyFromCspBlob(blob: Buffer): KeyObject {
  if (blob.length < 20 || blob[0] !== 0x06 || blob.toString("latin1", 8, 12) !== "RSA1") throw new Error("not a blob");
  const bits = blob.readUInt32LE(12);
  const exponent = blob.readUInt32LE(16);
  const modulus = Buffer.from(blob.subarray(20, 20 + bits / 8)).reverse();
  if (modulus.length !== bits / 8) throw new Error("short blob");
  const e = Buffer.alloc(4);
  e.writeUInt32BE(exponent);
  let start = 0;
  while (start < 3 && e[start] === 0) start++;
  return createPublicKey({
    key: { kty: "RSA", n: modulus.toString("base64url"), e: e.subarray(start).toString("base64url") },
    format: "jwk",
  });
}

/** An RSA public key from a discovery's modulus and exponent (base64, big-endian), or from its `value` blob. */
export function proofKey(modulus?: string, exponent?: string, value?: string): KeyObject | null {
  try {
    if (modulus && exponent) {
      return createPublicKey({ key: { kty: "RSA", n: base64url(modulus), e: base64url(exponent) }, format: "jwk" });
    }
    if (value) {
      const der = Buffer.from(value, "base64");
      try {
        return createPublicKey({ key: der, format: "der", type: "spki" });
      } catch {
        return keyFromCspBlob(der);
      }
    }
  } catch {
    // A key we cannot read is no key: with proof checks on, every call is then refused.
  }
  return null;
}

/**
 * Reads a discovery document (`wopi-discovery > net-zone > app > action`, and `proof-key`). Actions without an
 * extension (Collabora also lists apps by MIME type) are left out: files are matched by extension.
 */
export function parseDiscovery(xml: string): Discovery {
  const actions: DiscoveryAction[] = [];
  let app = "";
  let proofKeys: ProofKeys = { current: null, old: null };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const tag = name.toLowerCase();
        if (tag === "app") app = attrs.name ?? "";
        else if (tag === "action" && attrs.ext && attrs.urlsrc && attrs.name) {
          actions.push({ app, name: attrs.name.toLowerCase(), ext: attrs.ext.toLowerCase(), urlsrc: attrs.urlsrc });
        } else if (tag === "proof-key") {
          proofKeys = {
            current: proofKey(attrs.modulus, attrs.exponent, attrs.value),
            old: proofKey(attrs.oldmodulus, attrs.oldexponent, attrs.oldvalue),
          };
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return { actions, proofKeys };
}

/** The office actions a file of this extension offers, with their URLs; `view` falls back to `edit`'s (read-only by token). */
export function actionsForExtension(discovery: Discovery, extension: string): Map<OfficeAction, string> {
  const ext = extension.toLowerCase();
  const found = new Map<OfficeAction, string>();
  for (const a of discovery.actions) {
    if (a.ext !== ext) continue;
    if ((a.name === "view" || a.name === "edit" || a.name === "review") && !found.has(a.name))
      found.set(a.name, a.urlsrc);
  }
  const edit = found.get("edit");
  if (!found.has("view") && edit) found.set("view", edit);
  // In display order: view, edit, review.
  return new Map(
    (["view", "edit", "review"] as const).flatMap((n) => (found.has(n) ? [[n, found.get(n) as string]] : [])),
  );
}

/**
 * The action's URL for one file: the discovery's `<name=VALUE&>` placeholders dropped (all optional), then WOPISrc
 * added as the protocol's query parameter.
 */
export function actionUrl(urlsrc: string, wopiSrc: string): string {
  const bare = urlsrc.replace(/<[^>]*>/g, "");
  const separator = bare.endsWith("?") || bare.endsWith("&") ? "" : bare.includes("?") ? "&" : "?";
  return `${bare}${separator}WOPISrc=${encodeURIComponent(wopiSrc)}`;
}

const MAX_DISCOVERY_BYTES = 4 * 1024 * 1024;

/**
 * The discovery of a WOPI office server, fetched once per `ttlMs` (an hour) per app; when a refresh fails the last
 * one stays in use and the next try waits a minute, so a down office server does not slow every file page.
 */
export function wopiDiscoveryProvider(url: string, opts: { ttlMs?: number; timeoutMs?: number } = {}): OfficeProvider {
  const ttlMs = opts.ttlMs ?? 3600_000;
  let cached: { value: Discovery; until: number } | null = null;
  let failedUntil = 0;
  let pending: Promise<Discovery> | null = null;
  const load = async (): Promise<Discovery> => {
    const res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000), redirect: "follow" });
    if (!res.ok) throw new Error(`WOPI discovery answered ${res.status}`);
    const text = await res.text();
    if (text.length > MAX_DISCOVERY_BYTES) throw new Error("WOPI discovery is too large");
    return parseDiscovery(text);
  };
  return {
    async discovery() {
      const now = Date.now();
      if (cached && cached.until > now) return cached.value;
      if (failedUntil > now) {
        if (cached) return cached.value;
        throw new Error("WOPI discovery unavailable (retried after a minute)");
      }
      pending ??= load()
        .then((value) => {
          cached = { value, until: Date.now() + ttlMs };
          return value;
        })
        .catch((err: unknown) => {
          failedUntil = Date.now() + 60_000;
          if (cached) return cached.value;
          throw err;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}
