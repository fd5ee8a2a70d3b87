import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { clear, createStore, del, get, set, type UseStore } from "idb-keyval";

/**
 * The last screen at once: the main screens' queries of one member, kept in IndexedDB (one entry per member id)
 * and put back into the query cache when the server has said who is signed in, so the start page, the inbox and
 * the month draw from the last visit while they revalidate. Only the member the preload names is ever restored;
 * another member's entry is deleted then, and sign-out deletes all of them (docs/ARCHITECTURE.md "Last screen").
 */

/** How long a member's kept screens are worth drawing. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Writes are gathered for this long: a screen's queries answer together. */
export const SAVE_DELAY_MS = 1000;
/** localStorage: whose entry is on this device, so a different member's is deleted before anything else. */
export const CACHE_OWNER_KEY = "intranet.cache-owner";

type Kept = { buster: string; savedAt: number; state: DehydratedState };

/** Where the entries live: IndexedDB in the browser, a map in tests. */
export interface MemberCacheStorage {
  read(memberId: string): Promise<Kept | undefined>;
  write(memberId: string, kept: Kept): Promise<void>;
  remove(memberId: string): Promise<void>;
  removeAll(): Promise<void>;
}

let idbStore: UseStore | null = null;
const store = () => {
  idbStore ??= createStore("intranet-cache", "members");
  return idbStore;
};

export const indexedDbStorage: MemberCacheStorage = {
  read: (id) => get<Kept>(id, store()),
  write: (id, kept) => set(id, kept, store()),
  remove: (id) => del(id, store()),
  removeAll: () => clear(store()),
};

/**
 * The queries worth keeping: what the start page, the inbox, the month and the badges read. Nothing else (no
 * settings, tokens, factors, drafts), and never a failed or unfinished query.
 */
export function isKeptQuery(key: QueryKey): boolean {
  const [root, second] = key;
  switch (root) {
    case "unreads":
    case "my-groups":
    case "calendars":
      return key.length === 1;
    case "activities":
      return second === "list";
    case "messages":
      return second === "inbox" || second === "sent";
    case "appointments":
      return second === "all" || second === "participating";
    case "participation":
      return second === "invites";
    case "invites":
      return true;
    default:
      return false;
  }
}

const shouldKeep = (q: Query) => q.state.status === "success" && isKeptQuery(q.queryKey);

function owner(): string | null {
  try {
    return localStorage.getItem(CACHE_OWNER_KEY);
  } catch {
    return null;
  }
}
function setOwner(memberId: string | null) {
  try {
    if (memberId) localStorage.setItem(CACHE_OWNER_KEY, memberId);
    else localStorage.removeItem(CACHE_OWNER_KEY);
  } catch {
    // Storage turned off: the entry of another member is still never restored (keyed by id).
  }
}

export type MemberCache = {
  /**
   * The member the preload names (null: nobody signed in). Another member's entry is deleted; the member's own is
   * put into the query cache (once per member), and from then on their kept queries are saved as they change.
   */
  follow(memberId: string | null): Promise<void>;
  /** Sign-out: stop saving and delete every member's entry on this device. */
  forget(): Promise<void>;
};

export function memberCache(
  queryClient: QueryClient,
  opts: { buster: string; storage?: MemberCacheStorage; now?: () => number },
): MemberCache {
  const storage = opts.storage ?? indexedDbStorage;
  const now = opts.now ?? Date.now;
  // undefined until the first preload named someone or nobody.
  let current: string | null | undefined;
  let stopSaving: () => void = () => {};

  const save = (memberId: string) =>
    storage
      .write(memberId, {
        buster: opts.buster,
        savedAt: now(),
        state: dehydrate(queryClient, { shouldDehydrateQuery: shouldKeep }),
      })
      .catch(() => {});

  function startSaving(memberId: string) {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || !isKeptQuery(event.query.queryKey) || timer) return;
      timer = setTimeout(() => {
        timer = null;
        void save(memberId);
      }, SAVE_DELAY_MS);
    });
    stopSaving = () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
      stopSaving = () => {};
    };
  }

  return {
    async follow(memberId) {
      if (memberId === current) return;
      stopSaving();
      const previous = current === undefined ? owner() : current;
      current = memberId;
      if (previous && previous !== memberId) await storage.remove(previous).catch(() => {});
      setOwner(memberId);
      if (!memberId) return;
      const kept = await storage.read(memberId).catch(() => undefined);
      // The member may have changed while the entry was read.
      if (current !== memberId) return;
      if (kept && kept.buster === opts.buster && now() - kept.savedAt < CACHE_MAX_AGE_MS) {
        hydrate(queryClient, kept.state);
        // Drawn from the last visit, then asked again: a kept answer is never taken as fresh (a reply written since,
        // on another device, would otherwise stay hidden for the stale time). An answer that came while the entry was
        // read (the first screen's data is asked beside it) is newer, stays in the cache and is not asked again.
        const restored = new Map(kept.state.queries.map((q) => [q.queryHash, q.state.dataUpdatedAt]));
        void queryClient.invalidateQueries({ predicate: (q) => restored.get(q.queryHash) === q.state.dataUpdatedAt });
      } else if (kept) await storage.remove(memberId).catch(() => {});
      startSaving(memberId);
    },
    async forget() {
      stopSaving();
      current = null;
      setOwner(null);
      await storage.removeAll().catch(() => {});
    },
  };
}

/** Sign-out without the app's instance at hand: every member's entry on this device goes. */
export async function forgetAllMemberCaches() {
  setOwner(null);
  await indexedDbStorage.removeAll().catch(() => {});
}

/** Follows the member the preload names whenever it changes (a sign-in in the page, no reload). */
export function followSignedInMember(queryClient: QueryClient, networkKey: QueryKey, cache: MemberCache) {
  const hash = JSON.stringify(networkKey);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.query.queryHash !== hash || event.query.state.status !== "success") return;
    const data = event.query.state.data as { current_member?: { id: string } | null } | undefined;
    void cache.follow(data?.current_member?.id ?? null);
  });
}
