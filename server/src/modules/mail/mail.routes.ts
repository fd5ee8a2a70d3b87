import { mailApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../http/route.js";
import { outbox } from "./outbox.service.js";

export const mailRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Not in the spec: the development outbox, where mail goes without SMTP_URL.
  route(app, mailApi.outbox, { config: { auth: "admin" } }, async (req) =>
    outbox(ctx.db, req.query.page, req.query.limit),
  );
};
