import { and, eq, inArray, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { forbidden, notFound } from "../../http/errors.js";
import { activeMemberOf, groupChatEnabled, groupIdsWhere } from "../groups/groups.access.js";
import { findGroupById } from "../groups/groups.repo.js";
import type { GroupRow } from "../groups/groups.schema.js";
import { findMemberWith, isReachableMember, memberIdsWhere } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { networkFlagOn } from "../network/network.repo.js";
import {
  type ChatRow,
  chatFromJson,
  directChatJson,
  ensureDirectChat,
  ensureGroupChat,
  findGroupChat,
  pairOf,
} from "./chat.repo.js";
import { chatMessages, chats } from "./chat.schema.js";

/**
 * Who may chat, and in which chats, written once as SQL predicates; the bulk checks and the chat lookup below add
 * `id in (…)` to them, and the socket's topic rule (`group_chat:{id}`), every action, the history and the files of
 * messages ask nothing else.
 */

const asSql = (value: SQLWrapper | string): SQLWrapper => (typeof value === "string" ? sql`${value}` : value);

/** SQL: the member (an id column or value) may chat: not locked; an external member only while the network lets guests chat. */
export const mayChat = (memberId: SQLWrapper | string): SQL<boolean> =>
  or(
    isReachableMember(asSql(memberId), { includeExternal: false }),
    and(networkFlagOn("guest_users_allow_chat"), isReachableMember(asSql(memberId), { includeExternal: true })),
  ) as SQL<boolean>;

/** SQL: the member takes part in the group's chat: they may chat, the group has its chat on, they are an active member. */
export const inGroupChat = (groupId: SQLWrapper | string, memberId: string): SQL =>
  and(mayChat(memberId), groupChatEnabled(groupId), activeMemberOf(groupId, memberId)) as SQL;

/** SQL over `chats`: the chats the member takes part in now (a direct chat of theirs, or a group chat as above). */
export const chatsOpenTo = (memberId: string): SQL =>
  and(
    mayChat(memberId),
    or(
      and(eq(chats.kind, "direct"), or(eq(chats.memberA, memberId), eq(chats.memberB, memberId))),
      and(eq(chats.kind, "group"), groupChatEnabled(chats.groupId), activeMemberOf(chats.groupId, memberId)),
    ),
  ) as SQL;

/** Bulk check: which of the members may chat. */
export const chattersAmong = (db: DbOrTx, memberIds: string[]) => memberIdsWhere(db, mayChat, [...new Set(memberIds)]);

/** Bulk check: which of the groups' chats the member takes part in (the socket's `group_chat:{id}` rule). */
export const groupChatsOpenTo = (db: DbOrTx, memberId: string, groupIds: string[]) =>
  groupIdsWhere(db, (groupId) => inGroupChat(groupId, memberId), groupIds);

/**
 * The crawls among these whose link preview a message (not deleted) of a chat the member takes part in now carries
 * (the crawls module's `crawlCarriers`), in one statement.
 */
export async function crawlsCarriedInChats(db: DbOrTx, memberId: string, crawlIds: string[]): Promise<string[]> {
  if (crawlIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: chatMessages.linkCrawlId })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(and(inArray(chatMessages.linkCrawlId, crawlIds), isNull(chatMessages.deletedAt), chatsOpenTo(memberId)));
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/** Bulk check: which of the stored chats the member takes part in now. */
export async function openChatIds(db: DbOrTx, memberId: string, chatIds: string[]): Promise<Set<string>> {
  if (chatIds.length === 0) return new Set();
  const rows = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(inArray(chats.id, chatIds), chatsOpenTo(memberId)));
  return new Set(rows.map((r) => r.id));
}

/**
 * A chat as one member sees it: the row (null while it has no row yet) and its partner or group. A direct chat
 * knows whether its partner may chat (the viewer may write to them only then).
 */
export type ChatView =
  | { kind: "direct"; key: string; chat: ChatRow | null; partner: MemberRow; partnerChats: boolean }
  | { kind: "group"; key: string; chat: ChatRow | null; group: GroupRow };

const parseKey = (key: string) => {
  const [kind, id] = key.split("/", 2) as [string, string];
  return { kind, id };
};

/**
 * The chat named by `member/{id}` or `group/{id}` as the member may see it: 403 when they may not chat, 404 when
 * it is not theirs. `create` makes the row (a direct chat with a partner who may chat, a group chat the member is
 * in); without it a missing row is answered with a view whose chat is null. One statement for a direct chat
 * (the partner with both members' right to chat and their chat), three for a group's (group, the rule, the chat).
 */
export async function chatFor(
  db: DbOrTx,
  member: MemberRow,
  key: string,
  opts: { create?: boolean } = {},
): Promise<ChatView> {
  const { kind, id } = parseKey(key);
  if (kind === "member") {
    const [a, b] = pairOf(member.id, id);
    const found = await findMemberWith(
      db,
      "chat_direct_lookup",
      id,
      (partnerId) => ({
        viewerChats: mayChat(sql.placeholder("viewer")),
        partnerChats: mayChat(partnerId),
        chat: directChatJson(sql.placeholder("a"), sql.placeholder("b")),
      }),
      { viewer: member.id, a, b },
    );
    if (found && !found.viewerChats) throw forbidden("You may not chat.");
    if (!found || id === member.id) {
      if (!found && !(await chattersAmong(db, [member.id])).has(member.id)) throw forbidden("You may not chat.");
      throw notFound();
    }
    const existing = chatFromJson(found.chat);
    // A new chat only with a member who may chat; an existing one stays readable.
    if (!existing && !found.partnerChats) throw notFound();
    const chat = existing ?? (opts.create ? await ensureDirectChat(db, member.id, id) : null);
    return { kind: "direct", key, chat, partner: found.member, partnerChats: found.partnerChats };
  }
  const group = await findGroupById(db, id);
  if (!group || !(await groupChatsOpenTo(db, member.id, [group.id])).has(group.id)) {
    if (!(await chattersAmong(db, [member.id])).has(member.id)) throw forbidden("You may not chat.");
    throw notFound();
  }
  const chat = (await findGroupChat(db, group.id)) ?? (opts.create ? await ensureGroupChat(db, group.id) : null);
  return { kind: "group", key, chat, group };
}

/** The key a member names the chat by: the partner for a direct chat, the group otherwise. */
export function chatKeyFor(chat: ChatRow, viewerId: string): string {
  if (chat.kind === "group") return `group/${chat.groupId}`;
  return `member/${chat.memberA === viewerId ? chat.memberB : chat.memberA}`;
}

/** The view of a stored chat for a member, or 404 when they do not take part in it now (one statement more). */
export async function storedChatView(db: DbOrTx, member: MemberRow, chat: ChatRow | null): Promise<ChatView> {
  if (!chat || !(await openChatIds(db, member.id, [chat.id])).has(chat.id)) throw notFound();
  return chatFor(db, member, chatKeyFor(chat, member.id));
}
