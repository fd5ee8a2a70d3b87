import { type ChatConfig, type ChatMessage, crawlCreateBody } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { forbidden, notFound } from "../../http/errors.js";
import { findCrawl } from "../crawls/crawls.repo.js";
import { presentedCrawl, readableCrawls, startCrawl } from "../crawls/crawls.service.js";
import { queuePush } from "../devices/devices.service.js";
import type { MemberRow } from "../members/members.schema.js";
import { findUploads, publishOwnUploads } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import { type ChatView, chatFor } from "./chat.access.js";
import { mayWrite } from "./chat.policy.js";
import { presenceOf } from "./chat.presence.js";
import {
  type ChatMessageRow,
  type ChatRow,
  findMessage,
  findMessageByCid,
  insertAttachments,
  messageCarryingUpload,
  updateMessageRow,
} from "./chat.repo.js";
import {
  chatConfig,
  chatError,
  invalidInput,
  type KnownRows,
  messageFor,
  type Payload,
  presentedChats,
  presentedMessages,
  publishMessage,
  type Reply,
} from "./chat.service.js";
import { insertNextMessage } from "./chat-send.repo.js";

// A chat's messages: sending (idempotent by cid, gap-free seq), editing, deleting, their files and link previews.

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

/** The sending statement stored nothing: the author's cid is stored already (or the chat is gone). */
class StoredAlready extends Error {}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/** The stored message of this cid when it is the same chat's, presented for the author (a resend). */
async function resent(ctx: AppContext, member: MemberRow, view: ChatView, cid: string) {
  const existing = await findMessageByCid(ctx.db, member.id, cid);
  if (!existing) return null;
  if (existing.chatId !== view.chat?.id) throw invalidInput("cid is already used");
  return { message: (await presentedMessages(ctx.db, view.key, [existing]))[0] as ChatMessage };
}

/**
 * Sends a message, idempotent by (author, cid): a resend answers the stored message and pushes nothing. The seq is
 * taken from the chat row in the sending statement, so it is gap-free; events go out after the commit.
 *
 * A plain text message in a direct chat costs two statements: the chat lookup (the partner, both members' right to
 * chat and their chat), and one for the seq, the message and the author's state, which writes nothing for a cid the
 * author has used (a resend, answered with the stored message). Its answer is presented from the rows at hand
 * (docs/chat-protocol.md).
 */
export async function sendMessage(
  ctx: AppContext,
  member: MemberRow,
  p: Payload<"send_message">,
): Promise<Reply<"send_message">> {
  const view = await chatFor(ctx.db, member, p.chat_id, { create: true });
  if (!mayWrite(view)) throw forbidden("You may not write in this chat.");
  const chat = view.chat as ChatRow;
  const uploadIds = [...new Set([...p.file_ids, ...p.image_ids])];
  // A resend with attachments is answered from the (author, cid) index before anything else: its uploads are no
  // longer the author's unpublished ones the second time. Without attachments the sending statement tells it.
  if (uploadIds.length > 0) {
    const again = await resent(ctx, member, view, p.cid);
    if (again) return again;
  }
  const text = p.text.trim();
  const attached =
    uploadIds.length > 0
      ? await prepareAttachments(
          member,
          await chatConfig(ctx),
          new Map((await findUploads(ctx.db, uploadIds)).map((u) => [u.id, u])),
          p,
        )
      : [];
  if (!text && attached.length === 0) throw invalidInput("text can't be blank");
  let quoted: ChatMessageRow | null = null;
  if (p.quoted_message_id) {
    quoted = await findMessage(ctx.db, p.quoted_message_id);
    if (!quoted || quoted.chatId !== chat.id) throw invalidInput("quoted_message_id is invalid");
  }
  let link: Partial<ChatMessageRow> = {};
  if (p.link_crawl_id) {
    const [crawl] = await readableCrawls(ctx, member, [p.link_crawl_id]);
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
      ...link,
      chatId: chat.id,
      authorId: member.id,
      cid: p.cid,
      text,
      quotedMessageId: p.quoted_message_id ?? null,
      createdAt: now,
    });
    if (!inserted) throw new StoredAlready();
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
    return inserted;
  };
  try {
    // Without attachments the message is one statement (the seq, the row, the author's state: they have read their
    // own message); attachments publish with it in a transaction.
    row = attached.length > 0 ? await ctx.db.transaction((tx) => store(tx)) : await store(ctx.db);
  } catch (err) {
    // A resend, or the same cid sent twice at once (another instance, a resend racing the first): the stored one wins.
    if (err instanceof StoredAlready || isUniqueViolation(err)) {
      const stored = await resent(ctx, member, view, p.cid);
      if (stored) return stored;
    }
    // The sending statement found no chat row and no stored cid: the chat went meanwhile.
    if (err instanceof StoredAlready) throw notFound();
    throw err;
  }
  const fresh = { ...chat, lastSeq: row.seq, lastMessageAt: row.createdAt };
  if (fresh.kind === "direct" && row.seq === 1 && view.kind === "direct") {
    // The partner learns of the chat with its first message.
    const partnerView: ChatView = {
      kind: "direct",
      key: `member/${member.id}`,
      chat: fresh,
      partner: member,
      partnerChats: true,
    };
    await ctx.realtime.publish(`member:${view.partner.id}`, "create_chat", {
      chat: (await presentedChats(ctx.db, view.partner, await chatConfig(ctx), [partnerView]))[0],
    });
  }
  // A partner with no open socket hears of it on their devices (group chats: not pushed, see docs/spec-coverage.md).
  if (view.kind === "direct" && !presenceOf(ctx).has(view.partner.id)) {
    await queuePush(ctx, {
      kind: "chat_messages",
      recipientIds: [view.partner.id],
      actorId: member.id,
      title: "chatMessage",
      url: `/chat/member/${member.id}`,
      tag: `chat:${chat.id}`,
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
  if (row.deletedAt) return { message: (await presentedMessages(ctx.db, view.key, [row]))[0] as ChatMessage };
  const deleted = await updateMessageRow(ctx.db, row.id, { deletedAt: new Date(), text: "" });
  return { message: await publishMessage(ctx, view.chat as ChatRow, "delete_message", deleted, view.key) };
}

/** Whether the member may download the message's files: they are in its chat now. */
export async function downloadableMessage(ctx: AppContext, member: MemberRow, messageId: string) {
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
  const view = await chatFor(ctx.db, member, p.chat_id);
  const row = view.chat ? await messageCarryingUpload(ctx.db, view.chat.id, p.file_id) : null;
  if (!row) throw notFound();
  return { message: (await presentedMessages(ctx.db, view.key, [row]))[0] as ChatMessage };
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
  const view = await chatFor(ctx.db, member, p.chat_id);
  if (!mayWrite(view)) throw forbidden("You may not write in this chat.");
  const body = crawlCreateBody.safeParse({ url: p.url });
  if (!body.success) throw invalidInput("url is not a web address");
  const crawl = await startCrawl(ctx, member, body.data);
  if (crawl.status !== "finished" && crawl.status !== "error") watchCrawl(ctx, member.id, view.key, crawl.id);
  return { chat_id: view.key as Reply<"link_attachments">["chat_id"], crawl };
}
