import {
  type ActivityPage,
  ALL_STREAM,
  activitiesApi,
  type activityPageQuery,
  type StreamFilter,
} from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { requireVisibleGroup } from "../groups/group-access.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { groupStreamAccess } from "./activities.access.js";
import { authoredBy, findTagsStartingWith, inGroup, likedBy, streamFilterWhere } from "./activities.repo.js";
import {
  acceptAnswer,
  createActivity,
  createReply,
  destroyActivity,
  destroyReply,
  editReply,
  like,
  likers,
  presentedActivity,
  streamPage,
  updateActivity,
} from "./activities.service.js";
import { mayPostInNetwork } from "./activity.policy.js";
import { closePoll, pollVoters, vote } from "./polls.service.js";
import { streamRoutes } from "./streams.routes.js";
import { networkStreamScope, requireStreamOfEmptyPage } from "./streams.service.js";

/** Tags offered by the tag search. */
const TAGS_FOUND = 10;

type PageQuery = z.output<typeof activityPageQuery>;
type Scope = Parameters<typeof streamPage>[2]["scope"];

export const activitiesRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };

  const page = async (
    viewer: MemberRow,
    scope: Scope,
    query: PageQuery,
    filter: StreamFilter | undefined,
    post: boolean,
  ): Promise<ActivityPage> => {
    const found = await streamPage(ctx, viewer, {
      scope,
      filter: filter === undefined ? undefined : streamFilterWhere(filter, viewer.id),
      tag: query.tag,
      before: query.before,
      limit: query.limit,
    });
    return { ...found, can: { post } };
  };

  streamRoutes(app, ctx);

  const networkStream = async (viewer: MemberRow, slug: string, query: PageQuery, filter?: StreamFilter) => {
    const found = await page(viewer, networkStreamScope(viewer, slug), query, filter, mayPostInNetwork(viewer));
    if (found.activities.length === 0) await requireStreamOfEmptyPage(ctx, slug);
    return found;
  };
  route(app, activitiesApi.stream, member, (req) => networkStream(currentMember(req), req.params.slug, req.query));
  route(app, activitiesApi.streamFiltered, member, (req) =>
    networkStream(currentMember(req), req.params.slug, req.query, req.params.filter),
  );

  // A group's stream: 404 for a group the viewer may not see, or whose content they may not read.
  const groupStream = async (
    viewer: MemberRow,
    groupSlug: string,
    slug: string,
    query: PageQuery,
    filter?: StreamFilter,
  ) => {
    if (slug !== ALL_STREAM) throw notFound();
    const { group, readContent } = await requireVisibleGroup(ctx.db, viewer, { slug: groupSlug });
    if (!readContent) throw notFound();
    const { postable } = await groupStreamAccess(ctx.db, viewer, group.id);
    return page(viewer, inGroup(group.id), query, filter, postable);
  };
  route(app, activitiesApi.groupStream, member, (req) =>
    groupStream(currentMember(req), req.params.groupSlug, req.params.slug, req.query),
  );
  route(app, activitiesApi.groupStreamFiltered, member, (req) =>
    groupStream(currentMember(req), req.params.groupSlug, req.params.slug, req.query, req.params.filter),
  );

  // A member's activities and likes, as far as the viewer may read them.
  const memberPage = async (viewer: MemberRow, id: string, query: PageQuery, scope: (id: string) => Scope) => {
    const other = await findMemberById(ctx.db, id);
    if (!other) throw notFound();
    return page(viewer, scope(other.id), query, undefined, mayPostInNetwork(viewer));
  };
  route(app, activitiesApi.memberActivities, member, (req) =>
    memberPage(currentMember(req), req.params.id, req.query, authoredBy),
  );
  route(app, activitiesApi.memberLikes, member, (req) =>
    memberPage(currentMember(req), req.params.id, req.query, likedBy),
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
    findTagsStartingWith(ctx.db, currentMember(req), req.query.q, TAGS_FOUND),
  );
};
