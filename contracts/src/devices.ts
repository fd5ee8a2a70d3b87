import { z } from "zod";
import { id } from "./common.js";

/**
 * A member's device: one browser (or app) that receives Web Push notifications for one session. The subscription
 * is the browser's `PushSubscription.toJSON()`; its endpoint must be an https address (checked on the server like
 * every outgoing request).
 */
export const pushSubscription = z.object({
  endpoint: z.string().trim().max(2000).url("must be a web address"),
  expirationTime: z.number().nullish(),
  keys: z.object({
    // The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url.
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}=*$/, "is invalid"),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}=*$/, "is invalid"),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscription>;

/** POST /api/v1/devices: the device data. */
export const createDeviceBody = z.object({
  device: z.object({
    /** What the member sees in the list (the browser and system, as the client names them). */
    name: z.string().trim().max(200).default(""),
    push_subscription: pushSubscription,
  }),
});
export type CreateDeviceBody = z.input<typeof createDeviceBody>;

/**
 * The kinds of push notification a device may receive, each on unless the member turned it off. `tasks`: a task
 * assigned to the member, and an assignee's answer to a task they created.
 */
export const pushNotificationKinds = ["mentions", "direct_messages", "chat_messages", "invitations", "tasks"] as const;
export type PushNotificationKind = (typeof pushNotificationKinds)[number];

export const deviceNotificationSettings = z.object({
  mentions: z.boolean(),
  direct_messages: z.boolean(),
  chat_messages: z.boolean(),
  invitations: z.boolean(),
  tasks: z.boolean(),
} satisfies Record<PushNotificationKind, z.ZodType>);
export type DeviceNotificationSettings = z.infer<typeof deviceNotificationSettings>;

/** GET and POST /api/v1/devices/{id}/settings: the device's push toggles (POST takes any of them). */
export const deviceSettings = z.object({ notifications: deviceNotificationSettings });
export type DeviceSettings = z.infer<typeof deviceSettings>;
export const updateDeviceSettingsBody = z.object({ notifications: deviceNotificationSettings.partial() });

export const device = z.object({
  id,
  name: z.string(),
  created_at: z.string(),
  /** Whether the device belongs to the session that asks (this browser). */
  current: z.boolean(),
  notifications: deviceNotificationSettings,
});
export type Device = z.infer<typeof device>;

/** GET /api/v1/devices: the member's devices and the server's VAPID public key (applicationServerKey). */
export const deviceList = z.object({ vapid_public_key: z.string(), devices: z.array(device) });
export type DeviceList = z.infer<typeof deviceList>;

/** What a push message carries, as the service worker shows it. */
export type PushMessage = { title: string; body: string; url: string; tag: string };
