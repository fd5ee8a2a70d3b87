import { translationApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { AppError, notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";

const disabled = () => new AppError(404, "translation_disabled", "Translation is not enabled in this network.");
const failed = () => new AppError(502, "translation_failed", "translation error");

export const translationRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, translationApi.languages, { config: { auth: "member" } }, async () => {
    if (!ctx.translator) throw disabled();
    return ctx.translator.languages().catch(() => {
      throw failed();
    });
  });

  route(app, translationApi.translate, { config: { auth: "member" } }, async (req) => {
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
  });
};
