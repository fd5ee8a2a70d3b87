// Active members in a process of their own: each signed in (a session made at set-up), with its
// real-time socket connected, acting with think time. The parent sends {add: [...members]} and {stop};
// every second this process reports what its members saw: latencies, errors and requests.
import WebSocket from "ws";
import { assertLoopback, deadline } from "./guard.js";
import type { Session } from "./setup.js";

export type ActiveMember = Session & { teamSlug: string };

export type WorkerConfig = {
  url: string;
  /** Mean seconds between two actions of one member. */
  thinkSeconds: number;
  month: string;
  appointmentId: string;
  /** Other members to write to and to search for. */
  peers: string[];
  /** This process ends itself after this long whatever the parent says. */
  maxSeconds: number;
};

export type WorkerMessage = { add: ActiveMember[] } | { stop: true };
export type WorkerReport = {
  latencies: number[];
  errors: number;
  requests: number;
  sockets: number;
  pushes: number;
  errorSamples: string[];
};

const config = JSON.parse(process.argv[2] ?? "{}") as WorkerConfig;
assertLoopback(config.url);
const life = deadline(config.maxSeconds * 1000);
const wsUrl = config.url.replace(/^http/, "ws");
let stopping = false;

let report: WorkerReport = { latencies: [], errors: 0, requests: 0, sockets: 0, pushes: 0, errorSamples: [] };
let openSockets = 0;
const sockets = new Set<WebSocket>();

const failure = (what: string) => {
  report.errors++;
  if (report.errorSamples.length < 5) report.errorSamples.push(what);
};

async function call(m: ActiveMember, method: string, path: string, body?: unknown): Promise<unknown> {
  const started = performance.now();
  report.requests++;
  try {
    const res = await fetch(`${config.url}${path}`, {
      method,
      headers: {
        cookie: m.cookie,
        accept: "application/json",
        ...(method === "GET" ? {} : { "x-csrf-token": m.csrf }),
        // Fastify refuses an empty body declared as JSON, as the web client never sends one.
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    report.latencies.push(performance.now() - started);
    if (!res.ok) {
      failure(`${method} ${path.split("?")[0]}: ${res.status}`);
      return null;
    }
    return text ? JSON.parse(text) : null;
  } catch (err) {
    report.latencies.push(performance.now() - started);
    failure(`${method} ${path.split("?")[0]}: ${(err as Error).name}`);
    return null;
  }
}

const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
const think = () => config.thinkSeconds * 1000 * (0.5 + Math.random());

/** The socket: a token, the Phoenix join of the member's topic, heartbeats, and unread counts fetched on a push. */
async function connect(m: ActiveMember) {
  const tokenBody = (await call(m, "POST", "/api/v1/chat_token")) as { token?: string } | null;
  if (!tokenBody?.token || stopping) return;
  const ws = new WebSocket(`${wsUrl}/api/chat/socket/websocket?token=${encodeURIComponent(tokenBody.token)}&vsn=2.0.0`);
  sockets.add(ws);
  let ref = 0;
  const send = (topic: string, event: string) => ws.send(JSON.stringify(["1", String(++ref), topic, event, {}]));
  const heartbeat = setInterval(() => ws.readyState === WebSocket.OPEN && send("phoenix", "heartbeat"), 30_000);
  ws.on("open", () => {
    openSockets++;
    send(`member:${m.memberId}`, "phx_join");
  });
  ws.on("message", (data) => {
    const frame = JSON.parse(String(data)) as [unknown, unknown, string, string, unknown];
    if (frame[3] === "unreads_changed") {
      report.pushes++;
      void call(m, "GET", "/api/v1/unreads");
    }
  });
  ws.on("error", (err) => failure(`socket: ${err.message}`));
  ws.on("close", () => {
    clearInterval(heartbeat);
    sockets.delete(ws);
    if (ws.readyState === WebSocket.CLOSED) openSockets = Math.max(0, openSockets - 1);
    if (!stopping) failure("socket closed by the server");
  });
}

type Action = (m: ActiveMember, state: { inboxIds: string[] }) => Promise<void>;

/** One member's day, in order: start page, month view, an appointment, inbox, read, write, search, group. */
const ACTIONS: Action[] = [
  async (m) => {
    await Promise.all([call(m, "GET", "/api/v1/network"), call(m, "GET", "/api/v1/unreads")]);
  },
  async (m) => {
    await call(m, "GET", `/appointments?date=${config.month}`);
  },
  async (m) => {
    await call(m, "GET", `/appointments/${config.appointmentId}`);
  },
  async (m, state) => {
    const inbox = (await call(m, "GET", "/api/v1/messages?page=1")) as { messages?: { id: string }[] } | null;
    state.inboxIds = (inbox?.messages ?? []).map((x) => x.id);
  },
  async (m, state) => {
    const id = pick(state.inboxIds);
    if (id) await call(m, "GET", `/api/v1/messages/${id}`);
  },
  async (m) => {
    const to = pick(config.peers.filter((p) => p !== m.memberId));
    if (to)
      await call(m, "POST", "/api/v1/messages", { to: [to], subject: "Bench", content: "<p>Hello from the bench</p>" });
  },
  async (m) => {
    await call(m, "GET", `/directory?q=${encodeURIComponent(`Member 0${Math.floor(Math.random() * 10)}`)}`);
  },
  async (m) => {
    await call(m, "GET", `/api/v1/groups/${m.teamSlug}`);
  },
];

async function live(m: ActiveMember) {
  await new Promise((resolve) => setTimeout(resolve, Math.random() * config.thinkSeconds * 1000));
  if (stopping) return;
  await connect(m);
  const state = { inboxIds: [] as string[] };
  // Bounded: at most one action per think time until stopped or out of time, and never more than 100,000.
  for (let i = 0; i < 100_000 && !stopping && !life.passed(); i++) {
    await ACTIONS[i % ACTIONS.length]?.(m, state);
    await new Promise((resolve) => setTimeout(resolve, think()));
  }
}

const reporter = setInterval(() => {
  report.sockets = openSockets;
  process.send?.(report);
  report = { latencies: [], errors: 0, requests: 0, sockets: 0, pushes: 0, errorSamples: [] };
  if (life.passed()) stop();
}, 1_000);

function stop() {
  stopping = true;
  clearInterval(reporter);
  for (const ws of sockets) ws.terminate();
  setTimeout(() => process.exit(0), 200);
}

process.on("message", (msg: WorkerMessage) => {
  if ("stop" in msg) stop();
  else for (const m of msg.add) void live(m);
});
process.on("disconnect", stop);
