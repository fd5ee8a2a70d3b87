import { setupApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../http/route.js";
import { presentMember } from "../members/member.presenter.js";
import { beginSession } from "./sessions.service.js";
import { completeSetup, requireSetupToken, showSetup } from "./setup.service.js";

/** The first start's setup link (DEMO=false): public, authenticated by the link's token alone. */
export const setupRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, setupApi.show, { config: { auth: "token" } }, async (req) => showSetup(ctx, req.params.token));

  route(
    app,
    setupApi.complete,
    {
      config: { auth: "token", csrf: false },
      // A used or expired link answers 404 before the form's fields are looked at.
      preValidation: async (req) => {
        await requireSetupToken(ctx, String((req.params as { token?: unknown }).token ?? ""));
      },
    },
    async (req, reply) => {
      const admin = await completeSetup(ctx, req.params.token, req.body);
      await beginSession(ctx, req, reply, admin.id);
      req.member = admin;
      return { member: presentMember(req, admin), redirect_to: "/" };
    },
  );
};
