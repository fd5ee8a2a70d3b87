import type { Channel, Socket } from "phoenix";
import { afterEach, describe, expect, it } from "vitest";
import { closeSocket, joinTopics, openSocket } from "../../api/realtime";
import { ChatRequestError, chatTransport, pushAction } from "./socket";

/** A phoenix channel that never answers a push (its reply is awaited, as on a busy server). */
function silentChannel(): Channel {
  const push = { receive: () => push };
  return { on: () => 0, onMessage: () => undefined, join: () => push, leave: () => push, push: () => push } as never;
}

/** A phoenix socket that opens at once and hands out silent channels. */
class OpenSocket {
  private opened: (() => void)[] = [];
  onOpen(callback: () => void) {
    this.opened.push(callback);
  }
  onError() {}
  onClose() {}
  connect() {
    for (const callback of this.opened) callback();
  }
  disconnect() {}
  channel() {
    return silentChannel();
  }
}

let socket: Socket | null = null;
afterEach(() => closeSocket(socket));

describe("the chat's transport over the shared socket", () => {
  it("counts a new join of the member's topics on the same socket as a new session, and fails what the old one awaited", async () => {
    socket = openSocket(OpenSocket as unknown as typeof Socket, () => ({}));
    const leaveFirst = joinTopics(socket, ["member:1", "network:1"], () => {});
    const first = chatTransport().getState();
    expect(first.ready).toBe(true);

    const awaited = pushAction("send_message", { chat_id: "member/2" } as never);
    // The member's groups changed: the app leaves its topics and joins them again (RootRoute, useLiveUpdates).
    leaveFirst();
    const leave = joinTopics(socket, ["member:1", "network:1", "group:7"], () => {});
    const error = await awaited.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatRequestError);
    expect((error as ChatRequestError).reason).toBe("not_connected");
    const second = chatTransport().getState();
    expect(second.ready).toBe(true);
    // A rise of `opens`: the chat resends its pending messages and resyncs its rooms (chat-sync.ts, onConnection).
    expect(second.opens).toBeGreaterThan(first.opens);
    leave();
  });
});
