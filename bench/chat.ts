import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { WebSocket } from "ws";
import { createSession } from "../server/src/modules/auth/sessions.repo.js";
import { addMembership, createGroup, createGroupCategory } from "../server/src/modules/groups/groups.service.js";
import { createMember } from "../server/src/modules/members/members.service.js";
import { ChatSocket, chatSocketUrl } from "../server/test/chat-client.js";
import { cid, type Person, sendThroughput, chatToken as tokenAt } from "./chat-send.js";
import { connectAll, rssOf, startBareWs, stats } from "./chat-tools.js";
import { assertLoopback, deadline, installStopHandlers, onStop, sleep, stopAll } from "./guard.js";
import { loadAverageLine } from "./processes.js";
import { printLayers } from "./profile-layers.js";
import { type RunningServer, startServer } from "./server.js";
import { createBenchDatabase, SEED_PASSWORD, withDemoNetwork } from "./setup.js";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    /** The send's turns: ours and the replay alternate, `seconds / rounds` each. */
    rounds: { type: "string", default: "4" },
    groups: { type: "string", default: "10" },
    sockets: { type: "string", default: "10000" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "max-minutes": { type: "string", default: "20" },
    /** `--send-only`: the send measurement alone (no fan-out, no idle sockets), for comparing builds. */
    "send-only": { type: "boolean", default: false },
    /** A directory for the server's CPU profile (node --cpu-prof), summed by layer at the end. */
    profile: { type: "string" },
  },
});
const clamp = (v: string | undefined, fallback: number, min: number, max: number) =>
  Math.min(Math.max(Number.parseInt(v ?? "", 10) || fallback, min), max);
const seconds = clamp(args.seconds, 8, 1, 60);
const groupCount = clamp(args.groups, 10, 1, 50);
const socketCount = clamp(args.sockets, 10_000, 100, 15_000);
const postgresUrl = args.postgres ?? "";
assertLoopback(postgresUrl, "PostgreSQL server");
installStopHandlers(clamp(args["max-minutes"], 20, 1, 60) * 60_000);

/**
 * Senders of the send measurement, each in its own direct chat, unpaced: a socket may send 60 messages a second
 * (chat.socket.ts), so 100 of them reach that limit only beyond 6,000 messages a second.
 */
const SENDERS = 100;
const GROUP_SIZE = 100;
const IDLE_MEMBERS = 100;
const FANOUT_EVERY_MS = 200;
const log = (line: string) => process.stderr.write(`${line}\n`);

/** The demo network, the senders and their partners, the groups of 100 and their members, with sessions. */
async function prepare(databaseUrl: string, dataDir: string) {
  return withDemoNetwork(databaseUrl, dataDir, async (ctx, admin) => {
    let n = 0;
    const person = async (): Promise<Person> => {
      n++;
      const m = await createMember(ctx.db, {
        email: `chat-${n}@bench.example.org`,
        firstName: "Chat",
        lastName: `${n}`,
      });
      const { token, csrfToken } = await createSession(ctx.db, m.id, "bench");
      return { id: m.id, cookie: `intranet_session=${token}; csrf_token=${csrfToken}`, csrf: csrfToken };
    };
    const senders: Person[] = [];
    const partners: Person[] = [];
    for (let i = 0; i < SENDERS; i++) {
      senders.push(await person());
      partners.push(await person());
    }
    const category = await createGroupCategory(ctx.db, { name: "Chat bench", pluralName: "Chat benches" });
    const groups: { id: string; members: Person[] }[] = [];
    for (let g = 0; g < groupCount; g++) {
      const group = await createGroup(
        ctx.db,
        { name: `Chat group ${g + 1}`, groupCategoryId: category.id, access: "closed", moderatedJoin: false },
        admin.id,
      );
      const members: Person[] = [];
      for (let i = 0; i < GROUP_SIZE; i++) {
        const p = await person();
        await addMembership(ctx.db, group.id, p.id, { status: "member" });
        members.push(p);
      }
      groups.push({ id: group.id, members });
    }
    const idle: Person[] = [];
    for (let i = 0; i < IDLE_MEMBERS; i++) idle.push(await person());
    return { senders, partners, groups, idle };
  });
}

const chatToken = (server: RunningServer, p: Person) => tokenAt(server.url, p);

const socketUrl = (server: RunningServer, token: string) => chatSocketUrl(server.url, token);

/** (2) Fan-out latency in group chats of 100, ours against the bare ws broadcast. */
async function fanOut(server: RunningServer, groups: { id: string; members: Person[] }[]) {
  const measure = async (
    connect: (
      group: number,
      member: Person,
    ) => Promise<{ send: (cid: string) => Promise<void>; socket: ChatSocket | WebSocket }>,
    onReceive: (socket: ChatSocket | WebSocket, got: (cid: string) => void) => void,
  ) => {
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const got = (c: string) => {
      const t = sentAt.get(c);
      if (t !== undefined) latencies.push(performance.now() - t);
    };
    const all = await connectAll(groups.length * GROUP_SIZE, 50, async (i) => {
      const g = Math.floor(i / GROUP_SIZE);
      const member = groups[g]?.members[i % GROUP_SIZE] as Person;
      const c = await connect(g, member);
      // The sender's own copy is no delivery: only the 99 others count, as on the bare server.
      if (i % GROUP_SIZE !== 0) onReceive(c.socket, got);
      return c;
    });
    log(`fan-out: ${all.length} sockets connected`);
    const d = deadline(seconds * 1000);
    let sent = 0;
    await Promise.all(
      groups.map(async (_, g) => {
        const sender = all[g * GROUP_SIZE];
        while (!d.passed()) {
          const c = cid();
          sentAt.set(c, performance.now());
          await sender?.send(c);
          sent++;
          await sleep(FANOUT_EVERY_MS);
        }
      }),
    );
    await sleep(2000); // the last ones still on their way
    for (const c of all) (c.socket as { close?: () => void; terminate?: () => void }).close?.();
    const expected = sent * (GROUP_SIZE - 1);
    return { ...stats(latencies), delivered: latencies.length, expected };
  };

  // Ours: every member joins their member topic and their group's; the first of each group sends.
  const tokens = new Map<string, string>();
  for (const g of groups) for (const m of g.members) tokens.set(m.id, await chatToken(server, m));
  for (const g of groups) {
    const first = g.members[0] as Person;
    const s = new ChatSocket(socketUrl(server, tokens.get(first.id) ?? ""));
    await s.opened;
    await s.join(`member:${first.id}`);
    await s.push(`member:${first.id}`, "create_chat", { group_id: g.id });
    s.close();
  }
  const ours = await measure(
    async (g, member) => {
      const s = new ChatSocket(socketUrl(server, tokens.get(member.id) ?? ""));
      await s.opened;
      await s.join(`member:${member.id}`);
      await s.join(`group:${groups[g]?.id}`);
      return {
        socket: s,
        send: async (c) => {
          await s.push(`member:${member.id}`, "send_message", {
            chat_id: `group/${groups[g]?.id}`,
            cid: c,
            text: "Hello, team",
          });
        },
      };
    },
    (socket, got) =>
      (socket as ChatSocket).on("message", (payload: { message: { cid: string | null } }) => {
        if (payload.message.cid) got(payload.message.cid);
      }),
  );

  const bare = await startBareWs();
  try {
    const baseline = await measure(
      async (g) => {
        const ws = new WebSocket(`${bare.url}/?room=${g}`, { perMessageDeflate: false });
        await new Promise((resolve, reject) => {
          ws.once("open", resolve);
          ws.once("error", reject);
        });
        return {
          socket: ws,
          // The same JSON as our event carries, so both send the same bytes.
          send: async (c) => {
            ws.send(
              JSON.stringify([null, null, `group:${g}`, "message", { message: { cid: c, text: "Hello, team" } }]),
            );
          },
        };
      },
      (socket, got) =>
        (socket as WebSocket).on("message", (raw) => {
          const frame = JSON.parse(raw.toString()) as [unknown, unknown, string, string, { message: { cid: string } }];
          got(frame[4].message.cid);
        }),
    );
    return { ours, baseline };
  } finally {
    bare.stop();
  }
}

/** (3) Memory per idle socket: ours (member topic joined) against the bare ws server. */
async function idleMemory(server: RunningServer, idle: Person[]) {
  const tokens = await Promise.all(idle.map((p) => chatToken(server, p)));
  const pid = server.serverPid();
  if (!pid) throw new Error("the server's pid is unknown");
  const settle = async () => {
    await sleep(3000);
  };
  await settle();
  const before = rssOf(pid);
  const ours = await connectAll(socketCount, 100, async (i) => {
    const p = idle[i % idle.length] as Person;
    const s = new ChatSocket(socketUrl(server, tokens[i % idle.length] ?? ""));
    await s.opened;
    await s.join(`member:${p.id}`);
    return s;
  });
  await settle();
  const after = rssOf(pid);
  for (const s of ours) s.close();

  const bare = await startBareWs();
  try {
    await settle();
    const bareBefore = rssOf(bare.pid);
    const sockets = await connectAll(socketCount, 100, async (i) => {
      const ws = new WebSocket(`${bare.url}/?room=${i % idle.length}`, { perMessageDeflate: false });
      await new Promise((resolve, reject) => {
        ws.once("open", resolve);
        ws.once("error", reject);
      });
      return ws;
    });
    await settle();
    const bareAfter = rssOf(bare.pid);
    for (const ws of sockets) ws.terminate();
    return { ours: (after - before) / socketCount, baseline: (bareAfter - bareBefore) / socketCount };
  } finally {
    bare.stop();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-bench-chat-"));
  onStop(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = await createBenchDatabase(postgresUrl);
  const started = Date.now();
  const people = await prepare(databaseUrl, dataDir);
  log(
    `set-up: ${groupCount} groups of ${GROUP_SIZE}, ${SENDERS} senders in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const profileDir = args.profile ? path.resolve(args.profile) : null;
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
  const server = await startServer({ dataDir, databaseUrl, seedPassword: SEED_PASSWORD, profileDir });
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "n/a");
  try {
    const send = await sendThroughput({
      serverUrl: server.url,
      serverPid: server.serverPid() ?? 0,
      databaseUrl,
      dataDir,
      senders: people.senders,
      partners: people.partners,
      seconds,
      rounds: clamp(args.rounds, 4, 1, 20),
    });
    log(
      `send: ours ${send.ours.perSec.toFixed(0)}/s p99 ${send.ours.p99.toFixed(1)} ms; replay ${send.baseline.perSec.toFixed(0)}/s p99 ${send.baseline.p99.toFixed(1)} ms`,
    );
    const sendRows = [
      `| send: messages/s (${SENDERS} sockets each, unpaced) | ${send.ours.perSec.toFixed(0)} | ${send.baseline.perSec.toFixed(0)} (replay of our ${send.statements} statements, bare ws) | ${ratio(send.ours.perSec, send.baseline.perSec)} |`,
      `| send: p50 / p99 ms | ${send.ours.p50.toFixed(1)} / ${send.ours.p99.toFixed(1)} | ${send.baseline.p50.toFixed(1)} / ${send.baseline.p99.toFixed(1)} | ${ratio(send.ours.p99, send.baseline.p99)} (p99) |`,
      `| send: CPU ms per message (server / replay process) | ${send.ours.cpuMs.toFixed(2)} | ${send.baseline.cpuMs.toFixed(2)} | ${ratio(send.ours.cpuMs, send.baseline.cpuMs)} |`,
      `| send: refused / partners heard | ${send.ours.refused} / ${send.ours.heard} | ${send.baseline.refused} / ${send.baseline.heard} | |`,
    ];
    const head = [
      "",
      `Chat, PostgreSQL, ${seconds} s per measurement (the send in ${clamp(args.rounds, 4, 1, 20)} turns), ${os.cpus().length} cores`,
      "",
      "| measurement | ours | baseline | × |",
      "|---|---|---|---|",
    ];
    if (args["send-only"]) {
      process.stdout.write(`${[...head, ...sendRows, "", loadAverageLine()].join("\n")}\n`);
      return;
    }
    const fan = await fanOut(server, people.groups);
    log(
      `fan-out: ours p50 ${fan.ours.p50.toFixed(1)} p99 ${fan.ours.p99.toFixed(1)} ms; baseline p50 ${fan.baseline.p50.toFixed(1)} p99 ${fan.baseline.p99.toFixed(1)}`,
    );
    const memory = await idleMemory(server, people.idle);
    const kb = (b: number) => (b / 1024).toFixed(1);
    const out = [
      ...head,
      ...sendRows,
      `| fan-out p50 / p99 ms (${groupCount} × ${GROUP_SIZE} sockets) | ${fan.ours.p50.toFixed(1)} / ${fan.ours.p99.toFixed(1)} | ${fan.baseline.p50.toFixed(1)} / ${fan.baseline.p99.toFixed(1)} (bare ws broadcast) | ${ratio(fan.ours.p99, fan.baseline.p99)} (p99) |`,
      `| fan-out delivered / expected | ${fan.ours.delivered} / ${fan.ours.expected} | ${fan.baseline.delivered} / ${fan.baseline.expected} | |`,
      `| memory per idle socket (${socketCount.toLocaleString("en")}) | ${kb(memory.ours)} KB | ${kb(memory.baseline)} KB (bare ws) | ${ratio(memory.ours, memory.baseline)} |`,
      "",
      loadAverageLine(),
    ];
    process.stdout.write(`${out.join("\n")}\n`);
  } finally {
    await server.stop();
    if (profileDir) printLayers(profileDir, (line) => process.stdout.write(`${line}\n`));
  }
}

try {
  await main();
} finally {
  await stopAll();
}
