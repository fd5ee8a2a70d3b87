import fastifyWebsocket from "@fastify/websocket";
import { realtimeApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RawData, WebSocket } from "ws";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { unauthorized } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { newToken } from "../../lib/tokens.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { getNetwork } from "../network/network.service.js";
import { createSocketToken, socketTokenMember } from "./realtime.repo.js";
import { mayJoin } from "./topics.js";

/** Credentials live as long as the spec's client caches them (3 hours), never longer than their session. */
const TOKEN_TTL_MS = 3 * 3600 * 1000;

/** A frame of the Phoenix channel protocol, serializer 2.0.0: [join_ref, ref, topic, event, payload]. */
type Frame = [string | null, string | null, string, string, unknown];

export const realtimeRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  route(app, realtimeApi.chatToken, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    const session = req.session;
    if (!session) throw unauthorized();
    const token = newToken();
    const expiresAt = new Date(Math.min(Date.now() + TOKEN_TTL_MS, session.expiresAt.getTime()));
    // Deleted with the session: signing out, a password change or reset end the socket token too.
    await createSocketToken(ctx.db, token, member.id, session.tokenHash, expiresAt);
    return { token, expires_at: expiresAt.toISOString() };
  });

  // Authenticated by the token in the query (browsers cannot set headers on a WebSocket).
  app.get(
    "/api/chat/socket/websocket",
    { websocket: true, config: { auth: "token" }, schema: { hide: true } },
    (socket: WebSocket, req) => {
      const token = new URL(req.url, "http://x").searchParams.get("token") ?? "";
      // The listener is attached before the token is looked up, so frames a client sends as soon as the
      // socket opens wait for it instead of being lost; frames are handled one after the other, in order.
      const opened = (async () => {
        const memberId = await socketTokenMember(ctx.db, token);
        const member = memberId ? await findMemberById(ctx.db, memberId) : null;
        if (!member || member.lockedAt) {
          socket.close(4001, "unauthorized");
          return null;
        }
        return { member, network: await getNetwork(ctx.db) };
      })();
      let queue: Promise<unknown> = Promise.resolve();
      socket.on("message", (raw) => {
        queue = queue
          .then(async () => {
            const session = await opened;
            if (session) await handle(session.member, session.network.id, raw);
          })
          .catch((err) => {
            req.log.error({ err }, "socket frame failed");
            socket.close(1011, "server error");
          });
      });
      const joined = new Map<string, { joinRef: string | null; leave: () => void }>();
      const send = (frame: Frame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      const reply = (f: Frame, status: "ok" | "error", response: unknown = {}) =>
        send([f[0], f[1], f[2], "phx_reply", { status, response }]);

      const handle = async (member: MemberRow, networkId: string, raw: RawData) => {
        let frame: Frame;
        try {
          frame = JSON.parse(raw.toString()) as Frame;
          if (
            !Array.isArray(frame) ||
            frame.length !== 5 ||
            typeof frame[2] !== "string" ||
            typeof frame[3] !== "string"
          ) {
            throw new Error("bad frame");
          }
        } catch {
          socket.close(1003, "invalid frame");
          return;
        }
        const [joinRef, , topic, event] = frame;
        // Clients beat every 30 s: a socket whose token (or its session) has ended since it opened closes.
        if ((topic === "phoenix" && event === "heartbeat") || event === "phx_join") {
          if ((await socketTokenMember(ctx.db, token)) !== member.id) {
            socket.close(4001, "unauthorized");
            return;
          }
        }
        if (topic === "phoenix" && event === "heartbeat") return reply(frame, "ok");
        if (event === "phx_join") {
          if (!(await mayJoin(ctx.db, member, networkId, topic)))
            return reply(frame, "error", { reason: "unauthorized" });
          joined.get(topic)?.leave();
          const leave = ctx.realtime.subscribe(topic, (e) => send([joinRef, null, e.topic, e.event, e.payload]));
          joined.set(topic, { joinRef, leave });
          return reply(frame, "ok");
        }
        if (event === "phx_leave") {
          joined.get(topic)?.leave();
          joined.delete(topic);
          reply(frame, "ok");
          return send([joinRef, null, topic, "phx_close", {}]);
        }
        if (!joined.has(topic)) return reply(frame, "error", { reason: "not_joined" });
        return reply(frame, "error", { reason: "unknown_event" });
      };
      socket.on("close", () => {
        for (const { leave } of joined.values()) leave();
        joined.clear();
      });
    },
  );
};
