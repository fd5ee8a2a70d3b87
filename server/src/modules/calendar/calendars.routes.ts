import { calendarsApi, timeZoneOptions } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";
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

export const calendarsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, calendarsApi.list, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    return presentedCalendars(ctx.db, member, await readableCalendars(ctx.db, member));
  });

  route(app, calendarsApi.createOptions, { config: { auth: "member" } }, async (req) => {
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
  });

  route(app, calendarsApi.timeZones, { config: { auth: "member" } }, async () => timeZoneOptions());

  route(app, calendarsApi.feedToken, { config: { auth: "member" } }, async (req) => {
    const row = await findFeedToken(ctx.db, currentMember(req).id);
    return { present: row !== null, created_at: row?.createdAt.toISOString() ?? null };
  });

  route(app, calendarsApi.createFeedToken, { config: { auth: "member" } }, async (req, reply) =>
    reply.code(201).send(await resetFeedToken(ctx, currentMember(req))),
  );

  const showCalendar = async (req: Parameters<typeof currentMember>[0], id: string) => {
    const member = currentMember(req);
    const access = await calendarAccess(ctx.db, member, id);
    if (!access) throw notFound();
    const [presented] = await presentedCalendars(ctx.db, member, [access]);
    if (!presented) throw notFound();
    return presented;
  };

  route(app, calendarsApi.show, { config: { auth: "member" } }, async (req) => {
    await readableCalendar(ctx, currentMember(req), req.params.id);
    return showCalendar(req, req.params.id);
  });

  route(app, calendarsApi.create, { config: { auth: "member" } }, async (req, reply) => {
    const id = await createCalendar(ctx, currentMember(req), req.body);
    return reply.code(201).send(await showCalendar(req, id));
  });

  route(app, calendarsApi.update, { config: { auth: "member" } }, async (req) => {
    await updateCalendar(ctx, currentMember(req), req.params.id, req.body);
    return showCalendar(req, req.params.id);
  });

  route(app, calendarsApi.destroy, { config: { auth: "member" } }, async (req, reply) => {
    await deleteCalendar(ctx, currentMember(req), req.params.id);
    return reply.code(204).send();
  });

  route(app, calendarsApi.unshare, { config: { auth: "member" } }, async (req, reply) => {
    await leaveShare(ctx, currentMember(req), req.params.id);
    return reply.code(204).send();
  });

  const visibleGroup = async (req: Parameters<typeof currentMember>[0], slug: string) => {
    const member = currentMember(req);
    return { member, group: (await requireVisibleGroup(ctx.db, member, { slug })).group };
  };

  route(app, calendarsApi.ofGroup, { config: { auth: "member" } }, async (req) => {
    const { member, group } = await visibleGroup(req, req.params.slug);
    return presentedCalendars(ctx.db, member, await readableCalendarsOfGroup(ctx.db, member, group.id));
  });

  route(app, calendarsApi.createInGroup, { config: { auth: "member" } }, async (req, reply) => {
    const { member, group } = await visibleGroup(req, req.params.slug);
    const id = await createCalendar(ctx, member, req.body, group.slug);
    return reply.code(201).send(await showCalendar(req, id));
  });
};
