import { generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the client side of WOPI (what Collabora Online or OnlyOffice do), for tests and journeys:
 * it serves a discovery XML with an RSA proof key it generated, and an editor page that, given WOPISrc and an
 * access token (posted as a form, as hosts do), calls CheckFileInfo, GetFile and LOCK, shows the document's text
 * with a Save button, and on save calls PutFile and UNLOCK. Every call carries X-WOPI-Proof headers.
 */

/** .NET ticks at the Unix epoch (X-WOPI-TimeStamp counts 100 ns since 0001-01-01). */
const EPOCH_TICKS = 621_355_968_000_000_000n;
const ticks = (ms: number) => BigInt(ms) * 10_000n + EPOCH_TICKS;

function lengthPrefixed(bytes: Buffer) {
  const n = Buffer.alloc(4);
  n.writeInt32BE(bytes.length);
  return Buffer.concat([n, bytes]);
}

/** The bytes a proof signs: token, upper-cased URL, timestamp, each after its 32-bit big-endian length. */
function proofData(token: string, url: string, timestamp: bigint) {
  const ts = Buffer.alloc(8);
  ts.writeBigInt64BE(timestamp);
  return Buffer.concat([
    lengthPrefixed(Buffer.from(token)),
    lengthPrefixed(Buffer.from(url.toUpperCase())),
    lengthPrefixed(ts),
  ]);
}

/** A public key as CryptoAPI's PUBLICKEYBLOB (Office Online's and Collabora's `value`). */
function cspBlob(key: KeyObject): string {
  const jwk = key.export({ format: "jwk" });
  const n = Buffer.from(jwk.n ?? "", "base64url");
  const e = Buffer.from(jwk.e ?? "", "base64url");
  const head = Buffer.alloc(20);
  head.writeUInt8(0x06, 0);
  head.writeUInt8(0x02, 1);
  head.writeUInt32LE(0x0000a400, 4);
  head.write("RSA1", 8, "latin1");
  head.writeUInt32LE(n.length * 8, 12);
  head.writeUInt32LE(Number.parseInt(e.toString("hex"), 16), 16);
  return Buffer.concat([head, Buffer.from(n).reverse()]).toString("base64");
}

const modulusAndExponent = (key: KeyObject) => {
  const jwk = key.export({ format: "jwk" });
  return {
    modulus: Buffer.from(jwk.n ?? "", "base64url").toString("base64"),
    exponent: Buffer.from(jwk.e ?? "", "base64url").toString("base64"),
  };
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

export type ProofChoice = {
  /** Which key signs X-WOPI-Proof: the published one, the old one, or one nobody published (a forgery). */
  key?: "current" | "old" | "forged" | "none";
  /** The timestamp, in ms since the epoch (default now). */
  at?: number;
};

export type WopiCall = { method: string; path: string; override: string | null; status: number };

export type WopiStandin = {
  /** The stand-in's address, e.g. http://127.0.0.1:12345 (the origin the host page frames). */
  url: string;
  discoveryUrl: string;
  /** Every WOPI call the editor made, in order. */
  calls: WopiCall[];
  /** A WOPI call as the office server makes it: access token in the URL, proof headers from `proof`. */
  call: (
    wopiUrl: string,
    accessToken: string,
    init?: { method?: string; headers?: Record<string, string>; body?: Buffer | string | ReadableStream<Uint8Array> },
    proof?: ProofChoice,
  ) => Promise<Response>;
  /** The editing cycle without a browser: CheckFileInfo, GetFile, LOCK, PutFile with `content`, UNLOCK. */
  edit: (wopiSrc: string, accessToken: string, content: string) => Promise<{ statuses: number[]; before: string }>;
  close: () => Promise<void>;
};

export type StandinOptions = {
  /** Publish a proof key (default true). */
  proofKeys?: boolean;
  /** How the key is published: modulus and exponent (default) or only the `value` blob. */
  keyFormat?: "modulus" | "value";
};

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startWopiStandin(opts: StandinOptions = {}): Promise<WopiStandin> {
  const current = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const old = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const forged = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const calls: WopiCall[] = [];
  const sessions = new Map<string, { wopiSrc: string; token: string; lock: string }>();
  let base = "";

  const call: WopiStandin["call"] = async (wopiUrl, accessToken, init = {}, proof = {}) => {
    const url = `${wopiUrl}${wopiUrl.includes("?") ? "&" : "?"}access_token=${encodeURIComponent(accessToken)}`;
    const at = ticks(proof.at ?? Date.now());
    const data = proofData(accessToken, url, at);
    const signer = { current, old, forged, none: null }[proof.key ?? "current"];
    const headers: Record<string, string> = { ...init.headers };
    if (signer) {
      headers["X-WOPI-TimeStamp"] = at.toString();
      headers["X-WOPI-Proof"] = sign("sha256", data, signer.privateKey).toString("base64");
      headers["X-WOPI-ProofOld"] = sign("sha256", data, old.privateKey).toString("base64");
    }
    const body = init.body;
    const res = await fetch(url, {
      method: init.method ?? "GET",
      headers,
      // A stream goes chunked, without Content-Length (fetch needs `duplex` for it).
      ...(body === undefined
        ? {}
        : typeof body === "string" || body instanceof ReadableStream
          ? { body, duplex: "half" }
          : { body: new Uint8Array(body) }),
    } as RequestInit);
    calls.push({
      method: init.method ?? "GET",
      path: new URL(wopiUrl).pathname,
      override: headers["X-WOPI-Override"] ?? null,
      status: res.status,
    });
    return res;
  };

  const lockCall = (wopiSrc: string, token: string, override: string, lock: string) =>
    call(wopiSrc, token, { method: "POST", headers: { "X-WOPI-Override": override, "X-WOPI-Lock": lock } });
  const putFile = (wopiSrc: string, token: string, lock: string, content: string) =>
    call(`${wopiSrc}/contents`, token, {
      method: "POST",
      headers: { "X-WOPI-Override": "PUT", "X-WOPI-Lock": lock, "Content-Type": "application/octet-stream" },
      body: Buffer.from(content),
    });

  const edit: WopiStandin["edit"] = async (wopiSrc, token, content) => {
    const statuses: number[] = [];
    const lock = randomBytes(8).toString("hex");
    const info = await call(wopiSrc, token);
    statuses.push(info.status);
    const file = await call(`${wopiSrc}/contents`, token);
    statuses.push(file.status);
    const before = await file.text();
    statuses.push((await lockCall(wopiSrc, token, "LOCK", lock)).status);
    statuses.push((await putFile(wopiSrc, token, lock, content)).status);
    statuses.push((await lockCall(wopiSrc, token, "UNLOCK", lock)).status);
    return { statuses, before };
  };

  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", base);
    const html = (status: number, title: string, body: string) => {
      res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      res.end(page(title, body));
    };
    try {
      if (url.pathname === "/hosting/discovery") {
        const editor = `${base}/browser/editor?<ui=UI_LLCC&>`;
        const actions = ["odt", "docx", "txt"]
          .map(
            (ext) =>
              `<action name="view" ext="${ext}" urlsrc="${editor}"/><action name="edit" ext="${ext}" urlsrc="${editor}"/>`,
          )
          .join("");
        // A review view for docx only (its own address, same editor): what `show_review_changes` opens.
        const review = `<action name="review" ext="docx" urlsrc="${base}/browser/editor?view=review&<ui=UI_LLCC&>"/>`;
        const key = (k: KeyObject, prefix: string) =>
          opts.keyFormat === "value"
            ? `${prefix}value="${cspBlob(k)}"`
            : `${prefix}value="${cspBlob(k)}" ${prefix}modulus="${modulusAndExponent(k).modulus}" ${prefix}exponent="${modulusAndExponent(k).exponent}"`;
        const proofKey =
          opts.proofKeys === false ? "" : `<proof-key ${key(current.publicKey, "")} ${key(old.publicKey, "old")}/>`;
        res.writeHead(200, { "content-type": "text/xml" });
        res.end(
          `<?xml version="1.0" encoding="utf-8"?><wopi-discovery><net-zone name="external-http">` +
            `<app name="writer">${actions}${review}</app>` +
            `<app name="calc"><action name="edit" ext="ods" urlsrc="${editor}"/></app>` +
            `<app name="application/pdf"><action name="view" ext="" urlsrc="${editor}"/></app>` +
            `</net-zone>${proofKey}</wopi-discovery>`,
        );
        return;
      }
      if (url.pathname === "/browser/editor" && req.method === "POST") {
        const form = new URLSearchParams(await readBody(req));
        const wopiSrc = url.searchParams.get("WOPISrc") ?? "";
        const token = form.get("access_token") ?? "";
        if (!wopiSrc || !token) return html(400, "Error", "<p>WOPISrc and access_token are required.</p>");
        const info = await call(wopiSrc, token);
        if (!info.ok) return html(200, "Error", `<p role="alert">CheckFileInfo failed: ${info.status}</p>`);
        const fileInfo = (await info.json()) as { BaseFileName: string; UserCanWrite: boolean; Version: string };
        const contents = await call(`${wopiSrc}/contents`, token);
        if (!contents.ok) return html(200, "Error", `<p role="alert">GetFile failed: ${contents.status}</p>`);
        const text = await contents.text();
        const name = escapeHtml(fileInfo.BaseFileName);
        if (!fileInfo.UserCanWrite) {
          return html(
            200,
            fileInfo.BaseFileName,
            `<h1>${name}</h1><p>Read only</p><pre data-testid="document-text">${escapeHtml(text)}</pre>`,
          );
        }
        const lock = randomBytes(8).toString("hex");
        const locked = await lockCall(wopiSrc, token, "LOCK", lock);
        if (!locked.ok) return html(200, "Error", `<p role="alert">LOCK failed: ${locked.status}</p>`);
        const session = randomBytes(12).toString("hex");
        sessions.set(session, { wopiSrc, token, lock });
        return html(
          200,
          fileInfo.BaseFileName,
          `<h1>${name}</h1><form method="post" action="/browser/save"><input type="hidden" name="session" value="${session}">` +
            `<label for="content">Document</label><textarea id="content" name="content" rows="8" cols="60">${escapeHtml(text)}</textarea>` +
            `<button type="submit">Save</button></form>`,
        );
      }
      if (url.pathname === "/browser/save" && req.method === "POST") {
        const form = new URLSearchParams(await readBody(req));
        const session = sessions.get(form.get("session") ?? "");
        if (!session) return html(400, "Error", `<p role="alert">Unknown session.</p>`);
        const saved = await putFile(session.wopiSrc, session.token, session.lock, form.get("content") ?? "");
        if (!saved.ok) return html(200, "Error", `<p role="alert">PutFile failed: ${saved.status}</p>`);
        await lockCall(session.wopiSrc, session.token, "UNLOCK", session.lock);
        sessions.delete(form.get("session") ?? "");
        const version = saved.headers.get("x-wopi-itemversion") ?? "";
        return html(200, "Saved", `<p role="status">Saved as version ${escapeHtml(version)}</p>`);
      }
      html(404, "Not found", "<p>Not found</p>");
    } catch (err) {
      html(500, "Error", `<p role="alert">${escapeHtml(String(err))}</p>`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    discoveryUrl: `${base}/hosting/discovery`,
    calls,
    call,
    edit,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
