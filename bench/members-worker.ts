// Active members in a process of their own: each signed in (a session made at set-up), with its
// real-time socket connected (chat over it: typing, send, receive, read), acting with think time. The parent sends {add: [...members]} and {stop};
// every second this process reports what its members saw: latencies, errors and requests.
import { assertLoopback, deadline } from "./guard.js";
import { type MemberSocket, openMemberSocket } from "./member-socket.js";
import type { Session } from "./setup.js";

export type ActiveMember = Session & { teamSlug: string };

export type WorkerConfig = {
  url: string;
  /** Mean seconds between two actions of one member. */
  thinkSeconds: number;
  month: string;
  appointmentId: string;
  /** The folder a member opens (the network's root folder when absent). */
  folderId?: string;
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
  /** Chat messages that arrived on the members' sockets. */
  received: number;
  errorSamples: string[];
};

function emptyReport(): WorkerReport {
  return { latencies: [], errors: 0, requests: 0, sockets: 0, pushes: 0, received: 0, errorSamples: [] };
}

const config = JSON.parse(process.argv[2] ?? "{}") as WorkerConfig;
assertLoopback(config.url);
const life = deadline(config.maxSeconds * 1000);
let stopping = false;

let report: WorkerReport = emptyReport();
let openSockets = 0;
const sockets = new Set<MemberSocket>();

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

/** A member's open socket: pushes an action and times its reply like a request. */
type Socket = { push: (event: string, payload: unknown) => Promise<unknown> };
const socketsOf = new Map<string, Socket>();

const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
const think = () => config.thinkSeconds * 1000 * (0.5 + Math.random());

/**
 * The socket (member-socket.ts): a token, the join of the member's topic, unread counts fetched on a push, and
 * chat actions pushed on it (send, composing, read), each timed from the push to its reply like a request;
 * a `message` event (another member wrote to this one) is received and marked as received, as the client does.
 */
async function connect(m: ActiveMember) {
  const tokenBody = (await call(m, "POST", "/api/v1/chat_token")) as { token?: string } | null;
  if (!tokenBody?.token || stopping) return;
  const socket = openMemberSocket(config.url, tokenBody.token, m.memberId, {
    opened: () => {
      openSockets++;
    },
    message: (msg) => {
      report.received++;
      if (msg.id && msg.chat_id && msg.from?.id !== m.memberId)
        void socketsOf.get(m.memberId)?.push("mark_as_received", { chat_id: msg.chat_id, message_id: msg.id });
    },
    unreadsChanged: () => {
      report.pushes++;
      void call(m, "GET", "/api/v1/unreads");
    },
    error: (err) => failure(`socket: ${err.message}`),
    closed: (wasOpen) => {
      sockets.delete(socket);
      socketsOf.delete(m.memberId);
      if (wasOpen) openSockets = Math.max(0, openSockets - 1);
      if (!stopping) failure("socket closed by the server");
    },
  });
  sockets.add(socket);
  socketsOf.set(m.memberId, {
    push: async (event, payload) => {
      const started = performance.now();
      report.requests++;
      const reply = await socket.push(event, payload);
      report.latencies.push(performance.now() - started);
      if (!reply) failure(`socket ${event}: no reply`);
      else if (reply.status !== "ok") failure(`socket ${event}: ${JSON.stringify(reply.response).slice(0, 80)}`);
      return reply?.status === "ok" ? reply.response : null;
    },
  });
}

type Action = (m: ActiveMember, state: { inboxIds: string[] }) => Promise<void>;

const PREFIXES = ["proj", "Mem", "Bes", "team", "Ben", "rep"];

/** Chat with a peer over the socket as a person does: typing, the message, then what they see read. */
async function chat(m: ActiveMember) {
  // A peer who is active too (in this process), so the message is received on a socket as well.
  const to = pick([...socketsOf.keys()].filter((p) => p !== m.memberId));
  const socket = socketsOf.get(m.memberId);
  if (!to || !socket) return;
  const chatId = `member/${to}`;
  await socket.push("composing", { chat_id: chatId });
  const sent = (await socket.push("send_message", {
    chat_id: chatId,
    cid: `bench-${m.memberId}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    text: "A message of a usual length, as people write in a chat.",
  })) as { message?: { id?: string; chat_id?: string } } | null;
  const details = (await socket.push("chat_details", { chat_id: chatId })) as {
    messages?: { id: string }[];
  } | null;
  const last = details?.messages?.at(-1)?.id ?? sent?.message?.id;
  if (last) await socket.push("mark_as_read", { chat_id: chatId, message_id: last });
}

/**
 * One member's day, in order, as the product is used now: the stream as the start page (with the network preload
 * and the unread counts), the month view, an appointment, a chat, the inbox, reading a message, search suggestions,
 * the notifications, writing a message, the directory, a folder, another chat, the team's group page.
 */
const ACTIONS: Action[] = [
  async (m) => {
    await Promise.all([
      call(m, "GET", "/api/v1/network"),
      call(m, "GET", "/api/v1/unreads"),
      call(m, "GET", "/activitystreams/all"),
    ]);
  },
  async (m) => {
    await call(m, "GET", `/appointments?date=${config.month}`);
  },
  async (m) => {
    await call(m, "GET", `/appointments/${config.appointmentId}`);
  },
  chat,
  async (m, state) => {
    const inbox = (await call(m, "GET", "/api/v1/messages?page=1")) as { messages?: { id: string }[] } | null;
    state.inboxIds = (inbox?.messages ?? []).map((x) => x.id);
  },
  async (m, state) => {
    const id = pick(state.inboxIds);
    if (id) await call(m, "GET", `/api/v1/messages/${id}`);
  },
  async (m) => {
    // The header's suggestions as the member types a word: two prefixes after the debounce.
    const word = pick(PREFIXES) ?? "proj";
    await call(m, "GET", `/search/suggestions?q=${encodeURIComponent(word.slice(0, 3))}`);
    await call(m, "GET", `/search/suggestions?q=${encodeURIComponent(word)}`);
  },
  async (m) => {
    await call(m, "GET", "/notifications");
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
    await call(m, "GET", `/api/storage/folders/${config.folderId ?? "root"}?limit=50&page=1`);
  },
  chat,
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
  report = emptyReport();
  if (life.passed()) stop();
}, 1_000);

function stop() {
  stopping = true;
  clearInterval(reporter);
  for (const socket of sockets) socket.close();
  setTimeout(() => process.exit(0), 200);
}

process.on("message", (msg: WorkerMessage) => {
  if ("stop" in msg) stop();
  else for (const m of msg.add) void live(m);
});
process.on("disconnect", stop);
