import { errorResponse, idParams, member, memberSearchQuery, memberSearchResponse } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { presentMember, presentMemberSummary } from "./member.presenter.js";
import { findMemberById, searchMembers } from "./members.repo.js";

export const membersRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/members",
    {
      config: { auth: "member" },
      schema: { tags: ["members"], querystring: memberSearchQuery, response: { 200: memberSearchResponse } },
    },
    async (req) => {
      if (req.query.q.length < 2) return [];
      const rows = await searchMembers(ctx.db, req.query.q, req.query.limit);
      return rows.map(presentMemberSummary);
    },
  );

  const showMember = async (id: string, req: Parameters<typeof presentMember>[0]) => {
    const row = await findMemberById(ctx.db, id);
    if (!row) throw notFound();
    return presentMember(req, row);
  };

  app.get(
    "/members/:id",
    {
      config: { auth: "member" },
      schema: { tags: ["members"], params: idParams, response: { 200: member, 404: errorResponse } },
    },
    async (req) => showMember(req.params.id, req),
  );

  app.get(
    "/api/v1/profiles/:id",
    {
      config: { auth: "member" },
      schema: { tags: ["members"], params: idParams, response: { 200: member, 404: errorResponse } },
    },
    async (req) => showMember(req.params.id, req),
  );
};
