import { isSafeText } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { MemberRow } from "../members/members.schema.js";

/** A topic's kind and id: `group:0123…` → ["group", "0123…"]. */
export const topicParts = (topic: string): [string, string] => {
  const at = topic.indexOf(":");
  return at < 0 ? [topic, ""] : [topic.slice(0, at), topic.slice(at + 1)];
};

/**
 * Of the topics, those the member may hear now: their own member topic, the network's, and every other kind as
 * the module that registered it in `topicAccess` decides, one question per kind for all its ids (a socket's heartbeat
 * asks it for every topic it hears). A kind nobody registered is refused, and so is an id that is not safe text.
 */
export async function allowedTopics(
  ctx: AppContext,
  member: MemberRow,
  networkId: string,
  topics: string[],
): Promise<Set<string>> {
  const byKind = new Map<string, string[]>();
  for (const topic of topics) {
    const [kind, id] = topicParts(topic);
    // An id with a NUL character (which PostgreSQL refuses) names nothing: refused like any topic not allowed.
    if (id && isSafeText(id)) byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
  }
  const allowed = new Set<string>();
  for (const [kind, ids] of byKind) {
    const access = ctx.modules.topicAccess.get(kind);
    const ok =
      kind === "member"
        ? new Set(ids.filter((id) => id === member.id))
        : kind === "network"
          ? new Set(ids.filter((id) => id === networkId))
          : access
            ? await access.allowed(ctx.db, member, [...new Set(ids)])
            : new Set<string>();
    for (const id of ids) if (ok.has(id)) allowed.add(`${kind}:${id}`);
  }
  return allowed;
}

/** A client may join a topic by name unless its kind is only carried by another's (see TopicAccess). */
export const joinable = (ctx: AppContext, topic: string) =>
  !ctx.modules.topicAccess.get(topicParts(topic)[0])?.carriedBy;

/** The hub topics a client topic carries besides its own (`group:{id}` → `group_chat:{id}`). */
export function carriedTopics(ctx: AppContext, topic: string): string[] {
  const [kind, id] = topicParts(topic);
  return [...ctx.modules.topicAccess].filter(([, a]) => a.carriedBy === kind).map(([k]) => `${k}:${id}`);
}
