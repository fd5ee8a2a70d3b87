import type { MessageFolder } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { forbidden, invalid, notFound } from "../../http/errors.js";
import { newId } from "../../lib/ids.js";
import { queuePush } from "../devices/devices.service.js";
import { addressableGroupIds } from "../groups/groups.access.js";
import { mailSender } from "../mail/send-mail.js";
import { displayName } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { getNetwork } from "../network/network.service.js";
import { findUploads } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import { copyUpload, publishUploads } from "../uploads/uploads.service.js";
import { membersIgnoringAuthor } from "./ignores.repo.js";
import { canReceive, messagesCan } from "./message.policy.js";
import { plainText, sanitizeMessageHtml } from "./message-content.js";
import { deliver, writeMessage } from "./message-writes.repo.js";
import { messageNotificationMail } from "./messages.mails.js";
import {
  attachmentsVisibleTo,
  findMessageFor,
  findMessageWithAuthor,
  messagesByIds,
  recipientIdsOf,
  updateOwnCopies,
} from "./messages.repo.js";
import type { MessageRow } from "./messages.schema.js";

export const FAN_OUT_JOB = "messages.fan_out";
export const NOTIFY_JOB = "messages.notify";

export type FanOutJob = { messageId: string; groupIds: string[]; allMembers: boolean };
export type NotifyJob = { messageId: string; recipientIds?: string[] };

export type SendInput = {
  to: string[];
  to_group: string[];
  to_all_network_members: boolean;
  subject: string;
  content: string;
  attachments: string[];
  conversation_starter_id?: string | null;
};

/** The members a message names, as rows (each exists, receives messages and does not ignore the sender); 422 otherwise. */
async function checkRecipients(ctx: AppContext, sender: MemberRow, ids: string[]): Promise<MemberRow[]> {
  const unique = [...new Set(ids)].filter((id) => id !== sender.id);
  if (unique.length === 0) return [];
  // The members and whether each ignores the sender, in one statement.
  const found = new Map((await membersIgnoringAuthor(ctx.db, sender.id, unique)).map((r) => [r.member.id, r]));
  const problems: string[] = [];
  for (const id of unique) {
    const m = found.get(id)?.member;
    if (!m) problems.push(`Member ${id} does not exist.`);
    else if (!canReceive(m)) problems.push(`${displayName(m)} cannot receive messages.`);
    else if (found.get(id)?.ignoring) problems.push(`${displayName(m)} does not accept messages from you.`);
  }
  if (problems.length > 0) throw invalid({ to: problems });
  return unique.flatMap((id) => found.get(id)?.member ?? []);
}

/** Groups the sender may write to, as the groups access layer decides (`groupsAddressableBy`). */
async function checkGroups(ctx: AppContext, sender: MemberRow, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const allowed = await addressableGroupIds(ctx.db, sender, unique);
  if (unique.some((id) => !allowed.has(id))) throw invalid({ to_group: ["Unknown group."] });
  return unique;
}

/**
 * Attachments are the sender's own volatile uploads (published now) or attachments of a message the
 * sender is a party to (a forward): those are copied, so deleting the original keeps the forward intact.
 * Returns the message's attachments in order, as rows.
 */
async function prepareAttachments(ctx: AppContext, sender: MemberRow, ids: string[]): Promise<UploadRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = new Map((await findUploads(ctx.db, unique)).map((u) => [u.id, u]));
  if (unique.some((id) => !rows.has(id))) throw notFound("One of the files does not exist.");
  const own = (u: UploadRow) => u.ownerId === sender.id && u.state === "volatile";
  const found = unique.flatMap((id) => rows.get(id) ?? []);
  // Whether the others are attachments of messages the sender is a party to, asked for all of them at once.
  const toCopy = found.filter((u) => !own(u));
  const forwardable = await attachmentsVisibleTo(
    ctx.db,
    sender.id,
    toCopy.map((u) => u.id),
  );
  if (toCopy.some((u) => !forwardable.has(u.id))) throw notFound("One of the files does not exist.");
  const byDirectory: Partial<Record<UploadRow["directory"], string[]>> = {};
  for (const u of found.filter(own)) byDirectory[u.directory] = [...(byDirectory[u.directory] ?? []), u.id];
  if (toCopy.length < found.length) await publishUploads(ctx, sender, byDirectory);
  const copies = new Map<string, UploadRow>();
  for (const u of toCopy) copies.set(u.id, await copyUpload(ctx, u, sender.id));
  return found.map((u) => copies.get(u.id) ?? u);
}

/** A message just sent and what the send learnt on the way, from which its author's view is presented (message-pages). */
export type SentMessage = {
  message: MessageRow;
  /** The members it names that it reached, as the send read them. */
  reached: MemberRow[];
  /** A job delivers it to groups or the whole network too: its recipients are not all known here. */
  fansOut: boolean;
  newConversation: boolean;
  attachments: UploadRow[];
};

/** Creates a message (new conversation, reply or forward) and delivers it; groups and "all" fan out in a job. */
export async function sendMessage(ctx: AppContext, sender: MemberRow, input: SendInput): Promise<SentMessage> {
  const can = messagesCan(sender);
  if (!can.send_direct_messages) throw forbidden("You may not send direct messages.");
  if (input.to_all_network_members && !can.send_to_all_network_members) {
    throw forbidden("Only administrators may write to all network members.");
  }
  const html = sanitizeMessageHtml(input.content);
  const plain = plainText(html);
  if (input.subject.trim() === "" && plain === "") {
    throw invalid({ subject: ["Enter a subject or a message."], content: ["Enter a subject or a message."] });
  }
  const recipients = input.to_all_network_members ? [] : await checkRecipients(ctx, sender, input.to);
  const groupIds = input.to_all_network_members ? [] : await checkGroups(ctx, sender, input.to_group);
  if (!input.to_all_network_members && recipients.length === 0 && groupIds.length === 0) {
    throw invalid({ to: ["Choose at least one recipient."] });
  }
  let conversationId: string | null = null;
  if (input.conversation_starter_id) {
    const starter = await findMessageFor(ctx.db, sender.id, input.conversation_starter_id);
    if (!starter) throw notFound("The conversation does not exist.");
    conversationId = starter.conversationId;
  }
  const attachments = await prepareAttachments(ctx, sender, input.attachments);

  const now = new Date();
  const id = newId(now);
  const row = {
    id,
    conversationId: conversationId ?? id,
    authorId: sender.id,
    subject: input.subject.trim(),
    htmlContent: html,
    plainContent: plain,
    toAll: input.to_all_network_members,
    recipientCount: 0,
    createdAt: now,
  };
  const recipientIds = recipients.map((m) => m.id);
  const reachedIds = new Set(
    await writeMessage(ctx.db, row, {
      newConversation: !conversationId,
      memberIds: recipientIds,
      attachmentIds: attachments.map((u) => u.id),
    }),
  );
  const message = { ...row, recipientCount: reachedIds.size };

  // After the write: jobs read what it wrote.
  const fansOut = input.to_all_network_members || groupIds.length > 0;
  if (fansOut) {
    await ctx.jobs.send<FanOutJob>(FAN_OUT_JOB, {
      messageId: message.id,
      groupIds,
      allMembers: input.to_all_network_members,
    });
  }
  if (recipientIds.length > 0) {
    await ctx.jobs.send<NotifyJob>(NOTIFY_JOB, { messageId: message.id, recipientIds });
    await queuePush(ctx, {
      kind: "direct_messages",
      recipientIds,
      actorId: sender.id,
      title: "directMessage",
      url: `/messages/${message.id}`,
      tag: `message:${message.conversationId}`,
    });
  }
  const reached = recipients.filter((m) => reachedIds.has(m.id));
  return { message, reached, fansOut, newConversation: !conversationId, attachments };
}

/** Delivers a message to a group or the whole network, then notifies those it reached. */
export async function fanOut(ctx: AppContext, job: FanOutJob) {
  const [message] = await messagesByIds(ctx.db, [job.messageId]);
  if (!message) return;
  const reached = await deliver(ctx.db, message, job.allMembers ? { allMembers: true } : { groupIds: job.groupIds });
  if (reached.length > 0) await ctx.jobs.send<NotifyJob>(NOTIFY_JOB, { messageId: message.id, recipientIds: reached });
}

/** One mail per recipient; the body only when the network allows it in notifications. */
export async function notifyRecipients(ctx: AppContext, job: NotifyJob) {
  // The message with its author (none when the author is gone: nobody to name as the sender).
  const found = await findMessageWithAuthor(ctx.db, job.messageId);
  if (!found) return;
  const { message, author } = found;
  const ids = job.recipientIds ?? (await recipientIdsOf(ctx.db, message.id));
  if (ids.length === 0) return;
  const network = await getNetwork(ctx.db);
  const withBody = network.settings.notifications_send_direct_message_body;
  const link = `${ctx.config.publicUrl}/messages/${message.id}`;
  const html = withBody && message.plainContent ? message.htmlContent : null;
  const props = { from: displayName(author), subject: message.subject || null, html, link };
  const send = await mailSender(ctx, network);
  for (let i = 0; i < ids.length; i += 500) {
    const batch = await findMembersByIds(ctx.db, ids.slice(i, i + 500));
    for (const recipient of batch) {
      if (!canReceive(recipient)) continue;
      await publishUnreadsChanged(ctx, recipient.id);
      await send({ ...recipient, member: true }, messageNotificationMail, props);
    }
  }
}

/** Tells the member's open tabs to refetch their unread counts (GET /api/v1/unreads). */
function publishUnreadsChanged(ctx: AppContext, memberId: string) {
  return ctx.realtime.publish(`member:${memberId}`, "unreads_changed", { feature: "Messages" });
}

/** Marks or deletes the member's own copies; ids of messages they are no party to change nothing. */
export async function updateCopies(
  ctx: AppContext,
  member: MemberRow,
  folder: MessageFolder,
  messageIds: string[],
  set: { read?: boolean; deleted?: boolean },
) {
  const result = await updateOwnCopies(ctx.db, member.id, folder, messageIds, set);
  await publishUnreadsChanged(ctx, member.id);
  return result;
}

/** A single message: 404 unless the member is a party to it and still holds a copy of its conversation. */
export async function requireOwnMessage(ctx: AppContext, member: MemberRow, messageId: string) {
  const row = await findMessageFor(ctx.db, member.id, messageId);
  if (!row) throw notFound();
  return row;
}
