import { describe, expect, it } from "vitest";
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
});
