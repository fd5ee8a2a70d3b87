import {
  errorResponse,
  favoriteResponse,
  groupSlugParams,
  joinRequestList,
  joinRequestParams,
  joinResponse,
  rejectJoinRequestBody,
  subscriptionResponse,
} from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import { loadGroup, loadGroupFor } from "./group-access.js";
import { joinRequestsOf } from "./groups.repo.js";
import {
  approveJoinRequest,
  joinGroup,
  leaveGroup,
  rejectJoinRequest,
  setMembershipFlag,
} from "./membership.service.js";

const errors = { 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };
type SlugRequest = FastifyRequest<{ Params: { slug: string } }>;

/** Joining, requests, leaving, favourite and subscription of the current member; join requests for group admins. */
export const membershipRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };

  const join = async (req: SlugRequest) => {
    const g = await loadGroup(ctx.db, req, req.params.slug);
    return { membership_status_of_current_member: await joinGroup(ctx, g) };
  };
  const leave = async (req: SlugRequest) => {
    const g = await loadGroup(ctx.db, req, req.params.slug);
    await leaveGroup(ctx.db, g);
    return { membership_status_of_current_member: "no_member" as const };
  };
  const joinSchema = { tags: ["groups"], params: groupSlugParams, response: { 200: joinResponse, ...errors } };
  app.post("/api/v1/groups/:slug/join", { ...member, schema: joinSchema }, join);
  app.delete("/api/v1/groups/:slug/join", { ...member, schema: joinSchema }, leave);

  const favorite = (value: boolean) => async (req: SlugRequest) => {
    const g = await loadGroup(ctx.db, req, req.params.slug);
    await setMembershipFlag(ctx.db, g, "favorited", value);
    return { favorited: value };
  };
  const favoriteSchema = { tags: ["groups"], params: groupSlugParams, response: { 200: favoriteResponse, ...errors } };
  app.post("/api/v1/groups/:slug/favorite", { ...member, schema: favoriteSchema }, favorite(true));
  app.delete("/api/v1/groups/:slug/favorite", { ...member, schema: favoriteSchema }, favorite(false));

  const subscribe = (value: boolean) => async (req: SlugRequest) => {
    const g = await loadGroup(ctx.db, req, req.params.slug);
    await setMembershipFlag(ctx.db, g, "subscribed", value);
    return { subscription_status: value ? ("subscribed" as const) : ("unsubscribed" as const) };
  };
  const subscribeSchema = {
    tags: ["groups"],
    params: groupSlugParams,
    response: { 200: subscriptionResponse, ...errors },
  };
  for (const path of ["/groups/:slug/subscribe", "/api/v1/groups/:slug/subscribe"]) {
    app.post(path, { ...member, schema: subscribeSchema }, subscribe(true));
    app.delete(path, { ...member, schema: subscribeSchema }, subscribe(false));
  }

  app.get(
    "/groups/:slug/administration/join_requests",
    { ...member, schema: { tags: ["groups"], params: groupSlugParams, response: { 200: joinRequestList, ...errors } } },
    async (req) => {
      const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
      const rows = await joinRequestsOf(ctx.db, g.group.id);
      return {
        join_requests: rows.map((r) => {
          const s = presentMemberSummary(r.member);
          return {
            id: r.membership.id,
            created_at: r.membership.createdAt.toISOString(),
            member: { id: s.id, displayName: s.displayName, images: { medium: s.images.medium }, path: s.path },
          };
        }),
      };
    },
  );

  const done = z.object({ status: z.enum(["approved", "rejected"]) });
  app.post(
    "/groups/:slug/administration/join_requests/:id/approve",
    { ...member, schema: { tags: ["groups"], params: joinRequestParams, response: { 200: done, ...errors } } },
    async (req) => {
      const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
      await approveJoinRequest(ctx, g, req.params.id);
      return { status: "approved" as const };
    },
  );
  app.post(
    "/groups/:slug/administration/join_requests/:id/reject",
    {
      ...member,
      schema: {
        tags: ["groups"],
        params: joinRequestParams,
        body: rejectJoinRequestBody,
        response: { 200: done, ...errors },
      },
    },
    async (req) => {
      const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
      await rejectJoinRequest(ctx, g, req.params.id, req.body.rejection_message);
      return { status: "rejected" as const };
    },
  );
};
