import { unreadCounts } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { unreadCountsOf } from "./unreads.js";

/** GET /api/v1/unreads and /unreads/features: the counts of every module descriptor with `unreads`, in one answer. */
export const unreadsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ["unreads"], response: { 200: unreadCounts } };
  const handler = async (req: Parameters<typeof currentMember>[0]) => unreadCountsOf(ctx, currentMember(req).id);
  app.get("/api/v1/unreads", { config: { auth: "member" }, schema }, handler);
  app.get("/unreads/features", { config: { auth: "member" }, schema }, handler);
};
