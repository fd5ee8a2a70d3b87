import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import type { ChatId } from "@intranet/contracts";
import { QueryClient } from "@tanstack/react-query";
import { Socket } from "phoenix";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { chatToken, DurableClient, PASSWORD, serverList, signIn, sleep } from "../../../../server/test/durable-chat";
import { freePort, newDatabase, startProcess, startProxy, waitUntilUp } from "../../../../server/test/server-process";
import { closeSocket, joinTopics, openSocket, realtime } from "../../api/realtime";
import { chatQueries, pendingOf, roomOf } from "./chat-cache";
import { chatSync } from "./client";
import { chatTransport, setChatTransport } from "./socket";

// The web chat client (ChatSync on the app's realtime socket and transport, the Phoenix client) through a server
// killed while it resyncs (issue 29): a real server on its own database, SIGKILLed while two of the client's resyncs
// and one of its sends await their replies, and a server on the same database taking over 2 s later (the outage
// a supervisor's restart gives). Another member keeps writing in the group chat and the direct chat meanwhile, so
// the client misses events while it is away. It must end with every message of both chats, without a hole, and its
// own message acknowledged soon after it is back. Needs TEST_DATABASE_URL; runs with the chat durability tier of
// `npm test` (scripts/test.mjs), alone, not with the web tests.

const pgServer = process.env.TEST_DATABASE_URL;
/** How long after its socket is back the client must hold everything: the resync's few round trips. */
const CONVERGED_WITHIN_MS = 5_000;

describe.skipIf(!pgServer)("the web chat client through a server killed mid-resync", { timeout: 300_000 }, () => {
  const processes: ChildProcess[] = [];
  let database: Awaited<ReturnType<typeof newDatabase>> | null = null;
  let proxy: net.Server | null = null;
  let dataDir = "";
  let base = "";
  let ports: number[] = [];
  /** The instance the address in front leads to. */
  let live = 0;
  let socket: Socket | null = null;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chat-restart-"));
    database = await newDatabase(pgServer as string, "chat_restart");
    const env = {
      NODE_ENV: "production",
      // The demo network (off by default in production) gives the members this test signs in as.
      DEMO: "true",
      DATA_DIR: dataDir,
      SEED_PASSWORD: PASSWORD,
      DATABASE_URL: database.url,
      REDIS_URL: "",
    };
    ports = [await freePort(), await freePort()];
    // The first creates the demo network; the second waits on the same database to take over after the kill.
    for (const port of ports) {
      processes.push(startProcess(port, env));
      await waitUntilUp(port);
    }
    const proxyPort = await freePort();
    proxy = startProxy(proxyPort, () => [ports[live] as number]);
    base = `http://127.0.0.1:${proxyPort}`;
  }, 300_000);

  afterAll(async () => {
    closeSocket(socket);
    setChatTransport(null);
    proxy?.close();
    for (const child of processes) child.kill("SIGKILL");
    await sleep(500);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("ends with every message of a group and a direct chat, no hole, after the kill and the rejoin", async () => {
    const [jonas, sofia] = await Promise.all(
      ["jonas.schneider@example.com", "sofia.klein@example.com"].map((e) => signIn(base, e)),
    );
    if (!jonas || !sofia) throw new Error("no demo members");
    const [jonasToken, sofiaToken] = [await chatToken(base, jonas), await chatToken(base, sofia)];
    const group = (await (
      await fetch(`${base}/api/v1/groups/it`, { headers: { cookie: jonas.cookie, accept: "application/json" } })
    ).json()) as { id: string };

    // Jonas: the web client, as the app opens it (the socket through the proxy, his topic and the group's).
    socket = openSocket(Socket, () => ({ token: jonasToken }), {
      endPoint: `${base.replace("http", "ws")}/api/chat/socket`,
      // Node's own WebSocket does not work under jsdom (whose events it refuses); the server's tests use `ws`.
      transport: WebSocket,
    });
    const leave = joinTopics(socket, [`member:${jonas.id}`, `group:${group.id}`], () => {});
    // The app's transport, watched: which actions await their replies.
    const app = chatTransport();
    const awaiting = new Map<string, number>();
    setChatTransport({
      ...app,
      async push(action, payload, timeoutMs) {
        awaiting.set(action, (awaiting.get(action) ?? 0) + 1);
        try {
          return await app.push(action, payload, timeoutMs);
        } finally {
          awaiting.set(action, (awaiting.get(action) ?? 1) - 1);
        }
      },
    });
    const queryClient = new QueryClient();
    const sync = chatSync(queryClient);
    const release = sync.retain();
    await expect.poll(() => realtime.get().state, { timeout: 20_000 }).toBe("connected");
    const direct = await sync.createChat({ member_id: sofia.id });
    const groupChat = `group/${group.id}` as ChatId;
    const chats: [ChatId, string][] = [
      [groupChat, `group/${group.id}`],
      [direct.id, `member/${jonas.id}`],
    ];
    for (const [chatId] of chats) await queryClient.fetchQuery(chatQueries.room(queryClient, chatId));

    // Sofia writes in both chats, reconnecting and resending by cid as the web app does.
    const writers = chats.map(
      ([, hers], i) => new DurableClient(base, sofia, sofiaToken, hers, `group:${group.id}`, `sofia${i}`),
    );
    await Promise.all(writers.map((w) => w.connect()));
    const write = async (times: number) => {
      for (let i = 0; i < times; i++) {
        for (const w of writers) w.send();
        await sleep(50);
      }
    };
    await write(10);
    await expect
      .poll(() => roomOf(queryClient, groupChat)?.messages.at(-1)?.text, { timeout: 20_000 })
      .toMatch(/^sofia0 message 10$/);

    // Jonas reopens both chats (a resync each) and sends; the server dies before any of them is answered.
    for (const [chatId] of chats) sync.openChat(chatId);
    const cid = sync.send(groupChat, { text: "sent as the server died" });
    expect(awaiting.get("more_messages")).toBe(2);
    expect(awaiting.get("send_message")).toBe(1);
    const opens = realtime.get().opens;
    processes[0]?.kill("SIGKILL");
    // The replies are lost with the socket: the pushes fail at once, they do not wait for their timeouts.
    await expect.poll(() => awaiting.get("more_messages"), { timeout: 2_000 }).toBe(0);
    expect(awaiting.get("send_message")).toBe(0);
    await sleep(2_000);
    live = 1;
    // Sofia, back first, writes while Jonas is still away: he hears none of these events.
    await Promise.all(writers.map((w) => w.settle(30_000)));
    await write(10);
    await Promise.all(writers.map((w) => w.settle(30_000)));

    // Jonas's socket comes back (5 to 10 s after it closed, the app's reconnect delay).
    await expect.poll(() => realtime.get().opens, { timeout: 30_000, interval: 50 }).toBe(opens + 1);
    const back = Date.now();
    await expect
      .poll(() => pendingOf(queryClient).some((p) => p.cid === cid), { timeout: CONVERGED_WITHIN_MS, interval: 50 })
      .toBe(false);
    const acknowledged = Date.now() - back;
    const lists = await Promise.all(chats.map(([, hers]) => serverList(base, sofia, sofiaToken, hers)));
    const held = () => chats.map(([chatId]) => roomOf(queryClient, chatId)?.messages.map((m) => m.id) ?? []);
    await expect
      .poll(held, { timeout: CONVERGED_WITHIN_MS, interval: 50 })
      .toEqual(lists.map((l) => l.map((m) => m.id)));
    const converged = Date.now() - back;
    for (const list of lists) expect(list.map((m) => m.seq)).toEqual(list.map((_, i) => i + 1));
    // Every message Sofia's clients had acknowledged is there, and Jonas's own message once (resent by its cid).
    for (const w of writers) for (const [, m] of w.acked) expect(lists.flat().map((l) => l.id)).toContain(m.id);
    expect(lists[0]?.filter((m) => m.cid === cid)).toHaveLength(1);
    console.log(
      `chat restart: back after the kill, own message acknowledged in ${acknowledged} ms, both chats complete in ${converged} ms`,
    );

    for (const w of writers) w.stop();
    release();
    leave();
  });
});
