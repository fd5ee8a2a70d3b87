import { Socket } from "phoenix";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, group, member, network } from "../../../test/factories.js";
import type { App } from "../../app.js";

/** The real Phoenix client, as the web app uses it, against our socket endpoint. */
function connect(url: string, token: string) {
  const socket = new Socket(`${url.replace("http", "ws")}/api/chat/socket`, {
    params: { token },
    transport: WebSocket,
    reconnectAfterMs: () => 60_000,
  });
  socket.connect();
  return socket;
}

const join = (socket: Socket, topic: string) =>
  new Promise<{ status: string; response: unknown; channel: ReturnType<Socket["channel"]> }>((resolve) => {
    const channel = socket.channel(topic);
    channel
      .join()
      .receive("ok", (response) => resolve({ status: "ok", response, channel }))
      .receive("error", (response) => resolve({ status: "error", response, channel }));
  });

describe("real-time socket", () => {
  let app: App;
  let url: string;
  beforeAll(async () => {
    app = await createTestApp();
    url = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });

  const tokenFor = async (m: Awaited<ReturnType<typeof member>>) => {
    const res = await (await as(app, m)).post("/api/v1/chat_token");
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };

  it("joins the member's own topic and the network, receives pushed events", async () => {
    const m = await member(app);
    const net = await network(app);
    const socket = connect(url, await tokenFor(m));
    sockets.push(socket);
    const own = await join(socket, `member:${m.id}`);
    expect(own.status).toBe("ok");
    expect((await join(socket, `network:${net.id}`)).status).toBe("ok");
    const received = new Promise((resolve) => own.channel.on("unreads", resolve));
    await app.ctx.realtime.publish(`member:${m.id}`, "unreads", { Messages: 3 });
    expect(await received).toEqual({ Messages: 3 });
  });

  it("refuses other members' topics and groups the member is not in", async () => {
    const m = await member(app);
    const other = await member(app);
    const mine = await group(app, { members: [m] });
    const theirs = await group(app, { access: "hidden", members: [other] });
    const socket = connect(url, await tokenFor(m));
    sockets.push(socket);
    expect((await join(socket, `member:${other.id}`)).response).toEqual({ reason: "unauthorized" });
    expect((await join(socket, `group:${theirs.id}`)).status).toBe("error");
    expect((await join(socket, `group:${mine.id}`)).status).toBe("ok");
  });

  it("closes a socket with a wrong token", async () => {
    const closed = new Promise<number>((resolve) => {
      const ws = new WebSocket(`${url.replace("http", "ws")}/api/chat/socket/websocket?token=nope&vsn=2.0.0`);
      ws.addEventListener("close", (e) => resolve(e.code));
    });
    expect(await closed).toBe(4001);
  });
});
