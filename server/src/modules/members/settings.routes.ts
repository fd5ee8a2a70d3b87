import { membersApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { forbidden } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { memberCan } from "./member.policy.js";
import { memberById, updateMember } from "./members.service.js";
import {
  changeRequestFields,
  createChangeRequest,
  notificationSettingsOf,
  updateNotificationSettings,
} from "./settings.service.js";

/** Notification settings, change requests and onboarding of the signed-in member (ignored members: messages). */
export const memberSettingsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };

  /** Settings are the member's own (administrators may look after them too). */
  const settingsTarget = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const target = await memberById(ctx.db, req.params.id);
    if (!memberCan(currentMember(req), target).update_profile) throw forbidden();
    return target;
  };

  route(app, membersApi.settings, member, async (req) =>
    notificationSettingsOf(ctx.db, (await settingsTarget(req)).id),
  );
  route(app, membersApi.updateSettings, member, async (req) =>
    updateNotificationSettings(ctx, (await settingsTarget(req)).id, req.body.settings),
  );

  route(app, membersApi.changeRequestFields, member, async () => changeRequestFields(ctx.db));
  route(app, membersApi.createChangeRequest, member, async (req, reply) => {
    const row = await createChangeRequest(ctx.db, currentMember(req).id, req.body.change_request);
    return reply.code(201).send({ id: row.id, status: "open" as const, message: "Your change request was sent." });
  });

  route(app, membersApi.onboardingProfile, member, async (req) => {
    const me = currentMember(req);
    await updateMember(ctx, me, me, {
      profile: req.body.member.profile,
      profile_properties: req.body.member.profile_properties,
    });
    return { redirect_to: "/" };
  });
};
