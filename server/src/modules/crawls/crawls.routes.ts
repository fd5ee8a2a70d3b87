import { crawlsApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { showCrawl, startCrawl } from "./crawls.service.js";

export const crawlsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };

  route(app, crawlsApi.create, member, async (req, reply) =>
    reply.code(201).send(await startCrawl(ctx, currentMember(req), req.body)),
  );

  route(app, crawlsApi.show, member, async (req) => showCrawl(ctx, currentMember(req), req.params.id));
};
