import { createServer } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { localHub, type RealtimeEvent, type RealtimeHub, redisHub } from "./hub.js";

const redisUrl = process.env.TEST_REDIS_URL;

async function deliversAcross(publisher: RealtimeHub, subscriber: RealtimeHub) {
  const got: RealtimeEvent[] = [];
  let arrived = false;
  subscriber.subscribe("member:abc", (e) => {
    got.push(e);
    arrived = true;
  });
  // Redis delivers only once the SUBSCRIBE has landed, which on a busy machine takes a while: publish to
  // both topics until the subscriber hears one, then check that it heard its own topic only.
  for (let i = 0; i < 200 && !arrived; i++) {
    await publisher.publish("member:other", "unreads", { Messages: 9 });
    await publisher.publish("member:abc", "unreads", { Messages: 1 });
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(got.length).toBeGreaterThan(0);
  expect(new Set(got.map((e) => JSON.stringify(e)))).toEqual(
    new Set([JSON.stringify({ topic: "member:abc", event: "unreads", payload: { Messages: 1 } })]),
  );
}

describe("realtime hub", () => {
  it("delivers in-process to subscribers of the topic only", async () => {
    const hub = localHub();
    await deliversAcross(hub, hub);
  });

  it.runIf(redisUrl)("fans out between two instances through Redis", async () => {
    const a = await redisHub(redisUrl ?? "");
    const b = await redisHub(redisUrl ?? "");
    await deliversAcross(a, b);
    await a.close();
    await b.close();
  });

  it("says once that Redis is unreachable, and ioredis prints nothing of its own", async () => {
    // A port that refuses: listen, note it, close.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    const unreachable: Error[] = [];
    const hub = await redisHub(`redis://127.0.0.1:${port}`, undefined, (err) => unreachable.push(err));
    try {
      // ioredis retries after 50, 100, 150 ms…: several failed tries.
      await vi.waitFor(() => expect(unreachable.length).toBe(1), { timeout: 5_000 });
      await new Promise((r) => setTimeout(r, 600));
      expect(unreachable.length).toBe(1);
      expect(unreachable[0]?.message).toMatch(/ECONNREFUSED/);
      expect(printed).not.toHaveBeenCalled();
    } finally {
      await hub.close();
      printed.mockRestore();
    }
  });
});
