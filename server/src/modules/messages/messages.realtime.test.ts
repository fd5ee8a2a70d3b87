import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { RealtimeEvent } from "../../realtime/hub.js";

describe("live unread counts for messages", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("tells the recipient's open tabs when a message arrives and the reader's when it is read", async () => {
    const sender = await member(app);
    const recipient = await member(app);
    const events: RealtimeEvent[] = [];
    const stop = app.ctx.realtime.subscribe(`member:${recipient.id}`, (e) => events.push(e));
    const res = await (await as(app, sender)).post("/api/v1/messages", {
      to: [recipient.id],
      subject: "Hi",
      content: "<p>x</p>",
    });
    expect(res.statusCode).toBe(201);
    expect(events).toEqual([
      { topic: `member:${recipient.id}`, event: "unreads_changed", payload: { feature: "Messages" } },
    ]);
    await (await as(app, recipient)).post(`/api/v1/messages/${res.json().id}/read`);
    expect(events).toHaveLength(2);
    stop();
  });
});
