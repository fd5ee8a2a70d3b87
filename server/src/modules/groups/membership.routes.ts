import { groupsApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../http/route.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import { loadGroup, loadGroupFor } from "./group-access.js";
import { joinRequests } from "./groups.service.js";
import {
  approveJoinRequest,
  joinGroup,
  leaveGroup,
  rejectJoinRequest,
  setMembershipFlag,
} from "./membership.service.js";

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
    await leaveGroup(ctx, g);
    return { membership_status_of_current_member: "no_member" as const };
  };
  route(app, groupsApi.join, member, join);
  route(app, groupsApi.leave, member, leave);

  const favorite = (value: boolean) => async (req: SlugRequest) => {
    const g = await loadGroup(ctx.db, req, req.params.slug);
    await setMembershipFlag(ctx.db, g, "favorited", value);
    return { favorited: value };
  };
  route(app, groupsApi.favorite, member, favorite(true));
  route(app, groupsApi.unfavorite, member, favorite(false));

  const subscribe = (value: boolean) => async (req: SlugRequest) => {
    const g = await loadGroup(ctx.db, req, req.params.slug);
    await setMembershipFlag(ctx.db, g, "subscribed", value);
    return { subscription_status: value ? ("subscribed" as const) : ("unsubscribed" as const) };
  };
  route(app, groupsApi.subscribe, member, subscribe(true));
  route(app, groupsApi.unsubscribe, member, subscribe(false));
  route(app, groupsApi.apiSubscribe, member, subscribe(true));
  route(app, groupsApi.apiUnsubscribe, member, subscribe(false));

  route(app, groupsApi.joinRequests, member, async (req) => {
    const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
    const rows = await joinRequests(ctx.db, g.group.id);
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
  });

  route(app, groupsApi.approveJoinRequest, member, async (req) => {
    const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
    await approveJoinRequest(ctx, g, req.params.id);
    return { status: "approved" as const };
  });
  route(app, groupsApi.rejectJoinRequest, member, async (req) => {
    const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
    await rejectJoinRequest(ctx, g, req.params.id, req.body.rejection_message);
    return { status: "rejected" as const };
  });
};
