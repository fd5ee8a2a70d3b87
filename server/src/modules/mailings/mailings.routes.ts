import { mailingsApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { runMailing } from "./mailings.service.js";
import {
  newsletterSettingsOf,
  reorderUpcoming,
  upcomingActivitiesOf,
  updateNewsletterSettings,
} from "./newsletter.service.js";
import { unsubscribe, unsubscribeInfo } from "./unsubscribe.service.js";

export const mailingsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { auth: "admin" as const } };

  route(app, mailingsApi.newsletterSettings, admin, async () => newsletterSettingsOf(ctx.db));
  route(app, mailingsApi.updateNewsletterSettings, admin, async (req) =>
    updateNewsletterSettings(ctx, currentMember(req), req.body),
  );
  route(app, mailingsApi.upcomingActivities, admin, async () => upcomingActivitiesOf(ctx));
  route(app, mailingsApi.updateUpcomingActivities, admin, async (req) => reorderUpcoming(ctx, req.body.order));
  route(app, mailingsApi.sendNow, admin, async (req) => ({
    queued: await runMailing(ctx, req.body.kind, new Date(), true),
  }));

  // Public: the signed token is the credential. The POST is also the List-Unsubscribe-Post one-click target,
  // which mail clients send without any cookie or CSRF token.
  route(app, mailingsApi.unsubscribeInfo, { config: { auth: "public" } }, async (req) =>
    unsubscribeInfo(ctx, req.params.token),
  );
  route(app, mailingsApi.unsubscribe, { config: { auth: "public", csrf: false } }, async (req) =>
    unsubscribe(ctx, req.params.token),
  );
};
