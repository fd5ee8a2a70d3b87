import fastifyWebsocket from "@fastify/websocket";
import { realtimeApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RawData, WebSocket } from "ws";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { unauthorized } from "../../http/errors.js";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "../../http/json-body.js";
import { route } from "../../http/route.js";
import type { MemberRow } from "../members/members.schema.js";
import { getNetwork } from "../network/network.service.js";
import { activeSocketMember, issueSocketToken, socketsEndTopic, socketTokenMemberId } from "./realtime.service.js";
import { errorReply, runSocketAction, SocketLimiter } from "./socket-actions.js";
import { allowedTopics, carriedTopics, joinable } from "./topics.js";

/** A frame of the Phoenix channel protocol, serializer 2.0.0: [join_ref, ref, topic, event, payload]. */
type Frame = [string | null, string | null, string, string, unknown];

export const realtimeRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  route(app, realtimeApi.chatToken, { config: { auth: "member" } }, async (req) => {
    if (!req.session) throw unauthorized();
    return issueSocketToken(ctx, currentMember(req), req.session);
  });

  // Authenticated by the token in the query (browsers cannot set headers on a WebSocket).
  app.get(
    "/api/chat/socket/websocket",
    { websocket: true, config: { auth: "token" }, schema: { hide: true } },
    (socket: WebSocket, req) => {
      const token = new URL(req.url, "http://x").searchParams.get("token") ?? "";
      let stopEnding = () => {};
      // The listener is attached before the token is looked up, so frames a client sends as soon as the
      // socket opens wait for it instead of being lost; frames are handled one after the other, in order.
      const opened = (async () => {
        const member = await activeSocketMember(ctx, await socketTokenMemberId(ctx, token));
        if (!member) {
          socket.close(4001, "unauthorized");
          return null;
        }
        for (const hooks of ctx.modules.socketHooks) hooks.opened?.(ctx, member);
        // A lock or deletion ends the member's sockets at once, on every instance (endMemberSockets).
        stopEnding = ctx.realtime.subscribe(socketsEndTopic(member.id), () => socket.close(4001, "unauthorized"));
        return { member, network: await getNetwork(ctx.db) };
      })();
      const limiter = new SocketLimiter(ctx.config.rateLimits.overrides);
      let queue: Promise<unknown> = Promise.resolve();
      socket.on("message", (raw) => {
        // Limits count frames as they arrive, not as they are handled: a slow moment must not let a flood through.
        const arrived = Date.now();
        queue = queue
          .then(async () => {
            const session = await opened;
            if (session) await handle(session.member, session.network.id, raw, arrived);
          })
          .catch((err) => {
            req.log.error({ err }, "socket frame failed");
            socket.close(1011, "server error");
          });
      });
      /** The client topics joined, each with its hub subscription and those of the topics it carries (by hub topic). */
      const joined = new Map<string, { joinRef: string | null; leave: () => void; carried: Map<string, () => void> }>();
      const send = (frame: Frame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      /** Forwards a hub topic's events to the socket as the client topic's. */
      const hear = (joinRef: string | null, clientTopic: string, hubTopic: string) =>
        ctx.realtime.subscribe(hubTopic, (e) => send([joinRef, null, clientTopic, e.event, e.payload]));
      const leave = (topic: string) => {
        const entry = joined.get(topic);
        if (!entry) return;
        entry.leave();
        for (const off of entry.carried.values()) off();
        joined.delete(topic);
      };
      /** Hears each carried topic of the joined topics the member may hear now, and stops hearing the others. */
      const hearCarried = async (member: MemberRow, networkId: string, topics: string[]) => {
        const wanted = topics.flatMap((topic) => carriedTopics(ctx, topic).map((hub) => [topic, hub] as const));
        if (wanted.length === 0) return;
        const allowed = await allowedTopics(
          ctx,
          member,
          networkId,
          wanted.map(([, hub]) => hub),
        );
        for (const [topic, hub] of wanted) {
          const entry = joined.get(topic);
          const off = entry?.carried.get(hub);
          if (entry && allowed.has(hub) && !off) entry.carried.set(hub, hear(entry.joinRef, topic, hub));
          if (entry && !allowed.has(hub) && off) {
            off();
            entry.carried.delete(hub);
          }
        }
      };
      const reply = (f: Frame, status: "ok" | "error", response: unknown = {}) =>
        send([f[0], f[1], f[2], "phx_reply", { status, response }]);

      const handle = async (member: MemberRow, networkId: string, raw: RawData, arrived: number) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString());
        } catch {
          socket.close(1003, "invalid frame");
          return;
        }
        if (!Array.isArray(parsed)) {
          socket.close(1003, "invalid frame");
          return;
        }
        const frame = parsed as Frame;
        if (
          frame.length !== 5 ||
          typeof frame[2] !== "string" ||
          typeof frame[3] !== "string" ||
          // As an HTTP body: a payload nested deeper than any action takes is refused before a handler walks it.
          nestsDeeperThan(frame, MAX_JSON_DEPTH)
        ) {
          // A frame with a ref is answered (the client learns which push was wrong); one without cannot be.
          if (typeof frame[1] !== "string") {
            socket.close(1003, "invalid frame");
            return;
          }
          const { response } = errorReply("invalid", "invalid frame");
          return send([
            null,
            frame[1],
            typeof frame[2] === "string" ? frame[2] : "phoenix",
            "phx_reply",
            { status: "error", response },
          ]);
        }
        const [joinRef, , topic, event] = frame;
        // Clients beat every 30 s: a socket whose token (or its session) has ended since it opened closes.
        if ((topic === "phoenix" && event === "heartbeat") || event === "phx_join") {
          if ((await socketTokenMemberId(ctx, token)) !== member.id) {
            socket.close(4001, "unauthorized");
            return;
          }
        }
        if (topic === "phoenix" && event === "heartbeat") {
          // Rights change while a socket stays open (a member leaves a group): each beat checks the joined topics
          // again, and a topic no longer allowed is closed, so its events stop within one beat (30 s); the topics
          // they carry (a group's chat) are heard or not as their own rule says now.
          const allowed = await allowedTopics(ctx, member, networkId, [...joined.keys()]);
          for (const [gone, entry] of [...joined].filter(([t]) => !allowed.has(t))) {
            leave(gone);
            send([entry.joinRef, null, gone, "phx_close", {}]);
          }
          await hearCarried(member, networkId, [...joined.keys()]);
          return reply(frame, "ok");
        }
        if (event === "phx_join") {
          if (!joinable(ctx, topic) || !(await allowedTopics(ctx, member, networkId, [topic])).has(topic))
            return reply(frame, "error", { reason: "unauthorized" });
          leave(topic);
          joined.set(topic, { joinRef, leave: hear(joinRef, topic, topic), carried: new Map() });
          await hearCarried(member, networkId, [topic]);
          reply(frame, "ok");
          const push = (e: string, payload: unknown) => send([joinRef, null, topic, e, payload]);
          for (const hooks of ctx.modules.socketHooks) {
            // What a module adds on a join (the current presence) never costs the socket.
            await hooks
              .joined?.(ctx, member, topic, push)
              .catch((err) => req.log.error({ err, topic }, "join hook failed"));
          }
          return;
        }
        if (event === "phx_leave") {
          leave(topic);
          reply(frame, "ok");
          return send([joinRef, null, topic, "phx_close", {}]);
        }
        if (!joined.has(topic)) return reply(frame, "error", { reason: "not_joined" });
        if (!ctx.modules.socketActions.has(event)) return reply(frame, "error", { reason: "unknown_event" });
        // Actions only on the member's own topic; the member is read again, so a lock ends the socket at once.
        if (topic !== `member:${member.id}`) {
          const { response } = errorReply("forbidden", "Actions go to your own member topic.");
          return reply(frame, "error", response);
        }
        const current = await activeSocketMember(ctx, member.id);
        if (!current) {
          socket.close(4001, "unauthorized");
          return;
        }
        const result = await runSocketAction(ctx, current, event, frame[4], limiter, arrived);
        return reply(frame, result.status, result.response);
      };
      socket.on("close", () => {
        void opened.then((session) => {
          if (session) for (const hooks of ctx.modules.socketHooks) hooks.closed?.(ctx, session.member);
        });
        for (const topic of [...joined.keys()]) leave(topic);
        stopEnding();
      });
    },
  );
};
