import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { bareHost, guardedLookup, isPublicAddress, RefusedAddress } from "./address-guard.js";

/** Redirects followed per fetch; each new address is checked like the first. */
export const MAX_REDIRECTS = 3;
export const FETCH_TIMEOUT_MS = 5000;

export type GuardedFetchOptions = {
  /** Tests only: lets a crawl reach a stand-in server on this host. */
  allowPrivate: boolean;
  /** Bytes read at most; the rest of the body is not read. */
  maxBytes: number;
  /** Whether a body over `maxBytes` fails the fetch (an image) rather than being cut (a page). */
  refuseOversize?: boolean;
  timeoutMs?: number;
  accept: string;
  /** More request headers (an Authorization), sent to the first address's origin only, never after a redirect elsewhere. */
  headers?: Record<string, string>;
};

export type Fetched = {
  /** The address after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
};

/** A failure worth one more try later (time-out, the site's 5xx, a dropped connection). */
export class TransientFetchError extends Error {
  override name = "TransientFetchError";
}
/** A failure that another try would repeat (refused address, 4xx, too many redirects, too large). */
export class FetchRefused extends Error {
  override name = "FetchRefused";
}

const USER_AGENT = "IntranetLinkPreview/1.0 (+link previews for members' posts)";
const TRANSIENT_CODES = new Set(["ECONNRESET", "ETIMEDOUT", "ECONNREFUSED", "EPIPE", "EAI_AGAIN", "ENETUNREACH"]);

/** Refuses a URL that is not http(s), carries credentials, or names a non-public IP literal. */
function checkTarget(url: URL, allowPrivate: boolean) {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchRefused(`Refused scheme ${url.protocol}`);
  if (url.username || url.password) throw new FetchRefused("Refused credentials in the address");
  const host = bareHost(url);
  if (isIP(host) !== 0 && !allowPrivate && !isPublicAddress(host)) throw new RefusedAddress(host);
}

/** One request, no redirects followed: the response with its body still unread. */
function requestOnce(
  url: URL,
  opts: GuardedFetchOptions,
  signal: AbortSignal,
  extra: Record<string, string>,
): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: "GET",
      agent: false,
      lookup: guardedLookup(opts.allowPrivate),
      signal,
      headers: { "user-agent": USER_AGENT, accept: opts.accept, "accept-encoding": "identity", ...extra },
    });
    req.on("response", resolve);
    req.on("error", reject);
    req.end();
  });
}

/** Reads at most `maxBytes` of the body; over that it is cut, or refused when `refuse` is set. */
async function readBody(res: IncomingMessage, maxBytes: number, refuse: boolean): Promise<Buffer> {
  const declared = Number(res.headers["content-length"]);
  if (refuse && Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new FetchRefused("The body is too large.");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    const room = maxBytes - size;
    if (chunk.length > room) {
      res.destroy();
      if (refuse) throw new FetchRefused("The body is too large.");
      chunks.push(chunk.subarray(0, room));
      size = maxBytes;
      break;
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return Buffer.concat(chunks, size);
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

/**
 * GET with the crawler's guard: http(s) only, every address (the first and each redirect's) resolved and
 * refused unless public, redirects followed by hand (at most three), one deadline for all of it, and at
 * most `maxBytes` read.
 */
export async function guardedFetch(address: string, opts: GuardedFetchOptions): Promise<Fetched> {
  const signal = AbortSignal.timeout(opts.timeoutMs ?? FETCH_TIMEOUT_MS);
  let url = new URL(address);
  const origin = url.origin;
  try {
    for (let redirects = 0; ; redirects++) {
      checkTarget(url, opts.allowPrivate);
      const res = await requestOnce(url, opts, signal, url.origin === origin ? (opts.headers ?? {}) : {});
      const status = res.statusCode ?? 0;
      if (isRedirect(status)) {
        res.resume();
        const location = res.headers.location;
        if (!location || redirects >= MAX_REDIRECTS) throw new FetchRefused("Too many redirects.");
        url = new URL(location, url);
        continue;
      }
      if (status >= 500) {
        res.resume();
        throw new TransientFetchError(`The site answered ${status}.`);
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new FetchRefused(`The site answered ${status}.`);
      }
      const contentType = String(res.headers["content-type"] ?? "").toLowerCase();
      const body = await readBody(res, opts.maxBytes, opts.refuseOversize ?? false);
      return { url: url.href, status, contentType, body };
    }
  } catch (err) {
    if (err instanceof FetchRefused || err instanceof TransientFetchError || err instanceof RefusedAddress) throw err;
    if (signal.aborted) throw new TransientFetchError("The site did not answer in time.");
    const code = (err as { code?: unknown }).code;
    if (typeof code === "string" && TRANSIENT_CODES.has(code)) throw new TransientFetchError(code);
    if (code === "EREFUSEDADDRESS") throw new RefusedAddress(url.hostname);
    throw new FetchRefused(err instanceof Error ? err.message : "The fetch failed.");
  }
}
