import { describe, expect, it } from "vitest";
import { localHub, type RealtimeEvent, type RealtimeHub, redisHub } from "./hub.js";

const redisUrl = process.env.TEST_REDIS_URL;

async function deliversAcross(publisher: RealtimeHub, subscriber: RealtimeHub) {
  const got: RealtimeEvent[] = [];
  const arrived = new Promise<void>((resolve) => {
    subscriber.subscribe("member:abc", (e) => {
      got.push(e);
      resolve();
    });
  });
  // Redis needs the SUBSCRIBE to land before the PUBLISH.
  await new Promise((r) => setTimeout(r, 100));
  await publisher.publish("member:abc", "unreads", { Messages: 1 });
  await publisher.publish("member:other", "unreads", { Messages: 9 });
  await arrived;
  await new Promise((r) => setTimeout(r, 50));
  expect(got).toEqual([{ topic: "member:abc", event: "unreads", payload: { Messages: 1 } }]);
}

describe("realtime hub", () => {
  it("delivers in-process to subscribers of the topic only", async () => {
    const hub = localHub();
    await deliversAcross(hub, hub);
  });

  it.runIf(redisUrl)("fans out between two instances through Redis", async () => {
    const a = redisHub(redisUrl ?? "");
    const b = redisHub(redisUrl ?? "");
    await deliversAcross(a, b);
    await a.close();
    await b.close();
  });
});
