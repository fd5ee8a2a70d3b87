import type {
  CreateDeviceBody,
  Device,
  DeviceList,
  DeviceSettings,
  PushMessage,
  PushNotificationKind,
} from "@intranet/contracts";
import type { MailKey } from "@intranet/contracts/i18n/mail";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { invalid, notFound } from "../../http/errors.js";
import { mailLanguage, mailTranslator } from "../../mail/render.js";
import { mailBrand } from "../mail/send-mail.js";
import { isReachable } from "../members/member.policy.js";
import { displayName } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import {
  anyDeviceTaking,
  deleteDevice,
  deleteDeviceByEndpoint,
  devicesOfMember,
  devicesTaking,
  findDevice,
  insertPushKeys,
  readPushKeys,
  updateDeviceSettings,
  upsertDevice,
} from "./devices.repo.js";
import type { DeviceRow } from "./devices.schema.js";
import { checkPushEndpoint, newVapidKeys, sendPush, type VapidKeys } from "./push-sender.js";

export const PUSH_JOB = "devices.push";

/**
 * Something a member should hear of on their devices: the kind their toggles answer to, who did it, the text key
 * of the title (`push.<title>` in the mail texts, with `from`), and where a click on it leads.
 */
export type PushNotice = {
  kind: PushNotificationKind;
  recipientIds: readonly string[];
  actorId: string | null;
  title: "mention" | "directMessage" | "chatMessage" | "invitation" | "taskAssigned" | "taskAccepted" | "taskDeclined";
  /** The app's path the notification opens. */
  url: string;
  /** Notifications with the same tag replace each other on a device (one per conversation or activity). */
  tag: string;
};

/** The server's VAPID keys, made the first time they are asked for (at the first start) and kept. */
export async function vapidKeys(ctx: AppContext): Promise<VapidKeys> {
  let row = await readPushKeys(ctx.db);
  if (!row) {
    const made = newVapidKeys();
    await insertPushKeys(ctx.db, made.publicKey, made.privateKey);
    row = await readPushKeys(ctx.db);
    if (!row) throw new Error("The VAPID keys were not kept.");
  }
  return { publicKey: row.publicKey, privateKey: row.privateKey, subject: vapidSubject(ctx) };
}

/** Who the push services may contact: the site when it is https, else the sender address of the mails. */
function vapidSubject(ctx: AppContext) {
  if (ctx.config.publicUrl.startsWith("https://")) return ctx.config.publicUrl;
  const address = /<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom;
  return `mailto:${address.includes("@") ? address : "no-reply@localhost"}`;
}

const settingsOf = (d: DeviceRow): DeviceSettings["notifications"] => ({
  mentions: d.mentions,
  direct_messages: d.directMessages,
  chat_messages: d.chatMessages,
  invitations: d.invitations,
  tasks: d.tasks,
});

const present = (d: DeviceRow, sessionTokenHash: string | null): Device => ({
  id: d.id,
  name: d.name,
  created_at: d.createdAt.toISOString(),
  current: d.sessionTokenHash === sessionTokenHash,
  notifications: settingsOf(d),
});

export async function listDevices(ctx: AppContext, memberId: string, sessionTokenHash: string): Promise<DeviceList> {
  const [keys, rows] = await Promise.all([vapidKeys(ctx), devicesOfMember(ctx.db, memberId)]);
  return { vapid_public_key: keys.publicKey, devices: rows.map((d) => present(d, sessionTokenHash)) };
}

/** Registers this browser's subscription for the member's session; the endpoint is checked like any outgoing URL. */
export async function registerDevice(
  ctx: AppContext,
  memberId: string,
  sessionTokenHash: string,
  body: CreateDeviceBody,
): Promise<Device> {
  const { name = "", push_subscription: sub } = body.device;
  try {
    checkPushEndpoint(sub.endpoint, ctx.config.pushAllowPrivateHosts);
  } catch {
    throw invalid({ "device.push_subscription.endpoint": ["must be a public https address"] });
  }
  const row = await upsertDevice(ctx.db, {
    memberId,
    sessionTokenHash,
    name: name.trim(),
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
  });
  return present(row, sessionTokenHash);
}

export async function removeDevice(db: DbOrTx, memberId: string, id: string) {
  if (!(await deleteDevice(db, memberId, id))) throw notFound();
}

export async function deviceSettings(db: DbOrTx, memberId: string, id: string): Promise<DeviceSettings> {
  const d = await findDevice(db, memberId, id);
  if (!d) throw notFound();
  return { notifications: settingsOf(d) };
}

export async function changeDeviceSettings(
  db: DbOrTx,
  memberId: string,
  id: string,
  changes: Partial<DeviceSettings["notifications"]>,
): Promise<DeviceSettings> {
  if (!(await findDevice(db, memberId, id))) throw notFound();
  const d = await updateDeviceSettings(db, id, changes);
  if (!d) throw notFound();
  return { notifications: settingsOf(d) };
}

/**
 * Queues a push to the recipients' devices that take its kind (never to the actor). Call it after the commit that
 * made the news; the job sends, so a slow push service never holds a request. Only when a recipient has such a
 * device: a job costs four statements of the queue's, the check one small one.
 */
export async function queuePush(ctx: AppContext, notice: PushNotice) {
  const recipientIds = [...new Set(notice.recipientIds)].filter((id) => id !== notice.actorId);
  if (!(await anyDeviceTaking(ctx.db, recipientIds, notice.kind))) return;
  await ctx.jobs.send<PushNotice>(PUSH_JOB, { ...notice, recipientIds });
}

/** The job: one message per device, in its member's language; a subscription the push service forgot is dropped. */
export async function deliverPush(ctx: AppContext, notice: PushNotice) {
  const targets = await devicesTaking(ctx.db, notice.recipientIds, notice.kind);
  if (targets.length === 0) return;
  const people = await findMembersByIds(ctx.db, [
    ...new Set(targets.map((d) => d.memberId).concat(notice.actorId ? [notice.actorId] : [])),
  ]);
  const byId = new Map(people.map((m) => [m.id, m]));
  const actor = notice.actorId ? byId.get(notice.actorId) : undefined;
  const [keys, brand] = await Promise.all([vapidKeys(ctx), mailBrand(ctx)]);
  for (const device of targets) {
    const recipient = byId.get(device.memberId);
    if (!recipient || !isReachable(recipient)) continue;
    const t = mailTranslator(mailLanguage(recipient.language, brand.language));
    const message: PushMessage = {
      title: t(`push.${notice.title}` as MailKey, { from: actor ? displayName(actor) : brand.name }),
      body: t("push.open", { network: brand.name }),
      url: notice.url,
      tag: notice.tag,
    };
    const outcome = await sendPush(device, message, keys, ctx.config.pushAllowPrivateHosts);
    if (outcome === "gone") await deleteDeviceByEndpoint(ctx.db, device.endpoint);
    else if (outcome === "failed") ctx.log.warn({ device: device.id }, "push not delivered");
  }
}
