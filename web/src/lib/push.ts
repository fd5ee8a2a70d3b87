import type { PushSubscriptionJson } from "@intranet/contracts";

/**
 * This browser's Web Push subscription (the service worker's push manager). The server keeps it as a device of the
 * member's session (modules/devices); the worker shows what arrives (sw.ts).
 */

/** Whether this browser can receive pushes here: a production build's worker, the Push and Notification APIs. */
export const pushSupported = () =>
  typeof navigator !== "undefined" &&
  "serviceWorker" in navigator &&
  typeof window !== "undefined" &&
  "PushManager" in window &&
  "Notification" in window;

/** The VAPID public key (base64url) as the push manager takes it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration() {
  return pushSupported() ? ((await navigator.serviceWorker.getRegistration()) ?? null) : null;
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export class PushRefused extends Error {
  override name = "PushRefused";
}

/** Asks for permission and subscribes this browser with the server's key; gives what the server registers. */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<PushSubscriptionJson> {
  if ((await Notification.requestPermission()) !== "granted") throw new PushRefused("permission");
  const reg = await navigator.serviceWorker.ready;
  const existing = await reg.pushManager.getSubscription();
  const subscription =
    existing ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(vapidPublicKey),
    }));
  return subscription.toJSON() as PushSubscriptionJson;
}

/** Ends this browser's subscription (sign-out, turning push off here). */
export async function unsubscribeThisBrowser() {
  await (await currentPushSubscription())?.unsubscribe();
}

/** A name for this device in the member's list: the browser and the system, as far as the user agent says. */
export function deviceName(userAgent = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "";
  return system ? `${browser} · ${system}` : browser;
}
