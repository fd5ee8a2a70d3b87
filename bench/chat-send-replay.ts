// The same-work baseline of the chat bench's send (chat.ts): a bare `ws` server in its own process that answers a
// `send_message` frame by replaying the statements our server sent for one send (chat-send-template.ts), in their
// order, each on a connection of a pool of 10 as the server's (the same names, so the same prepared statements), then
// answers the message row as JSON and sends it as a `message` event to the sender's and the partner's sockets, as our
// server publishes it to both members' topics. A socket names its member with `?member=`; a `phx_join` is answered
// ok. No authentication, validation, access layer, presenter or hub: what our server costs above this is ours.
// Env: DATABASE_URL (loopback), PORT, TEMPLATE_FILE (JSON: SendTemplate).
import fs from "node:fs";
import http from "node:http";
import pg from "pg";
import { WebSocket, WebSocketServer } from "ws";
import { newId } from "../server/src/lib/ids.js";
import { type SendInput, type SendTemplate, valuesFor } from "./chat-send-template.js";
import { assertLoopback } from "./guard.js";

const databaseUrl = process.env.DATABASE_URL ?? "";
assertLoopback(databaseUrl, "database");
const template = JSON.parse(fs.readFileSync(process.env.TEMPLATE_FILE ?? "", "utf8")) as SendTemplate;
// As the server connects (server/src/db/client.ts): 10 connections, no JIT compilation.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: "-c jit=off" });
pool.on("error", () => {});

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/** One send: every statement in order, each on the pool as ours (no transaction: ours sends none for a text). */
async function send(sender: string, payload: Record<string, unknown>) {
  const inputs: Record<SendInput, unknown> = {
    sender,
    partner: String(payload.chat_id ?? "").split("/")[1],
    cid: payload.cid,
    text: String(payload.text ?? "").trim(),
    now: new Date().toISOString(),
    fresh: newId(),
  };
  const answered: pg.QueryResult[] = [];
  for (let i = 0; i < template.statements.length; i++) {
    const st = template.statements[i];
    if (!st) continue;
    answered.push(
      await pool.query({
        text: st.text,
        values: valuesFor(template, i, inputs, answered),
        ...(st.name ? { name: st.name } : {}),
        ...(st.rowMode ? { rowMode: st.rowMode as "array" } : {}),
      }),
    );
  }
  const result = answered[template.answer] as pg.QueryResult;
  const row = result.rows[0] as unknown[] | Record<string, unknown>;
  const message = Array.isArray(row) ? Object.fromEntries(result.fields.map((f, i) => [f.name, row[i]])) : row;
  return { message, partner: inputs.partner as string };
}

const sockets = new Map<string, Set<WebSocket>>();
const server = http.createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server, perMessageDeflate: false });
wss.on("connection", (socket, req) => {
  const member = new URL(req.url ?? "/", "http://x").searchParams.get("member") ?? "";
  let own = sockets.get(member);
  if (!own) {
    own = new Set();
    sockets.set(member, own);
  }
  own.add(socket);
  const out = (frame: unknown[]) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };
  const publish = (to: string, payload: unknown) => {
    for (const s of sockets.get(to) ?? [])
      if (s.readyState === WebSocket.OPEN) s.send(JSON.stringify([null, null, `member:${to}`, "message", payload]));
  };
  // Frames of a socket one after the other, as ours handles them.
  let queue: Promise<unknown> = Promise.resolve();
  socket.on("message", (raw) => {
    queue = queue.then(async () => {
      const [joinRef, ref, topic, event, payload] = JSON.parse(raw.toString()) as Frame;
      const reply = (status: string, response: unknown) =>
        out([joinRef, ref, topic, "phx_reply", { status, response }]);
      if (event !== "send_message") return reply("ok", {});
      try {
        // As ours: the events go out before the reply.
        const { message, partner } = await send(member, payload);
        publish(member, { message });
        publish(partner, { message });
        reply("ok", { message });
      } catch (err) {
        reply("error", { reason: "server_error", message: (err as Error).message });
      }
    });
  });
  socket.on("close", () => own.delete(socket));
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") process.stdout.write(`listening ${address.port}\n`);
});
