import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { member, network } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { AppContext } from "../../context.js";
import { localHub, type RealtimeHub } from "../../realtime/hub.js";
import { PRESENCE_DEBOUNCE_MS, PRESENCE_EXPIRY_MS, presenceOf } from "./chat.presence.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
const hub = localHub();
afterAll(() => hub.close());

describe("presence across instances", () => {
  it("merges the members connected to two instances that share one hub, and drops those who leave", async () => {
    // Two instances: their own trackers, one hub between them (Redis in production).
    const one: AppContext = { ...app.ctx, realtime: hub };
    const two: AppContext = { ...app.ctx, realtime: hub };
    const net = await network(app);
    const [a, b] = [await member(app), await member(app)];
    const seen: { online: string[]; busy: string[] }[] = [];
    const stop = hub.subscribe(`network:${net.id}`, (e) =>
      seen.push(e.payload as { online: string[]; busy: string[] }),
    );
    presenceOf(one).opened(a);
    await expect.poll(() => seen.at(-1)?.online ?? [], { timeout: 5000 }).toEqual([a.id]);
    presenceOf(two).opened(b);
    await expect.poll(() => seen.at(-1)?.online ?? [], { timeout: 5000 }).toEqual([a.id, b.id].sort());
    expect(await presenceOf(one).lists()).toEqual({ online: [a.id, b.id].sort(), busy: [] });
    presenceOf(one).closed(a);
    await expect.poll(() => seen.at(-1)?.online ?? [], { timeout: 5000 }).toEqual([b.id]);
    expect((await presenceOf(two).lists()).online).toEqual([b.id]);
    presenceOf(two).closed(b);
    await expect.poll(() => seen.at(-1)?.online ?? [null], { timeout: 5000 }).toEqual([]);
    stop();
  });
});

describe("an instance killed", () => {
  afterEach(() => vi.useRealTimers());

  /** Waits, in real time, for what the database answers while the (fake) clock stands still. */
  async function until(done: () => boolean, ms = 10_000) {
    const end = performance.now() + ms;
    while (!done() && performance.now() < end) await new Promise((resolve) => setImmediate(resolve));
    return done();
  }

  it("drops its members from the other instances' lists within 45 s of the kill, not before it expires", async () => {
    // The clock of the instances' timers (heartbeats, expiry, the gathering second) is in the test's hands.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    let killed = false;
    // The instance to be killed: its snapshots stop reaching the hub at the kill (no goodbye, as with SIGKILL).
    const dying: RealtimeHub = {
      publish: (topic, event, payload) => (killed ? Promise.resolve() : hub.publish(topic, event, payload)),
      subscribe: (topic, listener) => hub.subscribe(topic, listener),
      close: async () => {},
    };
    const one: AppContext = { ...app.ctx, realtime: hub };
    const two: AppContext = { ...app.ctx, realtime: dying };
    const net = await network(app);
    const [a, b] = [await member(app), await member(app)];
    const seen: { online: string[] }[] = [];
    const stop = hub.subscribe(`network:${net.id}`, (e) => seen.push(e.payload as { online: string[] }));
    const online = () => seen.at(-1)?.online ?? [];
    presenceOf(one).opened(a);
    presenceOf(two).opened(b);
    await vi.advanceTimersByTimeAsync(PRESENCE_DEBOUNCE_MS);
    expect(await until(() => online().includes(b.id))).toBe(true);
    // Killed just after its last snapshot: the latest its members can be dropped.
    killed = true;
    const listsOfOne = async () => (await presenceOf(one).lists()).online;
    await vi.advanceTimersByTimeAsync(PRESENCE_EXPIRY_MS - 1000);
    expect(await listsOfOne()).toContain(b.id);
    expect(online()).toContain(b.id);
    await vi.advanceTimersByTimeAsync(45_000 - (PRESENCE_EXPIRY_MS - 1000));
    expect(await until(() => !online().includes(b.id))).toBe(true);
    expect(online()).toEqual([a.id]);
    expect(await listsOfOne()).toEqual([a.id]);
    presenceOf(one).closed(a);
    presenceOf(two).closed(b);
    await vi.advanceTimersByTimeAsync(PRESENCE_DEBOUNCE_MS);
    stop();
  });
});
