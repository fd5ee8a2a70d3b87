// `npm run bench:world-calls -w bench`: what each HTTP call of the active member's round (members-worker.ts) costs the
// server and PostgreSQL on the kept full world (capacity-world.ts), the figures behind the capacity ramp. Each call
// is asked by --concurrency members at once (taken in turn from --members of the world's members) for --seconds;
// the CPU of the serving node process and of the database's backends is read from /proc before and after. Prints
// req/s, mean ms and CPU ms per request of each call, and its share of a member's round (the suggestions are asked
// twice a round). The round's two chats are measured action by action over the members' sockets ("chat: typing",
// "send", "details", "read"; "read" marks what "send" sent, so name both), with what each sets off on the peer's
// socket counted with it.
// Options: --seconds 5  --concurrency 4  --members 200  --postgres URL  --calls "stream,month" (by name)  --profile DIR
import { parseArgs } from "node:util";
import { cpuTicks, TICKS } from "./capacity.js";
import { capacityWorld } from "./capacity-world.js";
import { assertLoopback, installStopHandlers, stopAll } from "./guard.js";
import { type MemberSocket, openMemberSocket } from "./member-socket.js";
import { loadAverageLine } from "./processes.js";
import { printLayers } from "./profile-layers.js";
import { servingPids, startServer } from "./server.js";
import { benchDataDir, type Fixture, SEED_PASSWORD } from "./setup.js";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    concurrency: { type: "string", default: "4" },
    members: { type: "string", default: "200" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    calls: { type: "string" },
    profile: { type: "string" },
  },
});
const seconds = Math.min(Math.max(Number(args.seconds) || 5, 1), 60);
const concurrency = Math.min(Math.max(Number(args.concurrency) || 4, 1), 50);
const memberCount = Math.min(Math.max(Number(args.members) || 200, 2), 2000);
assertLoopback(args.postgres ?? "", "PostgreSQL server");
installStopHandlers(30 * 60_000);
const log = (line: string) => process.stderr.write(`${line}\n`);

type Member = Fixture["members"][number] & { inboxId?: string };
/** The prefixes the round's suggestions type (members-worker.ts). */
const PREFIXES = ["proj", "Mem", "Bes", "team", "Ben", "rep"];

/**
 * One call of the round and the times a round asks it: an HTTP request (its path for the i-th request of the run,
 * asked by member i in turn), or a chat action pushed on member i's socket (`push`).
 */
type Call = {
  name: string;
  perRound: number;
  request?: (m: Member, i: number) => { path: string; body?: unknown };
  push?: (m: Member, i: number) => Promise<void>;
};

function calls(world: Fixture, members: Member[], chat: Chat): Call[] {
  const get = (path: string) => ({ path });
  return [
    { name: "network preload", perRound: 1, request: () => get("/api/v1/network") },
    { name: "unread counts", perRound: 1, request: () => get("/api/v1/unreads") },
    { name: "stream page", perRound: 1, request: () => get("/activitystreams/all") },
    { name: "month view", perRound: 1, request: () => get(`/appointments?date=${world.month}`) },
    { name: "appointment", perRound: 1, request: () => get(`/appointments/${world.appointmentId}`) },
    { name: "inbox", perRound: 1, request: () => get("/api/v1/messages?page=1") },
    {
      name: "message",
      perRound: 1,
      request: (m) => get(m.inboxId ? `/api/v1/messages/${m.inboxId}` : "/api/v1/messages?page=1"),
    },
    {
      name: "suggestions, 3 letters",
      perRound: 1,
      request: (_m, i) => get(`/search/suggestions?q=${(PREFIXES[i % PREFIXES.length] ?? "").slice(0, 3)}`),
    },
    {
      name: "suggestions, word",
      perRound: 1,
      request: (_m, i) => get(`/search/suggestions?q=${PREFIXES[i % PREFIXES.length]}`),
    },
    { name: "notifications", perRound: 1, request: () => get("/notifications") },
    {
      name: "write a message",
      perRound: 1,
      request: (_m, i) => ({
        path: "/api/v1/messages",
        body: {
          // The request's member is the i-th in turn: the next one is someone else.
          to: [members[(i + 1) % members.length]?.memberId],
          subject: "Bench",
          content: "<p>Hello from the bench</p>",
        },
      }),
    },
    {
      name: "directory",
      perRound: 1,
      request: (_m, i) => get(`/directory?q=${encodeURIComponent(`Member 0${i % 10}`)}`),
    },
    {
      name: "folder",
      perRound: 1,
      request: () => get(`/api/storage/folders/${world.folderId ?? "root"}?limit=50&page=1`),
    },
    { name: "group page", perRound: 1, request: (m) => get(`/api/v1/groups/${m.teamSlug}`) },
    // The round's two chats (members-worker.ts `chat`), each action on its own; what it sets off on the peer's
    // socket (the `message` marked as received, the unread counts asked again) is counted with it.
    { name: "chat: typing", perRound: 2, push: (m, i) => chat.action(m, i, "composing") },
    { name: "chat: send", perRound: 2, push: (m, i) => chat.action(m, i, "send_message") },
    { name: "chat: details", perRound: 2, push: (m, i) => chat.action(m, i, "chat_details") },
    { name: "chat: read", perRound: 2, push: (m, i) => chat.action(m, i, "mark_as_read") },
  ];
}

/**
 * The members' sockets for the chat calls. Member i chats with member i + 1; each socket reacts as the web client
 * does: a message from another member is marked as received, changed unread counts are asked again. `settled`
 * waits until these reactions have answered, so the CPU they cost is counted with the action that set them off.
 */
type Chat = {
  action: (
    m: Member,
    i: number,
    event: "composing" | "send_message" | "chat_details" | "mark_as_read",
  ) => Promise<void>;
  settled: () => Promise<void>;
  close: () => void;
};

async function openChat(url: string, members: Member[]): Promise<Chat> {
  const sockets = new Map<string, MemberSocket>();
  const lastSent = new Map<string, string>();
  const lastComposing = new Map<string, number>();
  let reacting = 0;
  const react = (work: Promise<unknown>) => {
    reacting++;
    void work.finally(() => reacting--);
  };
  const must = async (socket: MemberSocket | undefined, event: string, payload: unknown) => {
    const reply = socket ? await socket.push(event, payload) : null;
    if (reply?.status !== "ok") throw new Error(`socket ${event}: ${JSON.stringify(reply?.response ?? "no reply")}`);
    return reply.response as { message?: { id?: string } };
  };
  for (const m of members) {
    const { token } = JSON.parse(await ask(url, m, { path: "/api/v1/chat_token", method: "POST" })) as {
      token: string;
    };
    await new Promise<void>((resolve, reject) => {
      const socket = openMemberSocket(url, token, m.memberId, {
        opened: () => resolve(),
        error: reject,
        message: (msg) => {
          if (msg.id && msg.chat_id && msg.from?.id !== m.memberId)
            react(must(sockets.get(m.memberId), "mark_as_received", { chat_id: msg.chat_id, message_id: msg.id }));
        },
        unreadsChanged: () => react(ask(url, m, { path: "/api/v1/unreads" })),
      });
      sockets.set(m.memberId, socket);
    });
  }
  return {
    action: async (m, i, event) => {
      const peer = members[(i + 1) % members.length] as Member;
      const chatId = `member/${peer.memberId}`;
      const socket = sockets.get(m.memberId);
      if (event === "send_message") {
        const cid = `bench-${m.memberId}-${i}-${Math.random().toString(36).slice(2, 8)}`;
        const sent = await must(socket, event, { chat_id: chatId, cid, text: "A message of a usual length." });
        if (sent.message?.id) lastSent.set(chatId + m.memberId, sent.message.id);
      } else if (event === "mark_as_read") {
        const last = lastSent.get(chatId + m.memberId);
        if (last) await must(socket, event, { chat_id: chatId, message_id: last });
      } else if (event === "composing") {
        // A socket may tell 5 composing notices a second (chat.socket.ts): a member's next one waits its turn.
        const wait = (lastComposing.get(m.memberId) ?? 0) + 250 - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        lastComposing.set(m.memberId, Date.now());
        await must(socket, event, { chat_id: chatId });
      } else await must(socket, event, { chat_id: chatId });
    },
    settled: async () => {
      const until = Date.now() + 10_000;
      while (reacting > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    close: () => {
      for (const socket of sockets.values()) socket.close();
    },
  };
}

async function ask(url: string, m: Member, req: { path: string; body?: unknown; method?: "POST" }) {
  const method = req.method ?? (req.body ? "POST" : "GET");
  const res = await fetch(`${url}${req.path}`, {
    method,
    headers: {
      cookie: m.cookie,
      accept: "application/json",
      ...(method === "POST" ? { "x-csrf-token": m.csrf } : {}),
      ...(req.body ? { "content-type": "application/json" } : {}),
    },
    body: req.body ? JSON.stringify(req.body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${req.path} answered ${res.status}: ${text.slice(0, 200)}`);
  return text;
}

const sumTicks = (ticks: Map<number, number>) => [...ticks.values()].reduce((a, b) => a + b, 0);

async function main() {
  const world = await capacityWorld({
    postgresUrl: args.postgres ?? "",
    redisUrl: "redis://127.0.0.1:6379",
    dataDir: benchDataDir(),
    sessions: memberCount,
    fresh: false,
    log,
  });
  const server = await startServer({
    dataDir: world.dataDir,
    databaseUrl: world.databaseUrl,
    redisUrl: world.redisUrl,
    seedPassword: SEED_PASSWORD,
    profileDir: args.profile ?? null,
  });
  try {
    const members: Member[] = world.members;
    // Each member's newest inbox message, as the round reads one of its own.
    for (const m of members) {
      const inbox = JSON.parse(await ask(server.url, m, { path: "/api/v1/messages?page=1" })) as {
        messages?: { id: string }[];
      };
      m.inboxId = inbox.messages?.[0]?.id;
    }
    const wanted = args.calls?.split(",").map((s) => s.trim());
    // The sockets open at the first chat call measured (in its warm-up).
    let opening: Promise<Chat> | null = null;
    const chat: Chat = {
      action: async (m, i, event) => {
        opening ??= openChat(server.url, members);
        await (await opening).action(m, i, event);
      },
      settled: async () => (await opening)?.settled(),
      close: () => void opening?.then((c) => c.close()),
    };
    const chosen = calls(world, members, chat).filter((c) => !wanted || wanted.some((w) => c.name.includes(w)));
    log(`${loadAverageLine()}; ${members.length} members, ${concurrency} at once, ${seconds} s per call`);
    const rows: { name: string; perRound: number; rps: number; meanMs: number; cpuMs: number; serverShare: number }[] =
      [];
    for (const call of chosen) {
      let next = 0;
      const run = async (until: number, latencies: number[] | null) => {
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (Date.now() < until) {
              const i = next++;
              const m = members[i % members.length] as Member;
              const started = performance.now();
              if (call.push) await call.push(m, i);
              else if (call.request) await ask(server.url, m, call.request(m, i));
              latencies?.push(performance.now() - started);
            }
          }),
        );
      };
      // A second's warm-up: the pool's connections open, the statements are prepared.
      await run(Date.now() + 1000, null);
      const pidsBefore = await servingPids(server, world.databaseUrl, world.dataDir);
      const before = cpuTicks(pidsBefore);
      const latencies: number[] = [];
      const started = Date.now();
      await run(started + seconds * 1000, latencies);
      const elapsed = (Date.now() - started) / 1000;
      await chat.settled();
      const pidsAfter = await servingPids(server, world.databaseUrl, world.dataDir);
      const after = cpuTicks([...new Set([...pidsBefore, ...pidsAfter])]);
      // A backend opened meanwhile counts whole; one gone meanwhile is lost (the pool keeps them open).
      const used = sumTicks(after) - [...before].reduce((a, [pid, t]) => a + (after.has(pid) ? t : 0), 0);
      const cpuMs = ((used / TICKS) * 1000) / Math.max(1, latencies.length);
      const own = server.serverPid() ?? -1;
      const serverShare = ((after.get(own) ?? 0) - (before.get(own) ?? 0)) / Math.max(1, used);
      const meanMs = latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length);
      const rps = latencies.length / elapsed;
      rows.push({ name: call.name, perRound: call.perRound, rps, meanMs, cpuMs, serverShare });
      log(`${call.name}: ${rps.toFixed(0)} req/s, ${cpuMs.toFixed(2)} ms CPU per request`);
    }
    const round = rows.reduce((a, r) => a + r.cpuMs * r.perRound, 0);
    const out = [
      `\nCalls of the member's round on the world (${loadAverageLine()}); CPU = server + PostgreSQL backends`,
      "| call | req/s | mean ms | CPU ms per request | of it the server | share of a round |",
      "|---|---|---|---|---|---|",
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.rps.toFixed(0)} | ${r.meanMs.toFixed(1)} | ${r.cpuMs.toFixed(2)} | ${(100 * r.serverShare).toFixed(0)} % | ${((100 * r.cpuMs * r.perRound) / round).toFixed(0)} % |`,
      ),
      `| a round's calls | | | ${round.toFixed(1)} (${(round / rows.reduce((a, r) => a + r.perRound, 0)).toFixed(2)} per request) | | |`,
    ];
    console.log(out.join("\n"));
    chat.close();
  } finally {
    await server.stop();
    if (args.profile) printLayers(args.profile, (line) => console.log(line));
  }
}

main()
  .catch((err) => {
    log(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exitCode = 1;
  })
  .finally(() => stopAll());
