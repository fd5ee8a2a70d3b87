import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { PushMessage } from "@intranet/contracts";
import webpush from "web-push";
import { bareHost, guardedLookup, isPublicAddress, RefusedAddress } from "../crawls/address-guard.js";
import type { DeviceRow } from "./devices.schema.js";

export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a device that is offline: a day, then it is stale. */
export const PUSH_TTL_S = 24 * 60 * 60;

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** What became of one push: delivered, the subscription gone (forget the device), or failed for now. */
export type PushOutcome = "sent" | "gone" | "failed";

/**
 * Refuses an endpoint that outgoing requests may not reach: https only (http too when `allowPrivate`, for a stand-in
 * push service in tests), no credentials, no IP literal that is not public. A host name is checked again when it
 * is resolved (guardedLookup), so DNS cannot point it inside later.
 */
export function checkPushEndpoint(endpoint: string, allowPrivate: boolean): URL {
  const url = new URL(endpoint);
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) throw new RefusedAddress(url.host);
  if (url.username || url.password) throw new RefusedAddress(url.host);
  // `localhost.` and any `*.localhost` name the machine itself as `localhost` does (RFC 6761).
  const host = bareHost(url).toLowerCase().replace(/\.$/, "");
  if (!allowPrivate && (isLocalhostName(host) || (isIP(host) !== 0 && !isPublicAddress(host))))
    throw new RefusedAddress(host);
  return url;
}

const isLocalhostName = (host: string) => host === "localhost" || host.endsWith(".localhost");

/**
 * Sends one message to one device: encrypted (RFC 8291, aes128gcm) and signed (VAPID) by `web-push`, posted by us
 * through the address guard, with one deadline and no redirects followed.
 */
export async function sendPush(
  device: Pick<DeviceRow, "endpoint" | "p256dh" | "auth">,
  message: PushMessage,
  keys: VapidKeys,
  allowPrivate: boolean,
): Promise<PushOutcome> {
  let url: URL;
  try {
    url = checkPushEndpoint(device.endpoint, allowPrivate);
  } catch {
    return "gone";
  }
  const details = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(message),
    { vapidDetails: keys, TTL: PUSH_TTL_S, contentEncoding: "aes128gcm", urgency: "high" },
  );
  const client = url.protocol === "https:" ? https : http;
  const status = await new Promise<number>((resolve) => {
    const req = client.request(url, {
      method: details.method,
      headers: details.headers,
      agent: false,
      lookup: guardedLookup(allowPrivate),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", (err) => resolve((err as { code?: string }).code === "EREFUSEDADDRESS" ? 410 : 0));
    req.end(details.body);
  });
  if (status >= 200 && status < 300) return "sent";
  // The push service forgot the subscription (unsubscribed, expired), or it points where we may not go.
  if (status === 404 || status === 410) return "gone";
  return "failed";
}

/** A fresh VAPID key pair (P-256, base64url). */
export function newVapidKeys() {
  return webpush.generateVAPIDKeys();
}
