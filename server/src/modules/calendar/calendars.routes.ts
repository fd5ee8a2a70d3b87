import {
  calendar,
  calendarCreateOptions,
  calendarList,
  calendarPayload,
  errorResponse,
  feedTokenCreated,
  feedTokenStatus,
  groupSlugParams,
  idParams,
  timeZoneList,
  timeZoneOptions,
} from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import { requireVisibleGroup } from "../groups/group-access.js";
import { groupsOfMember, membershipsOf } from "../groups/groups.repo.js";
import { mayCreateGroupCalendars, mayCreateNetworkCalendars, mayCreatePersonalCalendars } from "./calendar.policy.js";
import { calendarAccess, readableCalendars } from "./calendars.access.js";
import { findFeedToken, readableCalendarsOfGroup } from "./calendars.repo.js";
import {
  createCalendar,
  deleteCalendar,
  leaveShare,
  presentedCalendars,
  readableCalendar,
  resetFeedToken,
  updateCalendar,
} from "./calendars.service.js";

const tags = ["calendars"];

export const calendarsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/calendars",
    { config: { auth: "member" }, schema: { tags, response: { 200: calendarList } } },
    async (req) => {
      const member = currentMember(req);
      return presentedCalendars(ctx.db, member, await readableCalendars(ctx.db, member));
    },
  );

  app.get(
    "/calendars/create_options",
    { config: { auth: "member" }, schema: { tags, response: { 200: calendarCreateOptions } } },
    async (req) => {
      const member = currentMember(req);
      const mine = await groupsOfMember(ctx.db, member.id);
      const memberships = await membershipsOf(
        ctx.db,
        member.id,
        mine.map((g) => g.id),
      );
      return {
        create_personal_calendars: mayCreatePersonalCalendars(member),
        create_calendars: mayCreateNetworkCalendars(member),
        groups: mine
          .filter((g) => mayCreateGroupCalendars(member, memberships.get(g.id) ?? null, g.archivedAt !== null))
          .map((g) => ({ id: g.id, name: g.name, slug: g.slug })),
      };
    },
  );

  app.get(
    "/calendars/time_zones",
    { config: { auth: "member" }, schema: { tags, response: { 200: timeZoneList } } },
    async () => timeZoneOptions(),
  );

  app.get(
    "/calendars/feed_token",
    { config: { auth: "member" }, schema: { tags, response: { 200: feedTokenStatus } } },
    async (req) => {
      const row = await findFeedToken(ctx.db, currentMember(req).id);
      return { present: row !== null, created_at: row?.createdAt.toISOString() ?? null };
    },
  );

  app.post(
    "/calendars/feed_token",
    { config: { auth: "member" }, schema: { tags, response: { 201: feedTokenCreated } } },
    async (req, reply) => reply.code(201).send(await resetFeedToken(ctx, currentMember(req))),
  );

  const showCalendar = async (req: Parameters<typeof currentMember>[0], id: string) => {
    const member = currentMember(req);
    const access = await calendarAccess(ctx.db, member, id);
    if (!access) throw notFound();
    const [presented] = await presentedCalendars(ctx.db, member, [access]);
    if (!presented) throw notFound();
    return presented;
  };

  app.get(
    "/calendars/:id",
    { config: { auth: "member" }, schema: { tags, params: idParams, response: { 200: calendar, 404: errorResponse } } },
    async (req) => {
      await readableCalendar(ctx, currentMember(req), req.params.id);
      return showCalendar(req, req.params.id);
    },
  );

  app.post(
    "/calendars",
    { config: { auth: "member" }, schema: { tags, body: calendarPayload, response: { 201: calendar } } },
    async (req, reply) => {
      const id = await createCalendar(ctx, currentMember(req), req.body);
      return reply.code(201).send(await showCalendar(req, id));
    },
  );

  app.put(
    "/calendars/:id",
    {
      config: { auth: "member" },
      schema: { tags, params: idParams, body: calendarPayload, response: { 200: calendar, 404: errorResponse } },
    },
    async (req) => {
      await updateCalendar(ctx, currentMember(req), req.params.id, req.body);
      return showCalendar(req, req.params.id);
    },
  );

  app.delete(
    "/calendars/:id",
    { config: { auth: "member" }, schema: { tags, params: idParams } },
    async (req, reply) => {
      await deleteCalendar(ctx, currentMember(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.delete(
    "/calendars/:id/share",
    { config: { auth: "member" }, schema: { tags, params: idParams } },
    async (req, reply) => {
      await leaveShare(ctx, currentMember(req), req.params.id);
      return reply.code(204).send();
    },
  );

  const visibleGroup = async (req: Parameters<typeof currentMember>[0], slug: string) => {
    const member = currentMember(req);
    return { member, group: (await requireVisibleGroup(ctx.db, member, { slug })).group };
  };

  app.get(
    "/groups/:slug/calendars",
    {
      config: { auth: "member" },
      schema: { tags, params: groupSlugParams, response: { 200: calendarList, 404: errorResponse } },
    },
    async (req) => {
      const { member, group } = await visibleGroup(req, req.params.slug);
      return presentedCalendars(ctx.db, member, await readableCalendarsOfGroup(ctx.db, member, group.id));
    },
  );

  app.post(
    "/groups/:slug/calendars",
    {
      config: { auth: "member" },
      schema: { tags, params: groupSlugParams, body: calendarPayload, response: { 201: calendar, 404: errorResponse } },
    },
    async (req, reply) => {
      const { member, group } = await visibleGroup(req, req.params.slug);
      const id = await createCalendar(ctx, member, req.body, group.slug);
      return reply.code(201).send(await showCalendar(req, id));
    },
  );
};
