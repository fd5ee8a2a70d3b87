import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatSocket, chatSocketUrl } from "./chat-client.js";

// Durability of chat messages (issue 15). PostgreSQL + Redis: two server processes behind one address (a TCP proxy
// here); the embedded PostgreSQL (what `npm start` runs without DATABASE_URL): one process on its data folder, so the
// killed process is the only one, its cluster outlives it, the next start stops that one and serves the same data,
// and the clients wait for it to come back. Clients resend unacknowledged
// messages under the same cid and resync after a reconnect. A process is killed with SIGKILL in the middle of a
// burst and started again; another run drops 200 sockets at random. Every acknowledged message must be stored
// exactly once, the chat's sequence must have no gap, and every client must end with exactly the server's list.
// The PostgreSQL tier needs TEST_DATABASE_URL and TEST_REDIS_URL.

const pgServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const repoRoot = path.resolve(import.meta.dirname, "../..");
const PASSWORD = "durability-password-123";

type Message = { id: string; seq: number; cid: string | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** A server process from the sources, as `npm run dev` runs them, without the watcher. */
function startProcess(port: number, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  });
  // Read (so the pipe never fills), kept short for a failure's message.
  child.stderr?.on("data", (chunk: Buffer) => {
    errors.set(port, `${errors.get(port) ?? ""}${chunk}`.slice(-4000));
  });
  return child;
}
const errors = new Map<number, string>();

async function waitUntilUp(port: number, ms = 240_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/network`, { headers: { accept: "application/json" } });
      if (res.ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`the server on ${port} did not come up: ${errors.get(port) ?? ""}`);
}

/** One address in front of the instances: each new connection goes to the next instance that accepts it. */
function startProxy(port: number, backends: number[]): net.Server {
  let next = 0;
  const server = net.createServer((client) => {
    client.on("error", () => {});
    const tryConnect = (left: number) => {
      const target = backends[next++ % backends.length] as number;
      const upstream = net.connect(target, "127.0.0.1");
      upstream.once("connect", () => {
        client.pipe(upstream).pipe(client);
      });
      upstream.on("error", () => {
        if (left > 1 && !upstream.readableEnded) tryConnect(left - 1);
        else client.destroy();
      });
      upstream.on("close", () => client.destroy());
      client.on("close", () => upstream.destroy());
    };
    tryConnect(backends.length);
  });
  server.listen(port, "127.0.0.1");
  return server;
}

type Member = { email: string; id: string; cookie: string; csrf: string };

async function signIn(base: string, email: string): Promise<Member> {
  const res = await fetch(`${base}/users/sign_in`, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({ user: { email, password: PASSWORD } }),
  });
  if (!res.ok) throw new Error(`sign in ${email}: ${res.status}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0] as string);
  const cookie = cookies.join("; ");
  const csrf = /csrf_token=([^;]+)/.exec(cookie)?.[1] ?? "";
  const preload = (await (
    await fetch(`${base}/api/v1/network`, { headers: { cookie, accept: "application/json" } })
  ).json()) as { current_member: { id: string } };
  return { email, id: preload.current_member.id, cookie, csrf };
}

async function chatToken(base: string, m: Member): Promise<string> {
  const res = await fetch(`${base}/api/v1/chat_token`, {
    method: "POST",
    headers: { cookie: m.cookie, "x-csrf-token": m.csrf, accept: "application/json" },
  });
  if (!res.ok) throw new Error(`chat_token: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A client as the web app behaves: a message keeps its cid until acknowledged and is sent again on every
 * (re)connection and after a timeout; after a reconnect it asks for everything after the last gap-free seq it holds.
 */
class DurableClient {
  socket: ChatSocket | null = null;
  readonly pending = new Map<string, string>();
  readonly acked = new Map<string, Message>();
  readonly held = new Map<number, Message>();
  private stopped = false;
  private sent = 0;

  constructor(
    readonly base: string,
    readonly member: Member,
    readonly token: string,
    readonly chatId: string,
    readonly groupTopic: string,
    readonly name: string,
  ) {}

  private lastContiguous(): number {
    let seq = 0;
    while (this.held.has(seq + 1)) seq++;
    return seq;
  }

  private hold(m: Message) {
    this.held.set(m.seq, m);
  }

  async connect(): Promise<void> {
    while (!this.stopped) {
      const s = new ChatSocket(chatSocketUrl(this.base, this.token));
      try {
        await s.opened;
        await s.join(`member:${this.member.id}`);
        await s.join(this.groupTopic);
        s.on<{ message: Message }>("message", ({ message }) => {
          if (message.seq) this.hold(message);
        });
        this.socket = s;
        void s.closed.then(() => {
          if (this.socket === s) this.socket = null;
          if (!this.stopped) void sleep(100 + Math.random() * 200).then(() => this.connect());
        });
        await this.resync();
        for (const [cid, text] of this.pending) void this.push(cid, text);
        return;
      } catch {
        s.close();
        await sleep(200 + Math.random() * 300);
      }
    }
  }

  /** Everything after the last gap-free seq held, page by page. */
  async resync() {
    for (let page = 0; page < 100; page++) {
      const s = this.socket;
      if (!s) return;
      const reply = await s.push<{ messages: Message[]; has_more: boolean }>(
        `member:${this.member.id}`,
        "more_messages",
        { chat_id: this.chatId, after_seq: this.lastContiguous() },
        5_000,
      );
      for (const m of reply.messages) this.hold(m);
      if (!reply.has_more) return;
    }
  }

  private async push(cid: string, text: string) {
    const s = this.socket;
    if (!s) return;
    try {
      const { message } = await s.push<{ message: Message }>(
        `member:${this.member.id}`,
        "send_message",
        { chat_id: this.chatId, cid, text },
        2_000,
      );
      this.pending.delete(cid);
      this.acked.set(cid, message);
      this.hold(message);
    } catch {
      // Left pending: sent again after a reconnect or by the resend loop.
    }
  }

  send() {
    const cid = `${this.name}x${++this.sent}x${randomBytes(4).toString("hex")}`;
    const text = `${this.name} message ${this.sent}`;
    this.pending.set(cid, text);
    void this.push(cid, text);
  }

  /** Sends what is still pending until nothing is, or the deadline passes. */
  async settle(ms: number) {
    const end = Date.now() + ms;
    while (this.pending.size > 0 && Date.now() < end) {
      for (const [cid, text] of this.pending) await this.push(cid, text);
      await sleep(200);
    }
    // Final state: everything after what is held.
    while (Date.now() < end) {
      try {
        await this.resync();
        return;
      } catch {
        await sleep(200);
      }
    }
  }

  stop() {
    this.stopped = true;
    this.socket?.close();
  }
}

/** The chat as the server has it, read through a fresh socket: every message, oldest first. */
async function serverList(base: string, member: Member, token: string, chatId: string): Promise<Message[]> {
  const s = new ChatSocket(chatSocketUrl(base, token));
  await s.opened;
  await s.join(`member:${member.id}`);
  const all: Message[] = [];
  for (let page = 0; page < 1000; page++) {
    const reply = await s.push<{ messages: Message[]; has_more: boolean }>(`member:${member.id}`, "more_messages", {
      chat_id: chatId,
      after_seq: all.at(-1)?.seq ?? 0,
    });
    all.push(...reply.messages);
    if (!reply.has_more) break;
  }
  s.close();
  return all;
}

function expectDurable(list: Message[], clients: DurableClient[]) {
  // No gap, no repeat: seq 1..n in order.
  expect(list.map((m) => m.seq)).toEqual(list.map((_, i) => i + 1));
  const cids = list.map((m) => m.cid);
  expect(new Set(cids).size).toBe(cids.length);
  const byCid = new Map(list.map((m) => [m.cid, m]));
  for (const c of clients) {
    expect(c.pending.size, `${c.name} has unacknowledged messages`).toBe(0);
    // Every acknowledged message is stored, once, as it was acknowledged.
    for (const [cid, acked] of c.acked) expect(byCid.get(cid)?.id, cid).toBe(acked.id);
    // The client holds exactly the server's list.
    expect([...c.held.values()].sort((a, b) => a.seq - b.seq).map((m) => m.id)).toEqual(list.map((m) => m.id));
  }
}

/**
 * Stops the embedded cluster a killed process left running on `dataDir` (the app's next start would stop it) and
 * waits until it has gone, so that its folder can be removed.
 */
async function stopOrphanedCluster(dataDir: string) {
  let pid = 0;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, "pg", "data", "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(pid, "SIGINT");
  } catch {
    return;
  }
  for (let waited = 0; waited < 30_000; waited += 100) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(100);
  }
}

type Tier = "postgres" | "embedded";

const tiers: { tier: Tier; name: string; skip: boolean }[] = [
  { tier: "postgres", name: "chat durability across processes (PostgreSQL + Redis)", skip: !pgServer || !redisUrl },
  { tier: "embedded", name: "chat durability of one process on its embedded PostgreSQL", skip: false },
];

for (const { tier, name, skip } of tiers)
  describe.skipIf(skip)(name, { timeout: 600_000 }, () => {
    const processes = new Map<number, ChildProcess>();
    let dbName = "";
    let env: Record<string, string> = {};
    let ports: number[] = [];
    let proxy: net.Server | null = null;
    let base = "";
    let dataDir = "";

    const start = async (port: number) => {
      const child = startProcess(port, env);
      processes.set(port, child);
      await waitUntilUp(port);
    };

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chat-durability-"));
      // The embedded cluster's own user (when the tests run as root) must be able to enter it.
      fs.chmodSync(dataDir, 0o755);
      env = { NODE_ENV: "production", DATA_DIR: dataDir, SEED_PASSWORD: PASSWORD };
      if (tier === "postgres") {
        dbName = `chat_durability_${randomBytes(4).toString("hex")}`;
        const admin = new pg.Client({ connectionString: pgServer });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${dbName}`);
        await admin.end();
        const url = new URL(pgServer as string);
        url.pathname = `/${dbName}`;
        env = { ...env, DATABASE_URL: url.toString(), REDIS_URL: redisUrl as string };
        ports = [await freePort(), await freePort()];
      } else {
        env = { ...env, DATABASE_URL: "", REDIS_URL: "" };
        ports = [await freePort()];
      }
      // The first creates the demo network; the second (PostgreSQL) starts on it.
      for (const port of ports) await start(port);
      const proxyPort = await freePort();
      proxy = startProxy(proxyPort, ports);
      base = `http://127.0.0.1:${proxyPort}`;
    }, 300_000);

    afterAll(async () => {
      proxy?.close();
      for (const child of processes.values()) child.kill("SIGKILL");
      await sleep(500);
      await stopOrphanedCluster(dataDir);
      if (tier === "postgres") {
        const admin = new pg.Client({ connectionString: pgServer });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** Members of the demo's IT group (closed), their tokens, and the group chat's id and topic. */
    async function itChat() {
      const emails = ["jonas.schneider@example.com", "sofia.klein@example.com", "elias.neumann@example.com"];
      const members = await Promise.all(emails.map((e) => signIn(base, e)));
      const tokens = await Promise.all(members.map((m) => chatToken(base, m)));
      const group = (await (
        await fetch(`${base}/api/v1/groups/it`, {
          headers: { cookie: members[0]?.cookie ?? "", accept: "application/json" },
        })
      ).json()) as { id: string };
      const opener = new ChatSocket(chatSocketUrl(base, tokens[0] as string));
      await opener.opened;
      await opener.join(`member:${members[0]?.id}`);
      const { chat } = await opener.push<{ chat: { id: string } }>(`member:${members[0]?.id}`, "create_chat", {
        group_id: group.id,
      });
      opener.close();
      return { members, tokens, chatId: chat.id, topic: `group:${group.id}` };
    }

    it("keeps every acknowledged message exactly once, without gaps, when an instance is killed during a burst", async () => {
      const { members, tokens, chatId, topic } = await itChat();
      // The demo's own messages in the IT group's chat come first.
      const before = (await serverList(base, members[0] as Member, tokens[0] as string, chatId)).length;
      const clients = members.flatMap((m, i) =>
        [0, 1].map((k) => new DurableClient(base, m, tokens[i] as string, chatId, topic, `c${i}${k}`)),
      );
      await Promise.all(clients.map((c) => c.connect()));
      const burst = (async () => {
        for (let round = 0; round < 40; round++) {
          for (const c of clients) c.send();
          await sleep(25);
        }
      })();
      // Kill the first instance in the middle of the burst, start it again a second later.
      await sleep(400);
      processes.get(ports[0] as number)?.kill("SIGKILL");
      await sleep(1000);
      await start(ports[0] as number);
      await burst;
      await Promise.all(clients.map((c) => c.settle(60_000)));
      const list = await serverList(base, members[0] as Member, tokens[0] as string, chatId);
      expect(list.length).toBe(before + clients.length * 40);
      expectDurable(list, clients);
      for (const c of clients) c.stop();
    });

    it("converges 200 clients that drop their sockets at random while sending", async () => {
      const { members, tokens, chatId, topic } = await itChat();
      const before = (await serverList(base, members[0] as Member, tokens[0] as string, chatId)).length;
      const clients = Array.from(
        { length: 200 },
        (_, i) => new DurableClient(base, members[i % 3] as Member, tokens[i % 3] as string, chatId, topic, `r${i}`),
      );
      await Promise.all(clients.map((c) => c.connect()));
      for (let round = 0; round < 5; round++) {
        for (const c of clients) {
          c.send();
          if (Math.random() < 0.2) c.socket?.close();
        }
        await sleep(100);
      }
      await Promise.all(clients.map((c) => c.settle(240_000)));
      const list = await serverList(base, members[0] as Member, tokens[0] as string, chatId);
      expect(list.length).toBe(before + clients.length * 5);
      // Every client also holds what the first test's clients sent: their lists start at seq 1 too.
      expectDurable(list, clients);
      for (const c of clients) c.stop();
    });
  });
