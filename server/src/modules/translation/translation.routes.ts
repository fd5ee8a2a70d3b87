import { errorResponse } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { AppError, notFound } from "../../http/errors.js";

const language = z.object({ code: z.string(), name: z.string() });
const translation = z.object({ language: z.string(), fields: z.record(z.string(), z.string()) });

const disabled = () => new AppError(404, "translation_disabled", "Translation is not enabled in this network.");
const failed = () => new AppError(502, "translation_failed", "translation error");

export const translationRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/translations/languages",
    { config: { auth: "member" }, schema: { tags: ["translation"], response: { 200: z.array(language) } } },
    async () => {
      if (!ctx.translator) throw disabled();
      return ctx.translator.languages().catch(() => {
        throw failed();
      });
    },
  );

  app.get(
    "/translations/:lng/:type/:id",
    {
      config: { auth: "member" },
      schema: {
        tags: ["translation"],
        params: z.object({
          lng: z.string().regex(/^[A-Za-z]{2}(-[A-Za-z]{2,4})?$/),
          type: z.string().max(40),
          id: z.string().max(80),
        }),
        response: { 200: translation, 404: errorResponse, 502: errorResponse },
      },
    },
    async (req) => {
      if (!ctx.translator) throw disabled();
      const type = ctx.modules.translatables.get(req.params.type);
      if (!type) throw notFound();
      const fields = await type.load(ctx, currentMember(req), req.params.id);
      if (!fields) throw notFound();
      const keys = Object.keys(fields);
      const target = req.params.lng.toUpperCase();
      const texts = await ctx.translator
        .translate(
          keys.map((k) => fields[k] ?? { text: "", html: false }),
          target,
        )
        .catch(() => {
          throw failed();
        });
      const out: Record<string, string> = {};
      keys.forEach((k, i) => {
        const text = texts[i] ?? "";
        out[k] = fields[k]?.html ? type.sanitize(text) : text;
      });
      return { language: target, fields: out };
    },
  );
};
