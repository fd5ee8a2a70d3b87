import { unreadsApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { unreadCountsOf } from "./unreads.js";

/** GET /api/v1/unreads and /unreads/features: the counts of every module descriptor with `unreads`, in one answer. */
export const unreadsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const handler = async (req: Parameters<typeof currentMember>[0]) => unreadCountsOf(ctx, currentMember(req).id);
  route(app, unreadsApi.counts, { config: { auth: "member" } }, handler);
  route(app, unreadsApi.features, { config: { auth: "member" } }, handler);
};
