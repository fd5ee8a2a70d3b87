import { errorResponse, feedQuery, idParams } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { type FeedKind, feedIcs, feedMember } from "./feeds.service.js";

const tags = ["calendar feeds"];
const schema = { tags, querystring: feedQuery, response: { 401: errorResponse, 404: errorResponse } };

/** webcal feeds, authenticated by the member's feed token in `auth_token` (never by the session). */
export const feedsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const send = async (reply: FastifyReply, token: string, kind: FeedKind) => {
    const member = await feedMember(ctx, token);
    const body = await feedIcs(ctx, member, kind);
    if (body === null) throw notFound();
    return reply.type("text/calendar; charset=utf-8").header("cache-control", "private, max-age=300").send(body);
  };

  const fixed: [string, FeedKind][] = [
    ["/appointments.ics", "all"],
    ["/appointments/participating.ics", "participating"],
    ["/calendars/my/appointments.ics", "my"],
    ["/calendars/shared/appointments.ics", "shared"],
    ["/calendars/all/appointments.ics", "all"],
  ];
  for (const [url, kind] of fixed) {
    app.get(url, { config: { auth: "token" }, schema }, async (req, reply) => send(reply, req.query.auth_token, kind));
  }

  app.get(
    "/calendars/:id/appointments.ics",
    { config: { auth: "token" }, schema: { ...schema, params: idParams } },
    async (req, reply) => send(reply, req.query.auth_token, { calendarId: req.params.id }),
  );
};
