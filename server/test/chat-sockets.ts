import type { ChatMessage } from "@intranet/contracts";
import { afterAll, beforeAll } from "vitest";
import type { App } from "../src/app.js";
import type { MemberRow } from "../src/modules/members/members.schema.js";
import { createTestApp } from "./app.js";
import { ChatSocket, chatSocketUrl } from "./chat-client.js";
import { as } from "./factories.js";
import { rateLimitConfig } from "./rate-limits.js";

let cidCounter = 0;
/** A fresh client message id. */
export const cid = () => `cid-${Date.now()}-${++cidCounter}`;

/**
 * A chat test file's app, listening (started before its tests; with TEST_REDIS_URL the hub fans out through Redis
 * pub/sub, as across instances), and its sockets: `connect` a member (joined to their own topic and `topics`), push
 * actions (`ok` resolves with the reply, `act` with the reply or the error reply's response).
 */
export function chatTestApp() {
  const state = {} as { app: App; url: string };
  const open: ChatSocket[] = [];
  beforeAll(async () => {
    state.app = await createTestApp(rateLimitConfig({ chat_send_socket: { points: 30, windowS: 60 } }));
    state.url = await state.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => {
    for (const s of open) s.close();
  });

  /** A socket of the member as it opens, joined to nothing. */
  async function bare(m: MemberRow) {
    const res = await (await as(state.app, m)).post("/api/v1/chat_token");
    const s = new ChatSocket(chatSocketUrl(state.url, res.json().token));
    open.push(s);
    return s;
  }

  async function connect(m: MemberRow, topics: string[] = []) {
    const s = await bare(m);
    await s.opened;
    await s.join(`member:${m.id}`);
    for (const t of topics) await s.join(t);
    return s;
  }

  async function act<T = Record<string, unknown>>(s: ChatSocket, m: MemberRow, event: string, payload: unknown) {
    try {
      return { ok: true as const, reply: await s.push<T>(`member:${m.id}`, event, payload) };
    } catch (err) {
      const text = String((err as Error).message);
      return {
        ok: false as const,
        error: JSON.parse(text.slice(text.indexOf(":") + 1)) as { reason: string; message: string },
      };
    }
  }

  const ok = async <T = Record<string, unknown>>(s: ChatSocket, m: MemberRow, event: string, payload: unknown) =>
    s.push<T>(`member:${m.id}`, event, payload);

  const send = (s: ChatSocket, m: MemberRow, chatId: string, text: string, extra: Record<string, unknown> = {}) =>
    ok<{ message: ChatMessage }>(s, m, "send_message", { chat_id: chatId, cid: cid(), text, ...extra }).then(
      (r) => r.message,
    );

  return {
    get app() {
      return state.app;
    },
    bare,
    connect,
    act,
    ok,
    send,
  };
}

/** Resolves with the next `event` payload the socket receives that satisfies `match`. */
export function next<T>(s: ChatSocket, event: string, match: (p: T) => boolean = () => true, ms = 5000) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} in ${ms} ms`)), ms);
    s.on<T>(event, (p) => {
      if (match(p)) {
        clearTimeout(timer);
        resolve(p);
      }
    });
  });
}
