import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatSocket, chatSocketUrl } from "./chat-client.js";
import {
  chatToken,
  DurableClient,
  expectDurable,
  type Member,
  PASSWORD,
  serverList,
  signIn,
  sleep,
} from "./durable-chat.js";
import { freePort, newDatabase, startProcess, startProxy, waitUntilUp } from "./server-process.js";

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
    let database: Awaited<ReturnType<typeof newDatabase>> | null = null;
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
      // The demo network (off by default in production) gives the members these tests sign in as.
      env = { NODE_ENV: "production", DEMO: "true", DATA_DIR: dataDir, SEED_PASSWORD: PASSWORD };
      if (tier === "postgres") {
        database = await newDatabase(pgServer as string, "chat_durability");
        env = { ...env, DATABASE_URL: database.url, REDIS_URL: redisUrl as string };
        ports = [await freePort(), await freePort()];
      } else {
        env = { ...env, DATABASE_URL: "", REDIS_URL: "" };
        ports = [await freePort()];
      }
      // The first creates the demo network; the second (PostgreSQL) starts on it.
      for (const port of ports) await start(port);
      const proxyPort = await freePort();
      proxy = startProxy(proxyPort, () => ports);
      base = `http://127.0.0.1:${proxyPort}`;
    }, 300_000);

    afterAll(async () => {
      proxy?.close();
      for (const child of processes.values()) child.kill("SIGKILL");
      await sleep(500);
      await stopOrphanedCluster(dataDir);
      await database?.drop();
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
