// The chat bench's send (chat.ts): our socket `send_message` against the replay of the statements it sends
// (chat-send-template.ts, chat-send-replay.ts), from the same number of sender sockets, each sending the next message
// as soon as the last one is acknowledged, every partner's socket open and hearing the message.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { ChatSocket, chatSocketUrl } from "../server/test/chat-client.js";
import { captureApp, noteQueries } from "./capture.js";
import { type Noted, templateOf } from "./chat-send-template.js";
import { startBareWs, stats } from "./chat-tools.js";
import { deadline } from "./guard.js";
import { treeCpuMs } from "./server.js";

export type Person = { id: string; cookie: string; csrf: string };

/** A socket token for the member on the server at `url`. */
export async function chatToken(url: string, p: Person): Promise<string> {
  const res = await fetch(`${url}/api/v1/chat_token`, {
    method: "POST",
    headers: { cookie: p.cookie, "x-csrf-token": p.csrf, accept: "application/json" },
  });
  if (!res.ok) throw new Error(`chat_token: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

let cidCounter = 0;
export const cid = () => `bench${process.pid}x${++cidCounter}`;
export const TEXT = "A message of a usual length, with a few words in it, as people write in a chat.";

/** Opens a socket per member and joins its member topic. */
async function openSockets(url: (p: Person) => Promise<string>, people: Person[]) {
  return Promise.all(
    people.map(async (p) => {
      const s = new ChatSocket(await url(p));
      await s.opened;
      await s.join(`member:${p.id}`);
      return s;
    }),
  );
}

/**
 * The statements one plain text send sends, as a template: the app built from the sources listens in this process,
 * the sender sends a few messages to the partner (both sockets open, as in the measurement), and the next send's
 * statements are noted with their answers (bench/capture.ts).
 */
export async function captureSendTemplate(databaseUrl: string, dataDir: string, sender: Person, partner: Person) {
  const app = await captureApp(databaseUrl, dataDir);
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [s, p] = await openSockets(async (m) => chatSocketUrl(url, await chatToken(url, m)), [sender, partner]);
    const push = (c: string) =>
      s?.push(`member:${sender.id}`, "send_message", { chat_id: `member/${partner.id}`, cid: c, text: TEXT });
    for (let i = 0; i < 5; i++) await push(cid());
    const noted: {
      st: Noted["st"];
      rowMode?: string;
      result: Promise<{ rows: unknown[]; fields: { name: string }[] }> | null;
    }[] = [];
    const from = Date.now();
    const c = cid();
    const restore = noteQueries((_client, st, result, rowMode) => noted.push({ st, rowMode, result }));
    try {
      await push(c);
    } finally {
      restore();
    }
    const to = Date.now();
    s?.close();
    p?.close();
    const answered: Noted[] = [];
    for (const n of noted) {
      const r = await n.result;
      answered.push({
        st: n.st,
        rowMode: n.rowMode,
        rows: r?.rows ?? [],
        fields: (r?.fields ?? []).map((f) => f.name),
      });
    }
    return templateOf(answered, { sender: sender.id, partner: partner.id, cid: c, text: TEXT }, { from, to });
  } finally {
    await app.close();
  }
}

/**
 * One side of the measurement: `senders` sockets each sending one message after the other into its own direct chat,
 * unpaced, and the partners' sockets hearing them; `run` sends for `ms` and answers what it measured.
 */
async function side(open: (p: Person) => Promise<string>, senders: Person[], partners: Person[], cpuOf: () => number) {
  const [out, into] = await Promise.all([openSockets(open, senders), openSockets(open, partners)]);
  const total = { latencies: [] as number[], refused: 0, ms: 0, cpuMs: 0, heard: 0 };
  let measuring = false;
  for (const s of into) s.on("message", () => measuring && total.heard++);
  const run = async (ms: number, measured: boolean) => {
    measuring = measured;
    const d = deadline(ms);
    const started = performance.now();
    const cpu = cpuOf();
    await Promise.all(
      out.map(async (s, i) => {
        while (!d.passed()) {
          const t = performance.now();
          try {
            await s.push(`member:${senders[i]?.id}`, "send_message", {
              chat_id: `member/${partners[i]?.id}`,
              cid: cid(),
              text: TEXT,
            });
            if (measured) total.latencies.push(performance.now() - t);
          } catch {
            if (measured) total.refused++;
          }
        }
      }),
    );
    if (measured) {
      total.ms += performance.now() - started;
      total.cpuMs += cpuOf() - cpu;
    }
    measuring = false;
  };
  const figures = () => ({
    perSec: total.latencies.length / (total.ms / 1000),
    refused: total.refused,
    heard: total.heard,
    cpuMs: total.cpuMs / Math.max(total.latencies.length, 1),
    ...stats(total.latencies),
  });
  const close = () => {
    for (const s of [...out, ...into]) s.close();
  };
  return { run, figures, close };
}

export type SendFigures = ReturnType<Awaited<ReturnType<typeof side>>["figures"]>;

/**
 * Ours on the running server and the replay of our statements in its own process, on the same database, in turns
 * (`rounds` of `seconds / rounds` each, after a second's warm-up of each): a change in the machine's load weighs on
 * both alike.
 */
export async function sendThroughput(opts: {
  serverUrl: string;
  serverPid: number;
  databaseUrl: string;
  dataDir: string;
  senders: Person[];
  partners: Person[];
  seconds: number;
  rounds: number;
}) {
  const [sender, partner] = [opts.senders[0] as Person, opts.partners[0] as Person];
  const template = await captureSendTemplate(opts.databaseUrl, opts.dataDir, sender, partner);
  const file = path.join(opts.dataDir, `send-template-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(template));
  const replay = await startBareWs("chat-send-replay.ts", { DATABASE_URL: opts.databaseUrl, TEMPLATE_FILE: file });
  try {
    const ours = await side(
      async (p) => chatSocketUrl(opts.serverUrl, await chatToken(opts.serverUrl, p)),
      opts.senders,
      opts.partners,
      () => treeCpuMs(opts.serverPid),
    );
    // Ours first: its first sends create the direct chats the replay's statements find.
    await ours.run(1000, false);
    const baseline = await side(
      async (p) => `${replay.url}/?member=${p.id}`,
      opts.senders,
      opts.partners,
      () => treeCpuMs(replay.pid),
    );
    await baseline.run(1000, false);
    const ms = (opts.seconds * 1000) / opts.rounds;
    for (let r = 0; r < opts.rounds; r++) {
      await ours.run(ms, true);
      await baseline.run(ms, true);
    }
    ours.close();
    baseline.close();
    return { ours: ours.figures(), baseline: baseline.figures(), statements: template.statements.length };
  } finally {
    replay.stop();
  }
}
