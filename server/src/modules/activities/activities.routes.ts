import { activitiesApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import { createActivity, destroyActivity, updateActivity } from "./activities.service.js";
import {
  findTags,
  groupStreamPage,
  memberActivityPage,
  networkStreamPage,
  presentedActivity,
} from "./activity-pages.service.js";
import { like, likers } from "./likes.service.js";
import { closePoll, pollVoters, vote } from "./polls.service.js";
import { acceptAnswer, createReply, destroyReply, editReply } from "./replies.service.js";
import { streamRoutes } from "./streams.routes.js";
import { tagAdminRoutes } from "./tag-admin.routes.js";

export const activitiesRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };

  streamRoutes(app, ctx);
  tagAdminRoutes(app, ctx);

  route(app, activitiesApi.stream, member, (req) =>
    networkStreamPage(ctx, currentMember(req), req.params.slug, req.query),
  );
  route(app, activitiesApi.streamFiltered, member, (req) =>
    networkStreamPage(ctx, currentMember(req), req.params.slug, req.query, req.params.filter),
  );

  route(app, activitiesApi.groupStream, member, (req) =>
    groupStreamPage(ctx, currentMember(req), req.params.groupSlug, req.params.slug, req.query),
  );
  route(app, activitiesApi.groupStreamFiltered, member, (req) =>
    groupStreamPage(ctx, currentMember(req), req.params.groupSlug, req.params.slug, req.query, req.params.filter),
  );

  route(app, activitiesApi.memberActivities, member, (req) =>
    memberActivityPage(ctx, currentMember(req), req.params.id, req.query, "authored"),
  );
  route(app, activitiesApi.memberLikes, member, (req) =>
    memberActivityPage(ctx, currentMember(req), req.params.id, req.query, "liked"),
  );

  route(app, activitiesApi.show, member, (req) => presentedActivity(ctx, currentMember(req), req.params.id, true));

  route(app, activitiesApi.create, member, async (req, reply) => {
    const viewer = currentMember(req);
    const id = await createActivity(ctx, viewer, req.body);
    return reply.code(201).send(await presentedActivity(ctx, viewer, id));
  });

  route(app, activitiesApi.update, member, async (req) => {
    const viewer = currentMember(req);
    await updateActivity(ctx, viewer, req.params.id, req.body);
    return presentedActivity(ctx, viewer, req.params.id);
  });

  route(app, activitiesApi.destroy, member, async (req, reply) => {
    await destroyActivity(ctx, currentMember(req), req.params.id);
    return reply.code(204).send();
  });

  route(app, activitiesApi.like, member, (req) => like(ctx, currentMember(req), req.params.id, true));
  route(app, activitiesApi.unlike, member, (req) => like(ctx, currentMember(req), req.params.id, false));
  route(app, activitiesApi.likers, member, async (req) => ({
    members: (await likers(ctx, currentMember(req), req.params.id)).map(presentMemberSummary),
  }));

  route(app, activitiesApi.vote, member, (req) => vote(ctx, currentMember(req), req.params.id, req.body.option_ids));
  route(app, activitiesApi.voters, member, async (req) => ({
    members: (await pollVoters(ctx, currentMember(req), req.params.id, req.params.optionId)).map(presentMemberSummary),
  }));
  route(app, activitiesApi.updatePoll, member, (req) =>
    closePoll(ctx, currentMember(req), req.params.id, req.body.closed),
  );

  route(app, activitiesApi.reply, member, async (req, reply) => {
    const created = await createReply(ctx, currentMember(req), req.params.activityId, req.params.type, req.body);
    return reply.code(201).send(created);
  });
  route(app, activitiesApi.updateReply, member, (req) => editReply(ctx, currentMember(req), req.params, req.body));
  route(app, activitiesApi.destroyReply, member, async (req, reply) => {
    await destroyReply(ctx, currentMember(req), req.params);
    return reply.code(204).send();
  });
  route(app, activitiesApi.acceptAnswer, member, (req) => acceptAnswer(ctx, currentMember(req), req.params, true));
  route(app, activitiesApi.unacceptAnswer, member, (req) => acceptAnswer(ctx, currentMember(req), req.params, false));

  route(app, activitiesApi.findTags, member, (req) =>
    findTags(ctx, currentMember(req), req.query.q, {
      excludeNew: req.query.exclude_new === "true",
      ...(req.query.tag_parents ? { tagParents: req.query.tag_parents } : {}),
    }),
  );
};
