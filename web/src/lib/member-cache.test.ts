import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CACHE_MAX_AGE_MS,
  CACHE_OWNER_KEY,
  isKeptQuery,
  type MemberCacheStorage,
  memberCache,
  SAVE_DELAY_MS,
} from "./member-cache";

/** The IndexedDB entries, in memory. */
function memoryStorage() {
  const entries = new Map<string, unknown>();
  const storage: MemberCacheStorage = {
    read: async (id) => entries.get(id) as never,
    write: async (id, kept) => void entries.set(id, kept),
    remove: async (id) => void entries.delete(id),
    removeAll: async () => entries.clear(),
  };
  return { entries, storage };
}

const inbox = ["messages", "inbox", 1];
const secret = ["calendars", "feed-token"];

/** A member's session in a tab: their queries answered and saved. */
async function visit(storage: MemberCacheStorage, memberId: string, subject: string, buster = "build-1") {
  const client = new QueryClient();
  const cache = memberCache(client, { buster, storage });
  await cache.follow(memberId);
  client.setQueryData(inbox, { messages: [{ subject }] });
  client.setQueryData(secret, { url: `webcal://secret-of-${memberId}` });
  await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
  return { client, cache };
}

/** A new tab (a reload): an empty query client, restored for whoever the preload names. */
async function reopen(storage: MemberCacheStorage, memberId: string | null, buster = "build-1") {
  const client = new QueryClient();
  const cache = memberCache(client, { buster, storage });
  await cache.follow(memberId);
  return { client, cache };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("the member's kept screens", () => {
  it("draws the member's last inbox after a reload, and keeps no other query", async () => {
    const { storage } = memoryStorage();
    await visit(storage, "anna", "Anna's mail");
    const { client } = await reopen(storage, "anna");
    expect(client.getQueryData(inbox)).toEqual({ messages: [{ subject: "Anna's mail" }] });
    expect(client.getQueryData(secret)).toBeUndefined();
    // Drawn, then asked again when the screen shows: what was kept is never taken as fresh.
    expect(client.getQueryState(inbox)?.isInvalidated).toBe(true);
  });

  it("keeps an answer that came while the entry was read, and does not ask it again", async () => {
    const { storage } = memoryStorage();
    await visit(storage, "anna", "Anna's mail");
    await vi.advanceTimersByTimeAsync(1000);
    const client = new QueryClient();
    const cache = memberCache(client, { buster: "build-1", storage });
    // The first screen's data, asked beside the kept screens, answers first.
    client.setQueryData(inbox, { messages: [{ subject: "Anna's new mail" }] });
    await cache.follow("anna");
    expect(client.getQueryData(inbox)).toEqual({ messages: [{ subject: "Anna's new mail" }] });
    expect(client.getQueryState(inbox)?.isInvalidated).toBe(false);
  });

  it("never shows one member's screens to another: a different member deletes the first one's entry", async () => {
    const { entries, storage } = memoryStorage();
    await visit(storage, "anna", "Anna's mail");
    expect(localStorage.getItem(CACHE_OWNER_KEY)).toBe("anna");
    // Anna's session ended without a sign-out in this tab; Ben signs in on the same device.
    const { client } = await reopen(storage, "ben");
    expect(client.getQueryData(inbox)).toBeUndefined();
    expect(entries.has("anna")).toBe(false);
    expect(localStorage.getItem(CACHE_OWNER_KEY)).toBe("ben");
    // And when Anna comes back, nothing of hers is left to draw.
    expect((await reopen(storage, "anna")).client.getQueryData(inbox)).toBeUndefined();
  });

  it("deletes the entry when the preload names nobody (signed out), and on sign-out", async () => {
    const { entries, storage } = memoryStorage();
    await visit(storage, "anna", "Anna's mail");
    await reopen(storage, null);
    expect(entries.size).toBe(0);
    const { cache } = await visit(storage, "ben", "Ben's mail");
    expect(entries.has("ben")).toBe(true);
    await cache.forget();
    expect(entries.size).toBe(0);
    expect(localStorage.getItem(CACHE_OWNER_KEY)).toBeNull();
  });

  it("switches in the page: a sign-in as another member drops the first one's screens from saving", async () => {
    const { entries, storage } = memoryStorage();
    const { client, cache } = await visit(storage, "anna", "Anna's mail");
    client.clear();
    await cache.follow("ben");
    expect(entries.has("anna")).toBe(false);
    client.setQueryData(inbox, { messages: [{ subject: "Ben's mail" }] });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect([...entries.keys()]).toEqual(["ben"]);
  });

  it("draws nothing kept by another build or too long ago", async () => {
    const { storage } = memoryStorage();
    await visit(storage, "anna", "Anna's mail", "build-1");
    expect((await reopen(storage, "anna", "build-2")).client.getQueryData(inbox)).toBeUndefined();
    await visit(storage, "anna", "Anna's mail", "build-2");
    await vi.advanceTimersByTimeAsync(CACHE_MAX_AGE_MS + 1);
    expect((await reopen(storage, "anna", "build-2")).client.getQueryData(inbox)).toBeUndefined();
  });

  it("keeps the main screens' queries only", () => {
    for (const key of [
      ["unreads"],
      ["activities", "list", { kind: "stream", slug: "all" }],
      inbox,
      ["appointments", "all", "2026-11", null],
    ])
      expect(isKeptQuery(key), JSON.stringify(key)).toBe(true);
    for (const key of [
      secret,
      ["registration"],
      ["network"],
      ["activities", "detail", "1"],
      ["members", "1"],
      ["appointments", "detail", "1"],
    ])
      expect(isKeptQuery(key), JSON.stringify(key)).toBe(false);
  });
});
