import {
  CHAT_MUTED_FOREVER,
  CHAT_PAGE,
  CHAT_STATUS_TEXT_MAX,
  type Chat,
  type ChatActionReply,
  type ChatConfig,
  type ChatMessage,
  type chatActions,
  crawlCreateBody,
} from "@intranet/contracts";
import { DateTime } from "luxon";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError, forbidden, notFound } from "../../http/errors.js";
import { findCrawl } from "../crawls/crawls.repo.js";
import { presentedCrawl, startCrawl } from "../crawls/crawls.service.js";
import { groupsOfMember } from "../groups/groups.repo.js";
import { displayName } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { chatConfigOf } from "../network/chat-config.js";
import { getNetwork } from "../network/network.service.js";
import { findUploads, publishOwnUploads } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import { type ChatView, chatFor, chatKeyFor, inChat, mayChat, mayWrite, viewOf } from "./chat.access.js";
import { type KnownRows, presentChats, presentMessages, presentProfile } from "./chat.presenter.js";
import {
  type ChatMessageRow,
  type ChatRow,
  directChatsOf,
  findChatById,
  findMessage,
  findMessageByCid,
  findProfile,
  groupChatsOf,
  insertAttachments,
  insertNextMessage,
  markSent,
  messageCarryingUpload,
  messagesPage,
  moveMarker,
  saveProfile,
  updateMessageRow,
  upsertState,
} from "./chat.repo.js";

type Payload<A extends keyof typeof chatActions> = z.output<(typeof chatActions)[A]["payload"]>;
type Reply<A extends keyof typeof chatActions> = ChatActionReply<A>;

/** Resync pages are larger than history pages: a client that was away catches up in few round trips. */
export const RESYNC_PAGE = 500;

const chatError = (reason: string, message: string) => new AppError(422, reason, message);
const invalidInput = (message: string) => chatError("invalid", message);

export async function chatConfig(ctx: AppContext): Promise<ChatConfig> {
  return chatConfigOf(await getNetwork(ctx.db));
}

const presentOne = async (ctx: AppContext, member: MemberRow, config: ChatConfig, view: ChatView) =>
  (await presentChats(ctx.db, member, config, [view]))[0] as Chat;

/** The stored chat's view for the member, or 404 when it is not (or no longer) theirs. */
async function storedView(ctx: AppContext, member: MemberRow, chatRow: ChatRow | null) {
  if (!chatRow || !(await inChat(ctx.db, member, chatRow))) throw notFound();
  return viewOf(ctx.db, member, chatRow);
}

/** A message the member may see (in a chat they are in now), with its chat's view. */
async function messageFor(ctx: AppContext, member: MemberRow, messageId: string) {
  const row = await findMessage(ctx.db, messageId);
  if (!row) throw notFound();
  const view = await storedView(ctx, member, await findChatById(ctx.db, row.chatId));
  return { row, view };
}

/**
 * Publishes an event about a chat after its transaction committed: to both members' topics of a direct chat (each
 * with the chat named as they name it), to the group's topic of a group chat.
 */
async function publishToChat(
  ctx: AppContext,
  chat: ChatRow,
  event: string,
  payloadFor: (chatKey: string) => Promise<unknown> | unknown,
) {
  if (chat.kind === "group") {
    await ctx.realtime.publish(`group:${chat.groupId}`, event, await payloadFor(`group/${chat.groupId}`));
    return;
  }
  for (const memberId of [chat.memberA, chat.memberB] as string[]) {
    await ctx.realtime.publish(`member:${memberId}`, event, await payloadFor(chatKeyFor(chat, memberId)));
  }
}

/** Publishes the message (presented once, named per receiver) and answers it as `viewKey` names its chat. */
async function publishMessage(
  ctx: AppContext,
  chat: ChatRow,
  event: string,
  row: ChatMessageRow,
  viewKey: string,
  known?: KnownRows,
) {
  const message = (await presentMessages(ctx.db, viewKey, [row], known))[0] as ChatMessage;
  const named = (key: string) => ({ ...message, chat_id: key as ChatMessage["chat_id"] });
  await publishToChat(ctx, chat, event, (key) => ({ message: named(key) }));
  return message;
}

export async function myChats(ctx: AppContext, member: MemberRow): Promise<Reply<"my_chats">> {
  const config = await chatConfig(ctx);
  if (!mayChat(member, config)) return { chats: [] };
  const groups = (await groupsOfMember(ctx.db, member.id)).filter((g) => g.chatEnabled);
  const groupChats = await groupChatsOf(
    ctx.db,
    groups.map((g) => g.id),
  );
  const direct = await directChatsOf(ctx.db, member.id);
  const partners = new Map(
    (
      await findMembersByIds(
        ctx.db,
        direct.map((c) => chatKeyFor(c, member.id).slice("member/".length)),
      )
    ).map((m) => [m.id, m]),
  );
  const views: ChatView[] = direct.flatMap((chat) => {
    const key = chatKeyFor(chat, member.id);
    const partner = partners.get(key.slice("member/".length));
    return partner ? [{ kind: "direct" as const, key, chat, partner }] : [];
  });
  // Every chat-enabled group of the member is a chat of theirs, written in yet or not.
  for (const group of groups) {
    const chat = groupChats.find((c) => c.groupId === group.id) ?? null;
    views.push({ kind: "group", key: `group/${group.id}`, chat, group });
  }
  const chats = await presentChats(ctx.db, member, config, views);
  chats.sort((a, b) => (b.last_interacted_at ?? "").localeCompare(a.last_interacted_at ?? ""));
  return { chats };
}

export async function chatDetails(
  ctx: AppContext,
  member: MemberRow,
  p: Payload<"chat_details">,
): Promise<Reply<"chat_details">> {
  const config = await chatConfig(ctx);
  const view = await chatFor(ctx.db, member, config, p.chat_id);
  const page = view.chat ? await messagesPage(ctx.db, view.chat.id, {}, CHAT_PAGE) : { rows: [] };
  return {
    chat: await presentOne(ctx, member, config, view),
    messages: await presentMessages(ctx.db, view.key, page.rows),
  };
}

export async function moreMessages(
  ctx: AppContext,
  member: MemberRow,
  p: Payload<"more_messages">,
): Promise<Reply<"more_messages">> {
  const config = await chatConfig(ctx);
  const view = await chatFor(ctx.db, member, config, p.chat_id);
  if (!view.chat) return { messages: [], has_more: false };
  const resync = p.after_seq !== undefined;
  const page = await messagesPage(
    ctx.db,
    view.chat.id,
    resync ? { afterSeq: p.after_seq } : { beforeSeq: p.before_seq },
    resync ? RESYNC_PAGE : CHAT_PAGE,
  );
  return { messages: await presentMessages(ctx.db, view.key, page.rows), has_more: page.hasMore };
}

export async function createChat(
  ctx: AppContext,
  member: MemberRow,
  p: Payload<"create_chat">,
): Promise<Reply<"create_chat">> {
  const config = await chatConfig(ctx);
  const key = "member_id" in p ? `member/${p.member_id}` : `group/${p.group_id}`;
  const view = await chatFor(ctx.db, member, config, key, { create: true });
  if (view.kind === "direct" && !mayWrite(view, config)) throw notFound();
  if (view.chat) await upsertState(ctx.db, view.chat.id, member.id, { lastInteractedAt: new Date() });
  return { chat: await presentOne(ctx, member, config, view) };
}

/** The uploads a message attaches: the author's own unpublished ones, images from the images directory. */
async function prepareAttachments(
  member: MemberRow,
  config: ChatConfig,
  rows: Map<string, UploadRow>,
  p: Payload<"send_message">,
) {
  const images = [...new Set(p.image_ids)];
  const files = [...new Set(p.file_ids)].filter((id) => !images.includes(id));
  if (files.length > config.max_file_attachments)
    throw chatError("max_files_reached", `max files reached (${config.max_file_attachments})`);
  if (images.length > config.max_image_attachments)
    throw chatError("max_images_reached", `max images reached (${config.max_image_attachments})`);
  const usable = (id: string) => {
    const u = rows.get(id);
    return u && u.ownerId === member.id && u.state === "volatile" ? u : null;
  };
  const out: { kind: "image" | "file"; upload: UploadRow }[] = [];
  for (const id of images) {
    const u = usable(id);
    if (u?.directory !== "images" || !u.contentType.startsWith("image/")) throw invalidInput("image_ids is invalid");
    out.push({ kind: "image", upload: u });
  }
  for (const id of files) {
    const u = usable(id);
    if (!u) throw invalidInput("file_ids is invalid");
    out.push({ kind: "file", upload: u });
  }
  return out;
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/** The stored message of this cid when it is the same chat's, presented for the author (a resend). */
async function resent(ctx: AppContext, member: MemberRow, view: ChatView, cid: string) {
  const existing = await findMessageByCid(ctx.db, member.id, cid);
  if (!existing) return null;
  if (existing.chatId !== view.chat?.id) throw invalidInput("cid is already used");
  return { message: (await presentMessages(ctx.db, view.key, [existing]))[0] as ChatMessage };
}

/**
 * Sends a message, idempotent by (author, cid): a resend answers the stored message and pushes nothing. The seq is
 * taken from the chat row in the sending transaction, so it is gap-free; events go out after the commit.
 *
 * A plain text message costs the config, the chat lookup, the resend check, one statement for the seq and the
 * insert, and one for the author's state; its answer is presented from the rows at hand (docs/chat-protocol.md).
 */
export async function sendMessage(
  ctx: AppContext,
  member: MemberRow,
  p: Payload<"send_message">,
): Promise<Reply<"send_message">> {
  const config = await chatConfig(ctx);
  const view = await chatFor(ctx.db, member, config, p.chat_id, { create: true });
  if (!mayWrite(view, config)) throw forbidden("You may not write in this chat.");
  const chat = view.chat as ChatRow;
  // A resend is answered from the (author, cid) index before anything else: it takes no lock on the chat row, and
  // its uploads are no longer the author's unpublished ones the second time.
  const again = await resent(ctx, member, view, p.cid);
  if (again) return again;
  const uploadIds = [...new Set([...p.file_ids, ...p.image_ids])];
  const text = p.text.trim();
  const uploads = new Map((await findUploads(ctx.db, uploadIds)).map((u) => [u.id, u]));
  const attached = await prepareAttachments(member, config, uploads, p);
  if (!text && attached.length === 0) throw invalidInput("text can't be blank");
  let quoted: ChatMessageRow | null = null;
  if (p.quoted_message_id) {
    quoted = await findMessage(ctx.db, p.quoted_message_id);
    if (!quoted || quoted.chatId !== chat.id) throw invalidInput("quoted_message_id is invalid");
  }
  let link: Partial<ChatMessageRow> = {};
  if (p.link_crawl_id) {
    const crawl = await findCrawl(ctx.db, p.link_crawl_id);
    if (crawl?.status !== "finished") throw invalidInput("link_crawl_id is invalid");
    link = {
      linkCrawlId: crawl.id,
      linkUrl: crawl.finalUrl ?? crawl.url,
      linkTitle: crawl.title,
      linkDescription: crawl.description,
      linkSiteName: crawl.siteName,
      linkImageUploadId: crawl.imageUploadId,
    };
  }
  let row: ChatMessageRow;
  const published: UploadRow[] = [];
  const store = async (db: DbOrTx) => {
    const now = new Date();
    const inserted = await insertNextMessage(db, {
      chatId: chat.id,
      authorId: member.id,
      cid: p.cid,
      text,
      quotedMessageId: p.quoted_message_id ?? null,
      createdAt: now,
      ...link,
    });
    for (const directory of ["files", "images"] as const) {
      const ids = attached.filter((a) => a.upload.directory === directory).map((a) => a.upload.id);
      if (ids.length === 0) continue;
      const rows = await publishOwnUploads(db, member.id, directory, ids);
      if (rows.length !== ids.length) throw invalidInput("An attachment could not be published.");
      published.push(...rows);
    }
    await insertAttachments(
      db,
      inserted.id,
      attached.map((a) => ({ uploadId: a.upload.id, kind: a.kind })),
    );
    // The author has read their own message.
    await markSent(db, chat.id, member.id, inserted.id, inserted.seq, now);
    return inserted;
  };
  try {
    // Without attachments the message is one statement (seq and insert together); the author's state after it needs
    // no transaction (a resend after a failure there finds the stored message). Attachments publish with the message.
    row = attached.length > 0 ? await ctx.db.transaction((tx) => store(tx)) : await store(ctx.db);
  } catch (err) {
    // A resend, or the same cid sent twice at once (another instance, a resend racing the first): the stored one wins.
    if (isUniqueViolation(err)) {
      const stored = await resent(ctx, member, view, p.cid);
      if (stored) return stored;
    }
    throw err;
  }
  const fresh = { ...chat, lastSeq: row.seq, lastMessageAt: row.createdAt };
  if (fresh.kind === "direct" && row.seq === 1 && view.kind === "direct") {
    // The partner learns of the chat with its first message.
    const partnerView = await viewOf(ctx.db, view.partner, fresh);
    await ctx.realtime.publish(`member:${view.partner.id}`, "create_chat", {
      chat: (await presentChats(ctx.db, view.partner, config, [partnerView]))[0],
    });
  }
  // Presented from the rows at hand: its attachments and their uploads, the author, the quoted message.
  const known: KnownRows = {
    attachments: attached.map((a) => ({ messageId: row.id, uploadId: a.upload.id, kind: a.kind })),
    uploads: published,
    members: view.kind === "direct" ? [member, view.partner] : [member],
    quoted: quoted ? [quoted] : [],
  };
  return { message: await publishMessage(ctx, fresh, "message", row, view.key, known) };
}

export async function updateMessage(
  ctx: AppContext,
  member: MemberRow,
  p: Payload<"update_message">,
): Promise<Reply<"update_message">> {
  const config = await chatConfig(ctx);
  const { row, view } = await messageFor(ctx, member, p.message_id);
  if (row.authorId !== member.id || row.deletedAt) throw forbidden("You may only edit your own messages.");
  const minutes = config.chat_message_allow_update;
  if (minutes <= 0 || Date.now() - row.createdAt.getTime() > minutes * 60_000)
    throw chatError("update_period_ended", `update period ended (${minutes} minutes)`);
  const text = p.text.trim();
  if (!text) throw invalidInput("text can't be blank");
  const updated = await updateMessageRow(ctx.db, row.id, { text, updatedAt: new Date() });
  return { message: await publishMessage(ctx, view.chat as ChatRow, "update_message", updated, view.key) };
}

export async function deleteMessage(
  ctx: AppContext,
  member: MemberRow,
  p: Payload<"delete_message">,
): Promise<Reply<"delete_message">> {
  const config = await chatConfig(ctx);
  const { row, view } = await messageFor(ctx, member, p.message_id);
  if (row.authorId !== member.id || !config.chat_message_allow_destroy)
    throw forbidden("You may only delete your own messages.");
  if (row.deletedAt) return { message: (await presentMessages(ctx.db, view.key, [row]))[0] as ChatMessage };
  const deleted = await updateMessageRow(ctx.db, row.id, { deletedAt: new Date(), text: "" });
  return { message: await publishMessage(ctx, view.chat as ChatRow, "delete_message", deleted, view.key) };
}

async function moveTo(
  ctx: AppContext,
  member: MemberRow,
  p: { chat_id: string; message_id: string },
  marker: "read" | "received",
) {
  const config = await chatConfig(ctx);
  const view = await chatFor(ctx.db, member, config, p.chat_id);
  const message = await findMessage(ctx.db, p.message_id);
  if (!view.chat || !message || message.chatId !== view.chat.id) throw notFound();
  const moved = await moveMarker(ctx.db, view.chat.id, member.id, marker, message.id, message.seq);
  if (moved) {
    const event = marker === "read" ? "mark_as_read" : "mark_as_received";
    const payload = (key: string) => ({ chat_id: key, member_id: member.id, message_id: message.id });
    await ctx.realtime.publish(`member:${member.id}`, event, payload(view.key));
    if (view.kind === "direct")
      await ctx.realtime.publish(`member:${view.partner.id}`, event, payload(`member/${member.id}`));
  }
  return { config, view };
}

export async function markAsRead(
  ctx: AppContext,
  member: MemberRow,
  p: Payload<"mark_as_read">,
): Promise<Reply<"mark_as_read">> {
  const { config, view } = await moveTo(ctx, member, p, "read");
  return { chat: await presentOne(ctx, member, config, view) };
}

export async function markAsReceived(ctx: AppContext, member: MemberRow, p: Payload<"mark_as_received">) {
  await moveTo(ctx, member, p, "received");
  return {};
}

/** The end of a mute: an hour, the end of the member's day (their time zone), a week, or forever. */
export function muteEnd(until: Payload<"mute">["until"], timeZone: string, now: DateTime = DateTime.utc()): Date {
  switch (until) {
    case "hour":
      return now.plus({ hours: 1 }).toJSDate();
    case "day": {
      const local = now.setZone(timeZone);
      return (local.isValid ? local : now).endOf("day").toJSDate();
    }
    case "week":
      return now.plus({ weeks: 1 }).toJSDate();
    case "forever":
      return new Date(CHAT_MUTED_FOREVER);
  }
}

async function setMute(ctx: AppContext, member: MemberRow, chatKey: string, app: boolean, until: Date | null) {
  const config = await chatConfig(ctx);
  const view = await chatFor(ctx.db, member, config, chatKey, { create: true });
  const chatRow = view.chat as ChatRow;
  await upsertState(ctx.db, chatRow.id, member.id, app ? { appMutedUntil: until } : { mutedUntil: until });
  const chat = await presentOne(ctx, member, config, view);
  await ctx.realtime.publish(`member:${member.id}`, until ? "mute_chat" : "unmute_chat", { chat });
  return { chat };
}

export const mute = (ctx: AppContext, member: MemberRow, p: Payload<"mute">) =>
  setMute(ctx, member, p.chat_id, p.app, muteEnd(p.until, member.timeZone));

export const unmute = (ctx: AppContext, member: MemberRow, p: Payload<"unmute">) =>
  setMute(ctx, member, p.chat_id, p.app, null);

/** Tells the chat's other members that the member is typing (group members ignore their own notice). */
export async function composing(ctx: AppContext, member: MemberRow, p: Payload<"composing">) {
  const config = await chatConfig(ctx);
  const view = await chatFor(ctx.db, member, config, p.chat_id);
  const who = { id: member.id, name: displayName(member) };
  if (view.kind === "direct") {
    if (mayWrite(view, config))
      await ctx.realtime.publish(`member:${view.partner.id}`, "composing", {
        chat_id: `member/${member.id}`,
        member: who,
      });
  } else await ctx.realtime.publish(`group:${view.group.id}`, "composing", { chat_id: view.key, member: who });
  return {};
}

/** Status text: newlines become spaces, at most 100 characters. */
export const normalizeStatusText = (text: string) =>
  text
    .replace(/\s*[\r\n]+\s*/g, " ")
    .trim()
    .slice(0, CHAT_STATUS_TEXT_MAX);

export async function setStatus(
  ctx: AppContext,
  member: MemberRow,
  p: Payload<"set_status">,
): Promise<Reply<"set_status">> {
  const config = await chatConfig(ctx);
  const row = await saveProfile(ctx.db, member.id, p.status, normalizeStatusText(p.status_text));
  const profile = presentProfile(member, config, row);
  await ctx.realtime.publish(`member:${member.id}`, "my_profile", { profile });
  return { profile };
}

export async function networkInfo(ctx: AppContext, member: MemberRow): Promise<Reply<"network_info">> {
  const config = await chatConfig(ctx);
  return { config, profile: presentProfile(member, config, await findProfile(ctx.db, member.id)) };
}

/** Whether the member may download the message's files: they are in its chat now. */
export async function downloadableMessage(ctx: AppContext, member: MemberRow, messageId: string) {
  const config = await chatConfig(ctx);
  if (!mayChat(member, config)) throw notFound();
  const { row } = await messageFor(ctx, member, messageId);
  if (row.deletedAt) throw notFound();
  return row;
}

/** The message of a chat the member is in that carries the upload as a file or image (not deleted). */
export async function fileDetails(
  ctx: AppContext,
  member: MemberRow,
  p: Payload<"file_details">,
): Promise<Reply<"file_details">> {
  const config = await chatConfig(ctx);
  const view = await chatFor(ctx.db, member, config, p.chat_id);
  const row = view.chat ? await messageCarryingUpload(ctx.db, view.chat.id, p.file_id) : null;
  if (!row) throw notFound();
  return { message: (await presentMessages(ctx.db, view.key, [row]))[0] as ChatMessage };
}

/** How often and how long a crawl asked for over the socket is watched for its end. */
const CRAWL_WATCH_MS = 1000;
const CRAWL_WATCH_TRIES = 60;

/** Pushes `get_link_attachments` to the member once the crawl has ended (or stops watching after a minute). */
function watchCrawl(ctx: AppContext, memberId: string, chatKey: string, crawlId: string, tries = 0) {
  const timer = setTimeout(async () => {
    try {
      const row = await findCrawl(ctx.db, crawlId);
      if (!row) return;
      if (row.status === "finished" || row.status === "error") {
        const crawl = await presentedCrawl(ctx, row);
        await ctx.realtime.publish(`member:${memberId}`, "get_link_attachments", { chat_id: chatKey, crawl });
      } else if (tries + 1 < CRAWL_WATCH_TRIES) watchCrawl(ctx, memberId, chatKey, crawlId, tries + 1);
    } catch (err) {
      ctx.log.warn({ err, crawl: crawlId }, "crawl watch failed");
    }
  }, CRAWL_WATCH_MS);
  timer.unref();
}

/** A link preview for a chat's composer (only where the member may write), through the crawls module. */
export async function linkAttachments(
  ctx: AppContext,
  member: MemberRow,
  p: Payload<"link_attachments">,
): Promise<Reply<"link_attachments">> {
  const config = await chatConfig(ctx);
  const view = await chatFor(ctx.db, member, config, p.chat_id);
  if (!mayWrite(view, config)) throw forbidden("You may not write in this chat.");
  const body = crawlCreateBody.safeParse({ url: p.url });
  if (!body.success) throw invalidInput("url is not a web address");
  const crawl = await startCrawl(ctx, member, body.data);
  if (crawl.status !== "finished" && crawl.status !== "error") watchCrawl(ctx, member.id, view.key, crawl.id);
  return { chat_id: view.key as Reply<"link_attachments">["chat_id"], crawl };
}
