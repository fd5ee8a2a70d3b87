import { calendarFeedsApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { type FeedKind, feedIcs, feedMember } from "./feeds.service.js";

/** webcal feeds, authenticated by the member's feed token in `auth_token` (never by the session). */
export const feedsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const send = async (reply: FastifyReply, token: string, kind: FeedKind) => {
    const member = await feedMember(ctx, token);
    const body = await feedIcs(ctx, member, kind);
    if (body === null) throw notFound();
    return reply.type("text/calendar; charset=utf-8").header("cache-control", "private, max-age=300").send(body);
  };

  const fixed = [
    [calendarFeedsApi.all, "all"],
    [calendarFeedsApi.participating, "participating"],
    [calendarFeedsApi.my, "my"],
    [calendarFeedsApi.shared, "shared"],
    [calendarFeedsApi.allCalendars, "all"],
  ] as const;
  for (const [entry, kind] of fixed) {
    route(app, entry, { config: { auth: "token" } }, async (req, reply) => send(reply, req.query.auth_token, kind));
  }

  route(app, calendarFeedsApi.calendar, { config: { auth: "token" } }, async (req, reply) =>
    send(reply, req.query.auth_token, { calendarId: req.params.id }),
  );
};
