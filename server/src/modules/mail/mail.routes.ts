import { mailApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../http/route.js";
import { outboxPage } from "./outbox.repo.js";

export const mailRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Not in the spec: the development outbox, where mail goes without SMTP_URL.
  route(app, mailApi.outbox, { config: { auth: "admin" } }, async (req) => {
    const { page, limit } = req.query;
    const { rows, total: totalCount } = await outboxPage(ctx.db, limit, (page - 1) * limit);
    return {
      mails: rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.attachments,
        created_at: m.createdAt.toISOString(),
      })),
      meta: { page, per_page: limit, total_count: totalCount, total_pages: Math.ceil(totalCount / limit) },
    };
  });
};
