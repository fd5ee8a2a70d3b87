import { pageMeta, pageQuery } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { outboxPage } from "./outbox.repo.js";

const outboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The HTML part, for mails sent through the mail layer. */
  html: z.string().nullable(),
  attachments: z.array(z.string()),
  created_at: z.string(),
});

export const mailRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Not in the spec: the development outbox, where mail goes without SMTP_URL.
  app.get(
    "/administration/outbox",
    {
      config: { auth: "admin" },
      schema: {
        tags: ["mail"],
        querystring: pageQuery,
        response: { 200: z.object({ mails: z.array(outboxMail), meta: pageMeta }) },
      },
    },
    async (req) => {
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
    },
  );
};
