import type {
  ActivityNotificationKind,
  NotificationSubject,
  SubjectNotificationKind,
  UnreadKey,
} from "@intranet/contracts";
import type { Placeholder, SQL, SQLWrapper } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";
import type { DbOrTx, Tx } from "../db/client.js";
import type { SignedInMember, SignedInSession } from "../http/auth.js";

// The generic part of a module: what every descriptor may carry and how the app collects it. It names no module:
// a hook over a module's rows (search sources, socket actions, appointment hooks, …) is declared by the module that
// calls it, beside its type, with `declare module "../module.js"` adding its field to `ModuleDescriptor` and its
// collected form to `ModuleRegistry`, plus a `RegistryCollectors` entry that `modules/index.ts` lists.

/**
 * A module's unread counts for a member as SQL expressions, each an integer scalar subquery, e.g.
 * { GroupInvites: sql`(select count(*)::int from …)` }: GET /api/v1/unreads selects every module's in one statement.
 */
export type UnreadCountSql = (memberId: string | Placeholder) => Partial<Record<UnreadKey, SQL<number>>>;

/** The signed-in member and session behind a session cookie; the auth module supplies it. */
export type SessionLookup = (
  db: DbOrTx,
  token: string,
) => Promise<{ session: SignedInSession; member: SignedInMember } | null>;

/** The columns of a notification row that a subject kind reads: what it is about, who receives it, who did it. */
export type NotificationColumns = { subjectId: SQLWrapper; recipientId: SQLWrapper; actorId: SQLWrapper };
/**
 * A kind of notification about one of the module's objects (an invitation into a group, a join request, an
 * invitation to an appointment), by the kind's name in contracts' SUBJECT_NOTIFICATION_KINDS: an SQL scalar
 * subquery over the notification's columns giving its subject as the recipient may see it now, as JSON
 * (NotificationSubject), or null when it no longer concerns them (answered or withdrawn, gone, hidden from them).
 * The notification page selects it with its rows in one keyset statement and leaves the nulls out.
 */
export type NotificationKind = {
  subject: (n: NotificationColumns, ctx: AppContext) => SQL<NotificationSubject | null>;
};

/**
 * Something that happened to a module's object, as that module reports it inside its transaction: an invitation
 * into a group or to an appointment (recipient: the invitee), a join request (the group's administrators), a request
 * approved or declined (the requester). `subjectId` is the group or appointment; `key` tells apart notifications
 * about the same object that do not replace each other (the requester of a join request). The kind must be
 * registered by a module's descriptor (`notificationKinds`), which presents it.
 */
export type SubjectEvent = {
  kind: SubjectNotificationKind;
  subjectId: string;
  key?: string;
  actorId: string | null;
  recipientIds: readonly string[];
};
/** Which notifications about objects: of one kind, about these objects (and key), optionally of one recipient. */
export type SubjectNotifications = {
  kind: SubjectNotificationKind;
  subjectIds: string[];
  key?: string;
  recipientId?: string;
};
/**
 * Something that happened to an activity, as the activities module reports it inside its transaction: `mention`
 * (recipients: the members the activity mentions), `reply` and `answer` (the activity's author), `like` (the
 * activity's author), `accepted_answer` (the answer's author). `replyId` names the reply or answer.
 */
export type ActivityEvent = {
  kind: ActivityNotificationKind;
  activityId: string;
  replyId?: string;
  actorId: string;
  recipientIds: readonly (string | null | undefined)[];
};
/** Work to do once the transaction committed (tell the members' tabs). */
export type AfterCommit = () => Promise<void>;
/**
 * How a module records notifications about its objects and activities, without knowing the module that keeps them
 * (the notifications module supplies it as `notifier`; without one nothing is recorded). Reached as
 * `ctx.modules.notifier`.
 */
export type Notifier = {
  /** Notifies an activity event's recipients (never the actor) in the caller's transaction. */
  activity: (tx: DbOrTx, ctx: AppContext, event: ActivityEvent) => Promise<AfterCommit>;
  /** Notifies the event's recipients (never the actor) in the caller's transaction; the result runs after commit. */
  notify: (tx: DbOrTx, ctx: AppContext, event: SubjectEvent) => Promise<AfterCommit>;
  /** Removes notifications that concern nobody any more; gives the recipients whose unread count fell. */
  withdraw: (tx: DbOrTx, f: SubjectNotifications) => Promise<string[]>;
  /** Marks notifications read whose matter was settled; gives the recipients whose unread count fell. */
  settle: (tx: DbOrTx, f: SubjectNotifications) => Promise<string[]>;
  /** Forgets every notification about these objects (a group deleted). */
  forget: (db: DbOrTx, subjectIds: string[]) => Promise<void>;
  /** Tells each member's open tabs to refetch their unread counts (after the commit that changed them). */
  unreadsChanged: (ctx: AppContext, memberIds: readonly string[]) => Promise<void>;
};

const noNotifier: Notifier = {
  activity: async () => async () => {},
  notify: async () => async () => {},
  withdraw: async () => [],
  settle: async () => [],
  forget: async () => {},
  unreadsChanged: async () => {},
};

/**
 * Everything a server module adds to the app. `modules/index.ts` lists the descriptors; `app.ts`
 * registers the routes and collects the rest into `ctx.modules`, one registry per app. The modules that own
 * a hook add its field here (see above).
 */
export interface ModuleDescriptor {
  name: string;
  /** A Fastify plugin; every route declares its auth decision. */
  routes?: FastifyPluginAsync<AppContext>;
  /** The module's Drizzle tables (drizzle-kit reads the `*.schema.ts` files themselves). */
  schema?: Record<string, unknown>;
  /** Registers the module's job handlers on `ctx.jobs`. */
  jobs?: (ctx: AppContext) => void;
  /** Counts merged into GET /api/v1/unreads, as SQL asked together with every other module's in one statement. */
  unreadCounts?: UnreadCountSql;
  /** Exactly one module (auth) turns a session cookie into a member. */
  sessions?: SessionLookup;
  /** Runs once when the server starts, after the jobs (not in tests). */
  start?: (ctx: AppContext) => Promise<unknown>;
  /** Demo data the module adds when the demo network is created, inside its transaction. */
  seed?: (tx: Tx, ctx: AppContext) => Promise<void>;
  notificationKinds?: Record<string, NotificationKind>;
  /** Exactly one module (notifications) records the notifications other modules report. */
  notifier?: Notifier;
}

/** The descriptors' contributions, collected once per app (two apps in one process never share one). */
export interface ModuleRegistry {
  descriptors: readonly ModuleDescriptor[];
  unreadCounts: ReadonlyMap<string, UnreadCountSql>;
  sessions: SessionLookup;
  notificationKinds: ReadonlyMap<string, NotificationKind>;
  notifier: Notifier;
}

/** A hook's value as a descriptor fills it, for modules that implement a hook without importing its owner. */
export type HookOf<K extends keyof ModuleDescriptor> = NonNullable<ModuleDescriptor[K]>;

/** How each registry entry is built from the descriptors; the owner of a hook writes its entry. */
export type RegistryCollectors = {
  [K in Exclude<keyof ModuleRegistry, "descriptors">]: (
    descriptors: readonly ModuleDescriptor[],
    ctx: AppContext,
  ) => ModuleRegistry[K];
};

/** Every descriptor's entries of one hook in one map; a key registered twice stops the start. */
export function keyed<T, K extends string = string>(
  descriptors: readonly ModuleDescriptor[],
  pick: (d: ModuleDescriptor) => Partial<Record<K, T>> | undefined,
) {
  const map = new Map<K, T>();
  for (const d of descriptors) {
    for (const [key, value] of Object.entries(pick(d) ?? {}) as [K, T][]) {
      if (map.has(key)) throw new Error(`Module ${d.name} registers "${key}" a second time`);
      map.set(key, value);
    }
  }
  return map;
}

/** One hook's value of each module that fills it, by module name. */
export function byModule<T>(descriptors: readonly ModuleDescriptor[], pick: (d: ModuleDescriptor) => T | undefined) {
  return keyed<T>(descriptors, (d) => {
    const value = pick(d);
    return value === undefined ? undefined : { [d.name]: value };
  });
}

/** The one module's value of a hook only one may fill (the session lookup), or `fallback` when none does. */
export function single<T>(
  descriptors: readonly ModuleDescriptor[],
  what: string,
  pick: (d: ModuleDescriptor) => T | undefined,
  fallback: T,
): T {
  const values = descriptors.flatMap((d) => {
    const value = pick(d);
    return value === undefined ? [] : [value];
  });
  if (values.length > 1) throw new Error(`More than one module supplies ${what}`);
  return values[0] ?? fallback;
}

/** The generic hooks' entries (the others are their owners'). */
export const coreCollectors = {
  unreadCounts: (descriptors) => byModule(descriptors, (d) => d.unreadCounts),
  sessions: (descriptors) =>
    single(
      descriptors,
      "the session lookup",
      (d) => d.sessions,
      async () => null,
    ),
  notificationKinds: (descriptors) => keyed(descriptors, (d) => d.notificationKinds),
  notifier: (descriptors) => single(descriptors, "the notifier", (d) => d.notifier, noNotifier),
} satisfies Partial<RegistryCollectors>;

/** Builds `ctx.modules`: checks the names are unique and runs every entry's collector. */
export function collectRegistry(
  descriptors: readonly ModuleDescriptor[],
  ctx: AppContext,
  collectors: RegistryCollectors,
): ModuleRegistry {
  const names = new Set<string>();
  for (const d of descriptors) {
    if (names.has(d.name)) throw new Error(`Two modules are named ${d.name}`);
    names.add(d.name);
  }
  const registry: Record<string, unknown> = { descriptors };
  for (const [key, collect] of Object.entries(collectors) as [string, RegistryCollectors[keyof RegistryCollectors]][])
    registry[key] = collect(descriptors, ctx);
  return registry as unknown as ModuleRegistry;
}

// The names other modules know the owners' hook types by, derived from the descriptor (no import of the owner).
export type FileAccessResolver = HookOf<"fileAccess">;
export type TranslatableType = HookOf<"translatables">[string];
export type TranslatableFields = NonNullable<Awaited<ReturnType<TranslatableType["load"]>>>;
export type SearchSource = NonNullable<HookOf<"searchSources">[keyof HookOf<"searchSources">]>;
export type SearchRequest = Parameters<SearchSource["search"]>[2];
export type ActivityType = HookOf<"activityTypes">[string];
export type ActivityAttachmentsHook = HookOf<"activityAttachments">;
export type SocketAction = HookOf<"socketActions">[string];
export type SocketHooks = HookOf<"socketHooks">;
export type TopicAccess = HookOf<"topicAccess">[string];
