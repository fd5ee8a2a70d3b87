import { Socket } from "phoenix";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, group, member, network } from "../../../test/factories.js";
import { rateLimitConfig } from "../../../test/rate-limits.js";
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
    // On Redis too when TEST_REDIS_URL is set (the hub then fans out through pub/sub).
    app = await createTestApp(rateLimitConfig());
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
    // A carried kind is heard only through its carrier (the group's chat through group:{id}), never joined by name;
    // a kind no module registered in `topicAccess` is refused.
    expect((await join(socket, `group_chat:${mine.id}`)).response).toEqual({ reason: "unauthorized" });
    expect((await join(socket, `elsewhere:${mine.id}`)).response).toEqual({ reason: "unauthorized" });
  });

  it("closes a socket with a wrong token", async () => {
    const closed = new Promise<number>((resolve) => {
      const ws = new WebSocket(`${url.replace("http", "ws")}/api/chat/socket/websocket?token=nope&vsn=2.0.0`);
      ws.addEventListener("close", (e) => resolve(e.code));
    });
    expect(await closed).toBe(4001);
  });

  /** A raw socket (no reconnects) that answers its close code; `send` frames after it opened. */
  const rawSocket = (token: string) => {
    const ws = new WebSocket(`${url.replace("http", "ws")}/api/chat/socket/websocket?token=${token}&vsn=2.0.0`);
    const opened = new Promise<void>((resolve) => ws.addEventListener("open", () => resolve()));
    const closed = new Promise<number>((resolve) => ws.addEventListener("close", (e) => resolve(e.code)));
    const replies: unknown[] = [];
    ws.addEventListener("message", (e) => replies.push(JSON.parse(String(e.data))));
    return { ws, opened, closed, replies };
  };

  const signOut = async (client: Client) => expect((await client.delete("/users/sign_out")).statusCode).toBe(204);

  it("ends the socket token with the session: refused after sign-out, and an open socket closes on its next beat", async () => {
    const m = await member(app);
    const client = await as(app, m);
    const token = (await client.post("/api/v1/chat_token")).json().token as string;
    const open = rawSocket(token);
    await open.opened;
    open.ws.send(JSON.stringify([null, "1", "phoenix", "heartbeat", {}]));
    await expect.poll(() => open.replies.length, { interval: 50, timeout: 10_000 }).toBe(1);
    await signOut(client);
    open.ws.send(JSON.stringify([null, "2", "phoenix", "heartbeat", {}]));
    expect(await open.closed).toBe(4001);
    expect(await rawSocket(token).closed).toBe(4001);
  });

  it("answers frames sent the moment the socket opens, in the order they were sent", async () => {
    const m = await member(app);
    const open = rawSocket(await tokenFor(m));
    await open.opened;
    // Sent before the server has looked the token up: none may be lost or overtaken.
    open.ws.send(JSON.stringify(["1", "1", `member:${m.id}`, "phx_join", {}]));
    for (let ref = 2; ref <= 4; ref++) open.ws.send(JSON.stringify([null, String(ref), "phoenix", "heartbeat", {}]));
    open.ws.send(JSON.stringify(["1", "5", `member:${m.id}`, "phx_leave", {}]));
    await expect.poll(() => open.replies.length, { interval: 50, timeout: 10_000 }).toBe(6);
    expect(open.replies.map((f) => (f as unknown[])[1])).toEqual(["1", "2", "3", "4", "5", null]);
    expect((open.replies[0] as unknown[])[4]).toEqual({ status: "ok", response: {} });
    open.ws.close();
  });

  it("keeps another session's socket token when one session signs out", async () => {
    const m = await member(app);
    const first = await as(app, m);
    const second = await as(app, m);
    const token = (await second.post("/api/v1/chat_token")).json().token as string;
    await signOut(first);
    const socket = connect(url, token);
    sockets.push(socket);
    expect((await join(socket, `member:${m.id}`)).status).toBe("ok");
  });
});
