import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { member, network } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { AppContext } from "../../context.js";
import { localHub } from "../../realtime/hub.js";
import { presenceOf } from "./chat.presence.js";

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
