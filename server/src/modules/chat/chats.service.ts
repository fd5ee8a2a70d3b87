import { CHAT_MUTED_FOREVER, CHAT_PAGE, CHAT_STATUS_TEXT_MAX } from "@intranet/contracts";
import { DateTime } from "luxon";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { groupsOfMember } from "../groups/groups.repo.js";
import { displayName } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { type ChatView, chatFor, chatKeyFor, chattersAmong, groupChatsOpenTo } from "./chat.access.js";
import { mayWrite } from "./chat.policy.js";
import { presentProfile } from "./chat.presenter.js";
import {
  type ChatRow,
  directChatsOf,
  findMessage,
  findProfile,
  groupChatsOf,
  messagesPage,
  moveMarker,
  saveProfile,
  upsertState,
} from "./chat.repo.js";
import {
  chatConfig,
  groupChatTopic,
  type Payload,
  presentedChats,
  presentedMessages,
  presentOne,
  type Reply,
} from "./chat.service.js";

// A member's chats: the list, a chat's history, opening one, markers, mutes, typing notices, status and profile.

/** Resync pages are larger than history pages: a client that was away catches up in few round trips. */
export const RESYNC_PAGE = 500;

export async function myChats(ctx: AppContext, member: MemberRow): Promise<Reply<"my_chats">> {
  const config = await chatConfig(ctx);
  const direct = await directChatsOf(ctx.db, member.id);
  const partnerIds = direct.map((c) => chatKeyFor(c, member.id).slice("member/".length));
  // Who may chat among the member and their partners, as chat.access.ts says; nobody's chats for one who may not.
  const chatters = await chattersAmong(ctx.db, [member.id, ...partnerIds]);
  if (!chatters.has(member.id)) return { chats: [] };
  const mine = await groupsOfMember(ctx.db, member.id);
  const open = await groupChatsOpenTo(
    ctx.db,
    member.id,
    mine.map((g) => g.id),
  );
  const groups = mine.filter((g) => open.has(g.id));
  const groupChats = await groupChatsOf(
    ctx.db,
    groups.map((g) => g.id),
  );
  const partners = new Map((await findMembersByIds(ctx.db, partnerIds)).map((m) => [m.id, m]));
  const views: ChatView[] = direct.flatMap((chat) => {
    const key = chatKeyFor(chat, member.id);
    const partner = partners.get(key.slice("member/".length));
    return partner ? [{ kind: "direct" as const, key, chat, partner, partnerChats: chatters.has(partner.id) }] : [];
  });
  // Every chat-enabled group of the member is a chat of theirs, written in yet or not.
  for (const group of groups) {
    const chat = groupChats.find((c) => c.groupId === group.id) ?? null;
    views.push({ kind: "group", key: `group/${group.id}`, chat, group });
  }
  const chats = await presentedChats(ctx.db, member, config, views);
  chats.sort((a, b) => (b.last_interacted_at ?? "").localeCompare(a.last_interacted_at ?? ""));
  return { chats };
}

export async function chatDetails(
  ctx: AppContext,
  member: MemberRow,
  p: Payload<"chat_details">,
): Promise<Reply<"chat_details">> {
  const config = await chatConfig(ctx);
  const view = await chatFor(ctx.db, member, p.chat_id);
  const page = view.chat ? await messagesPage(ctx.db, view.chat.id, {}, CHAT_PAGE) : { rows: [] };
  return {
    chat: await presentOne(ctx, member, config, view),
    messages: await presentedMessages(ctx.db, view.key, page.rows),
  };
}

export async function moreMessages(
  ctx: AppContext,
  member: MemberRow,
  p: Payload<"more_messages">,
): Promise<Reply<"more_messages">> {
  const _config = await chatConfig(ctx);
  const view = await chatFor(ctx.db, member, p.chat_id);
  if (!view.chat) return { messages: [], has_more: false };
  const resync = p.after_seq !== undefined;
  const page = await messagesPage(
    ctx.db,
    view.chat.id,
    resync ? { afterSeq: p.after_seq } : { beforeSeq: p.before_seq },
    resync ? RESYNC_PAGE : CHAT_PAGE,
  );
  return { messages: await presentedMessages(ctx.db, view.key, page.rows), has_more: page.hasMore };
}

export async function createChat(
  ctx: AppContext,
  member: MemberRow,
  p: Payload<"create_chat">,
): Promise<Reply<"create_chat">> {
  const config = await chatConfig(ctx);
  const key = "member_id" in p ? `member/${p.member_id}` : `group/${p.group_id}`;
  const view = await chatFor(ctx.db, member, key, { create: true });
  if (view.kind === "direct" && !mayWrite(view)) throw notFound();
  if (view.chat) await upsertState(ctx.db, view.chat.id, member.id, { lastInteractedAt: new Date() });
  return { chat: await presentOne(ctx, member, config, view) };
}

async function moveTo(
  ctx: AppContext,
  member: MemberRow,
  p: { chat_id: string; message_id: string },
  marker: "read" | "received",
) {
  const config = await chatConfig(ctx);
  const view = await chatFor(ctx.db, member, p.chat_id);
  const message = await findMessage(ctx.db, p.message_id);
  if (!view.chat || !message || message.chatId !== view.chat.id) throw notFound();
  const moved = await moveMarker(ctx.db, view.chat.id, member.id, marker, message.id, message.seq);
  if (moved) {
    const event = marker === "read" ? "mark_as_read" : "mark_as_received";
    const payload = (key: string) => ({ chat_id: key, member_id: member.id, message_id: message.id });
    await ctx.realtime.publish(`member:${member.id}`, event, payload(view.key));
    // The partner hears of it while they may chat (chat.access.ts), like everything else of the chat.
    if (view.kind === "direct" && mayWrite(view))
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
  const view = await chatFor(ctx.db, member, chatKey, { create: true });
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
  const _config = await chatConfig(ctx);
  const view = await chatFor(ctx.db, member, p.chat_id);
  const who = { id: member.id, name: displayName(member) };
  if (view.kind === "direct") {
    if (mayWrite(view))
      await ctx.realtime.publish(`member:${view.partner.id}`, "composing", {
        chat_id: `member/${member.id}`,
        member: who,
      });
  } else await ctx.realtime.publish(groupChatTopic(view.group.id), "composing", { chat_id: view.key, member: who });
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
  const row = await saveProfile(ctx.db, member.id, p.status, normalizeStatusText(p.status_text));
  const profile = presentProfile(member, row, (await chattersAmong(ctx.db, [member.id])).has(member.id));
  await ctx.realtime.publish(`member:${member.id}`, "my_profile", { profile });
  return { profile };
}

export async function networkInfo(ctx: AppContext, member: MemberRow): Promise<Reply<"network_info">> {
  const [config, row, chatters] = await Promise.all([
    chatConfig(ctx),
    findProfile(ctx.db, member.id),
    chattersAmong(ctx.db, [member.id]),
  ]);
  return { config, profile: presentProfile(member, row, chatters.has(member.id)) };
}
