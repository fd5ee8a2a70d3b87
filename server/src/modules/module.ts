import type {
  ActivityObjectSummary,
  NotificationSubject,
  SearchHit,
  SearchModule,
  SearchSort,
  SearchSuggestion,
  UnreadKey,
} from "@intranet/contracts";
import type { Placeholder, SQL, SQLWrapper } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodType } from "zod";
import type { AppContext } from "../context.js";
import type { DbOrTx, Tx } from "../db/client.js";
import type { SignedInMember, SignedInSession } from "../http/auth.js";
import type { Limit } from "../lib/rate-limit.js";
import type { AppointmentHooks } from "./calendar/participation-hooks.js";
import type { MemberRow } from "./members/members.schema.js";
import type { ParsedQuery } from "./search/query.js";
import type { UploadRow } from "./uploads/uploads.schema.js";

/**
 * A module's unread counts for a member, e.g. { GroupInvites: 2, GroupJoinRequests: 0 }; keys are contracts' UnreadKey.
 * Counted by the module's own query: one statement more on every GET /api/v1/unreads (see UnreadCountSql).
 */

/**
 * A module's unread counts for a member as SQL expressions, each an integer scalar subquery, e.g.
 * { GroupInvites: sql`(select count(*)::int from …)` }: GET /api/v1/unreads selects every module's in one statement.
 */
export type UnreadCountSql = (memberId: string | Placeholder) => Partial<Record<UnreadKey, SQL<number>>>;

/**
 * Whether the file is attached to something of the module that the member may read (an appointment's
 * image or files for its readers, a message's attachments for its parties, an avatar for every member),
 * decided by the module's own access predicates. False when it is attached to nothing of the module or
 * to nothing the member may read: a stored file nobody's resolver grants is readable by its uploader alone.
 */
export type FileAccessResolver = (db: DbOrTx, member: MemberRow, upload: UploadRow) => Promise<boolean>;

export type TranslatableFields = Record<string, { text: string; html: boolean }>;

/**
 * An entity translatable at /translations/{lng}/{type}/{id}: its fields for a member who may read
 * it (null → 404), and the module's HTML cleaner, because the provider's output is not trusted.
 */
export type TranslatableType = {
  load: (ctx: AppContext, member: MemberRow, id: string) => Promise<TranslatableFields | null>;
  sanitize: (html: string) => string;
};

/** The signed-in member and session behind a session cookie; the auth module supplies it. */
export type SessionLookup = (
  db: DbOrTx,
  token: string,
) => Promise<{ session: SignedInSession; member: SignedInMember } | null>;

/** What a search source is asked (see modules/search): the parsed query and the page wanted. */
export type SearchRequest = {
  member: MemberRow;
  query: ParsedQuery;
  /** Only content of this group (the group's search); the route has checked the member may see the group. */
  groupId: string | null;
  sort: SearchSort;
  limit: number;
  offset: number;
  /** How many of the newest matches are ranked and counted (see matchPage): fewer for the overview's five. */
  cap: number;
};

/**
 * A module's share of the search (communication.md §2 "Search"), under its key in `searchModules`: one page
 * of hits the member may read, filtered in SQL by the module's own access predicates, and how many there are
 * (counted up to SEARCH_TOTAL_MAX). `db` runs with the search's statement timeout.
 */
export type SearchSource = {
  /** False when the module has nothing that belongs to a group (messages, groups): left out of a group's search. */
  inGroups: boolean;
  search: (
    ctx: AppContext,
    db: DbOrTx,
    req: SearchRequest,
  ) => Promise<{ hits: SearchHit[]; total: number; capped: boolean }>;
  /** The header's suggestions: up to `limit` titles whose words start with what was typed. */
  suggest?: (ctx: AppContext, db: DbOrTx, req: SearchRequest) => Promise<SearchSuggestion[]>;
};
/**
 * A kind of activity another module posts about one of its objects (an appointment): how to present those
 * objects to a member, as summaries by id. An object the member may not read (or that is gone) has no entry,
 * and its activity is left out of what they see.
 */
export type ActivityType = {
  present: (db: DbOrTx, member: MemberRow, ids: string[]) => Promise<Map<string, ActivityObjectSummary>>;
};
/**
 * Files attached to activities and replies, as they change inside the writing transaction: `added` are the uploads
 * newly attached as files (not images), `removed` the upload ids no longer attached (an edit, a deleted reply or
 * activity). The files module keeps them in the context's activity-stream folder.
 */
export type ActivityAttachmentsHook = (
  tx: DbOrTx,
  change: { groupId: string | null; authorId: string; added: UploadRow[]; removed: string[] },
) => Promise<void>;

/** The columns of a notification row that a subject kind reads: what it is about, who receives it, who did it. */
export type NotificationColumns = { subjectId: SQLWrapper; recipientId: SQLWrapper; actorId: SQLWrapper };
/**
 * A kind of notification about one of the module's objects (an invitation into a group, a join request, an
 * invitation to an appointment), by the kind's name in contracts' SUBJECT_NOTIFICATION_KINDS: an SQL scalar
 * subquery over the notification's columns giving its subject as the recipient may see it now, as JSON
 * (NotificationSubject), or null when it no longer concerns them (answered or withdrawn, gone, hidden from them).
 * The notification page selects it with its rows in one keyset statement and leaves the nulls out.
 */
export type NotificationKind = { subject: (n: NotificationColumns) => SQL<NotificationSubject | null> };

/**
 * An action a client pushes on its own `member:{id}` socket topic: the payload is checked with `payload` (an invalid
 * one gets an error reply), `handle` answers the reply (an AppError becomes an error reply with its code as reason).
 * `limit` counts each push per socket.
 */
export type SocketAction = {
  payload: ZodType;
  handle: (ctx: AppContext, member: MemberRow, payload: never) => Promise<unknown>;
  limit?: Limit;
};
/** What a module hears of sockets: one opened or closed (per member), a topic joined (`push` answers that socket only). */
export type SocketHooks = {
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
 * Everything a server module adds to the app. `modules/index.ts` lists the descriptors; `app.ts`
 * registers the routes and collects the rest into `ctx.modules`, one registry per app.
 */
export type ModuleDescriptor = {
  name: string;
  /** A Fastify plugin; every route declares its auth decision. */
  routes?: FastifyPluginAsync<AppContext>;
  /** The module's Drizzle tables (drizzle-kit reads the `*.schema.ts` files themselves). */
  schema?: Record<string, unknown>;
  /** Registers the module's job handlers on `ctx.jobs`. */
  jobs?: (ctx: AppContext) => void;
  /** Counts merged into GET /api/v1/unreads, as SQL asked together with every other module's in one statement. */
  unreadCounts?: UnreadCountSql;
  fileAccess?: FileAccessResolver;
  /** By the type name used in the translation URL. */
  translatables?: Record<string, TranslatableType>;
  /** How the module takes part in appointments (built with the app's context). */
  appointmentHooks?: (ctx: AppContext) => Partial<AppointmentHooks>;
  /** Exactly one module (auth) turns a session cookie into a member. */
  sessions?: SessionLookup;
  /** Runs once when the server starts, after the jobs (not in tests). */
  start?: (ctx: AppContext) => Promise<unknown>;
  /** Demo data the module adds when the demo network is created, inside its transaction. */
  seed?: (tx: Tx, ctx: AppContext) => Promise<void>;
  /** The module's search sources by search module key (`activities`, `files`, …). */
  searchSources?: Partial<Record<SearchModule, SearchSource>>;
  activityTypes?: Record<string, ActivityType>;
  activityAttachments?: ActivityAttachmentsHook;
  notificationKinds?: Record<string, NotificationKind>;
  /** Socket actions by event name (see realtime.routes.ts). */
  socketActions?: Record<string, SocketAction>;
  socketHooks?: SocketHooks;
};

/** The descriptors' contributions, collected once per app (two apps in one process never share one). */
export type ModuleRegistry = {
  descriptors: readonly ModuleDescriptor[];
  unreadCounts: ReadonlyMap<string, UnreadCountSql>;
  fileAccess: ReadonlyMap<string, FileAccessResolver>;
  translatables: ReadonlyMap<string, TranslatableType>;
  appointments: AppointmentHooks;
  sessions: SessionLookup;
  searchSources: ReadonlyMap<SearchModule, SearchSource>;
  activityTypes: ReadonlyMap<string, ActivityType>;
  /** Every module's hook on activity file attachments, run in order. */
  activityAttachments: ActivityAttachmentsHook;
  notificationKinds: ReadonlyMap<string, NotificationKind>;
  socketActions: ReadonlyMap<string, SocketAction>;
  socketHooks: readonly SocketHooks[];
};

function keyed<T, K extends string = string>(
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

function byModule<T>(descriptors: readonly ModuleDescriptor[], pick: (d: ModuleDescriptor) => T | undefined) {
  return keyed<T>(descriptors, (d) => {
    const value = pick(d);
    return value === undefined ? undefined : { [d.name]: value };
  });
}

/** Every module's appointment hooks as one: all present, any grants reading, every save hook runs. */
function combineAppointmentHooks(parts: Partial<AppointmentHooks>[]): AppointmentHooks {
  return {
    async present(db, pc, instances, presented) {
      for (const p of parts) await p.present?.(db, pc, instances, presented);
    },
    async mayRead(db, memberId, rowIds) {
      for (const p of parts) if (await p.mayRead?.(db, memberId, rowIds)) return true;
      return false;
    },
    participating(memberId) {
      for (const p of parts) {
        const rows = p.participating?.(memberId);
        if (rows) return rows;
      }
      return null;
    },
    async saved(tx, save) {
      const after: (() => Promise<void>)[] = [];
      for (const p of parts) {
        const next = await p.saved?.(tx, save);
        if (next) after.push(next);
      }
      return after.length === 0
        ? undefined
        : async () => {
            for (const run of after) await run();
          };
    },
  };
}

export function collectModules(descriptors: readonly ModuleDescriptor[], ctx: AppContext): ModuleRegistry {
  const names = new Set<string>();
  for (const d of descriptors) {
    if (names.has(d.name)) throw new Error(`Two modules are named ${d.name}`);
    names.add(d.name);
  }
  const lookups = descriptors.flatMap((d) => (d.sessions ? [d.sessions] : []));
  if (lookups.length > 1) throw new Error("More than one module supplies the session lookup");
  return {
    descriptors,
    unreadCounts: byModule(descriptors, (d) => d.unreadCounts),
    fileAccess: byModule(descriptors, (d) => d.fileAccess),
    translatables: keyed(descriptors, (d) => d.translatables),
    appointments: combineAppointmentHooks(
      descriptors.flatMap((d) => (d.appointmentHooks ? [d.appointmentHooks(ctx)] : [])),
    ),
    sessions: lookups[0] ?? (async () => null),
    searchSources: keyed<SearchSource, SearchModule>(descriptors, (d) => d.searchSources),
    activityTypes: keyed(descriptors, (d) => d.activityTypes),
    activityAttachments: async (tx, change) => {
      if (change.added.length === 0 && change.removed.length === 0) return;
      for (const d of descriptors) await d.activityAttachments?.(tx, change);
    },
    notificationKinds: keyed(descriptors, (d) => d.notificationKinds),
    socketActions: keyed(descriptors, (d) => d.socketActions),
    socketHooks: descriptors.flatMap((d) => (d.socketHooks ? [d.socketHooks] : [])),
  };
}
