import type { ZodType, z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import type { Limit } from "../../lib/rate-limit.js";
import type { MemberRow } from "../members/members.schema.js";
import { keyed, type RegistryCollectors } from "../module.js";

/**
 * An action a client pushes on its own `member:{id}` socket topic: the payload is checked with `payload` (an invalid
 * one gets an error reply), `handle` answers the reply (an AppError becomes an error reply with its code as reason).
 * `limit` counts each push per socket. Build it with `socketAction` so the handler's payload is the schema's output.
 */
type Action = {
  payload: ZodType;
  handle: (ctx: AppContext, member: MemberRow, payload: never) => Promise<unknown>;
  limit?: Limit | undefined;
};
/** What a module hears of sockets: one opened or closed (per member), a topic joined (`push` answers that socket only). */
type Hooks = {
  opened?: (ctx: AppContext, member: MemberRow) => void;
  closed?: (ctx: AppContext, member: MemberRow) => void;
  joined?: (
    ctx: AppContext,
    member: MemberRow,
    topic: string,
    push: (event: string, payload: unknown) => void,
  ) => Promise<void>;
};
/**
 * Who may hear a kind of topic (`group` for `group:{id}`), written once by the module whose events go there: of
 * the ids, those the member may hear now, in one statement (asked at a join and again at every heartbeat).
 * A kind `carriedBy` another is not joined by name: its events reach a socket through the carrier's topic with
 * the same id (a group's chat through `group:{id}`), for the sockets its own rule allows.
 */
type TopicRule = {
  allowed: (db: DbOrTx, member: MemberRow, ids: string[]) => Promise<Set<string>>;
  carriedBy?: string;
};

declare module "../module.js" {
  interface ModuleDescriptor {
    /** Socket actions by event name (see realtime.routes.ts). */
    socketActions?: Record<string, Action>;
    socketHooks?: Hooks;
    /** Who may hear the module's topics, by topic kind (the part before the colon). */
    topicAccess?: Record<string, TopicRule>;
  }
  interface ModuleRegistry {
    socketActions: ReadonlyMap<string, Action>;
    socketHooks: readonly Hooks[];
    topicAccess: ReadonlyMap<string, TopicRule>;
  }
}

export const socketCollectors = {
  socketActions: (descriptors) => keyed(descriptors, (d) => d.socketActions),
  socketHooks: (descriptors) => descriptors.flatMap((d) => (d.socketHooks ? [d.socketHooks] : [])),
  topicAccess: (descriptors) => {
    const kinds = keyed(descriptors, (d) => d.topicAccess);
    for (const own of ["member", "network"]) if (kinds.has(own)) throw new Error(`The topic kind ${own} is realtime's`);
    return kinds;
  },
} satisfies Partial<RegistryCollectors>;

/**
 * A module's socket actions from its contract's entries (`{ event: { payload } }`) and one handler per event, each
 * typed by its entry's payload schema: the schema checks a pushed payload before its handler sees it.
 */
export function socketActions<T extends Record<string, { payload: ZodType }>>(
  entries: T,
  handlers: {
    [K in keyof T]: (ctx: AppContext, member: MemberRow, payload: z.output<T[K]["payload"]>) => Promise<unknown>;
  },
  limits: Partial<Record<keyof T, Limit>> = {},
): Record<string, Action> {
  const actions: Record<string, Action> = {};
  for (const name in entries) {
    const entry = entries[name];
    if (entry) actions[name] = { payload: entry.payload, handle: handlers[name], limit: limits[name] };
  }
  return actions;
}
