import type { ChatConfig } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import { forbidden, notFound } from "../../http/errors.js";
import { isActiveMember } from "../groups/groups.access.js";
import { findGroupById, findMembership } from "../groups/groups.repo.js";
import type { GroupRow } from "../groups/groups.schema.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { type ChatRow, ensureDirectChat, ensureGroupChat, findDirectChat, findGroupChat } from "./chat.repo.js";

/** can.chat: signed-in, not locked; external members (guests) only when the network lets guests chat. */
export const mayChat = (member: Pick<MemberRow, "lockedAt" | "isExternal">, config: ChatConfig) =>
  !member.lockedAt && (!member.isExternal || config.guest_users_allow_chat);

/** A chat as one member sees it: the row (null while a direct chat has no row yet), and its partner or group. */
export type ChatView =
  | { kind: "direct"; key: string; chat: ChatRow | null; partner: MemberRow }
  | { kind: "group"; key: string; chat: ChatRow | null; group: GroupRow };

const parseKey = (key: string) => {
  const [kind, id] = key.split("/", 2) as [string, string];
  return { kind, id };
};

/** Whether the member is in the group's chat now (asked on every action, never cached). */
async function inGroupChat(db: DbOrTx, member: MemberRow, group: GroupRow | null): Promise<boolean> {
  if (!group?.chatEnabled) return false;
  return isActiveMember(await findMembership(db, group.id, member.id));
}

/**
 * The chat named by `member/{id}` or `group/{id}` as the member may see it, or 404. `create` makes the row
 * (a direct chat with a reachable partner, a chat-enabled group the member is in); without it a missing row is
 * answered with a view whose chat is null.
 */
export async function chatFor(
  db: DbOrTx,
  member: MemberRow,
  config: ChatConfig,
  key: string,
  opts: { create?: boolean } = {},
): Promise<ChatView> {
  if (!mayChat(member, config)) throw forbidden("You may not chat.");
  const { kind, id } = parseKey(key);
  if (kind === "member") {
    if (id === member.id) throw notFound();
    const partner = await findMemberById(db, id);
    if (!partner) throw notFound();
    const existing = await findDirectChat(db, member.id, partner.id);
    // A new chat only with a member who may chat and is reachable; an existing one stays readable.
    if (!existing && !mayChat(partner, config)) throw notFound();
    const chat = existing ?? (opts.create ? await ensureDirectChat(db, member.id, partner.id) : null);
    return { kind: "direct", key, chat, partner };
  }
  const group = await findGroupById(db, id);
  if (!group || !(await inGroupChat(db, member, group))) throw notFound();
  const chat = (await findGroupChat(db, group.id)) ?? (opts.create ? await ensureGroupChat(db, group.id) : null);
  return { kind: "group", key, chat, group };
}

/** Whether the member takes part in the chat now: its direct member, or an active member of its chat-enabled group. */
export async function inChat(db: DbOrTx, member: MemberRow, chat: ChatRow): Promise<boolean> {
  if (chat.kind === "direct") return chat.memberA === member.id || chat.memberB === member.id;
  return chat.groupId !== null && inGroupChat(db, member, await findGroupById(db, chat.groupId));
}

/** The key a member names the chat by: the partner for a direct chat, the group otherwise. */
export function chatKeyFor(chat: ChatRow, viewerId: string): string {
  if (chat.kind === "group") return `group/${chat.groupId}`;
  return `member/${chat.memberA === viewerId ? chat.memberB : chat.memberA}`;
}

/** The view of a stored chat for a member who is in it (checked by the caller). */
export async function viewOf(db: DbOrTx, member: MemberRow, chat: ChatRow): Promise<ChatView> {
  const key = chatKeyFor(chat, member.id);
  if (chat.kind === "direct") {
    const partner = await findMemberById(db, key.slice("member/".length));
    if (!partner) throw notFound();
    return { kind: "direct", key, chat, partner };
  }
  const group = await findGroupById(db, chat.groupId as string);
  if (!group) throw notFound();
  return { kind: "group", key, chat, group };
}

/** Whether the member may write: in a direct chat the partner must still be able to chat. */
export const mayWrite = (view: ChatView, config: ChatConfig) => view.kind === "group" || mayChat(view.partner, config);
