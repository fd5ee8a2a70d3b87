import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { ChatSocket, chatSocketUrl } from "./chat-client.js";

// The chat durability test's clients (chat-durability.test.ts): members signed in over HTTP, clients that behave
// as the web app does (resend by cid, resync after a reconnect), and the check that nothing acknowledged was lost.

/** The password the durability test's members are seeded with. */
export const PASSWORD = "durability-password-123";

export type Message = { id: string; seq: number; cid: string | null };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Member = { email: string; id: string; cookie: string; csrf: string };

export async function signIn(base: string, email: string): Promise<Member> {
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

export async function chatToken(base: string, m: Member): Promise<string> {
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
export class DurableClient {
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
export async function serverList(base: string, member: Member, token: string, chatId: string): Promise<Message[]> {
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

export function expectDurable(list: Message[], clients: DurableClient[]) {
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
