import type { Channel } from "phoenix";
import { describe, expect, it, vi } from "vitest";
import { realtime, relayEvents } from "./realtime";

describe("the events a joined topic relays to features", () => {
  it("passes the server's events with their topic, and keeps phoenix's replies and a timed-out push to itself", () => {
    const own = vi.fn((_event: string, payload: unknown) => payload);
    const channel = { onMessage: own } as unknown as Channel;
    relayEvents(channel, "members:1");
    const heard: unknown[][] = [];
    const stop = realtime.onEvent((...args) => void heard.push(args));
    try {
      channel.onMessage("notification_created", { id: 1 }, 0);
      channel.onMessage("phx_reply", { status: "ok" }, 1);
      channel.onMessage("chan_reply_2", { status: "ok" }, 2);
      channel.onMessage(null as unknown as string, { status: "timeout" }, 3);
    } finally {
      stop();
    }
    expect(heard).toEqual([["notification_created", { id: 1 }, "members:1"]]);
    // phoenix still sees every message, its own included.
    expect(own).toHaveBeenCalledTimes(4);
  });
});
