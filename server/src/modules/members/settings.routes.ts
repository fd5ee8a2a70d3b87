import { membersApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { forbidden, notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { ignoredMembersOf } from "../messages/messages.repo.js";
import { getNetwork } from "../network/network.service.js";
import { memberCan } from "./member.policy.js";
import { presentMemberSummary } from "./member.presenter.js";
import { findMemberById } from "./members.repo.js";
import { updateMember } from "./members.service.js";
import { createChangeRequest, notificationSettingsOf, updateNotificationSettings } from "./settings.service.js";

/** Notification settings, ignored members, change requests and onboarding of the signed-in member. */
export const memberSettingsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };

  /** Settings are the member's own (administrators may look after them too). */
  const settingsTarget = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const editor = currentMember(req);
    const target = await findMemberById(ctx.db, req.params.id);
    if (!target) throw notFound();
    if (!memberCan(editor, target).update_profile) throw forbidden();
    return target;
  };

  route(app, membersApi.settings, member, async (req) =>
    notificationSettingsOf(ctx.db, (await settingsTarget(req)).id),
  );
  route(app, membersApi.updateSettings, member, async (req) =>
    updateNotificationSettings(ctx.db, (await settingsTarget(req)).id, req.body.settings),
  );

  route(app, membersApi.ignoredMembers, member, async (req) => ({
    members: (await ignoredMembersOf(ctx.db, currentMember(req).id)).map(presentMemberSummary),
  }));

  const changeRequestFields = async () => {
    const s = (await getNetwork(ctx.db)).settings;
    return { enabled: s.change_requests_enabled, fields: s.change_request_profile_fields ?? [] };
  };
  route(app, membersApi.changeRequestFields, member, async () => changeRequestFields());
  route(app, membersApi.createChangeRequest, member, async (req, reply) => {
    const me = currentMember(req);
    const config = await changeRequestFields();
    if (!config.enabled) throw notFound();
    const row = await createChangeRequest(ctx.db, me.id, config.fields, req.body.change_request);
    return reply.code(201).send({ id: row.id, status: "open" as const, message: "Your change request was sent." });
  });

  route(app, membersApi.onboardingProfile, member, async (req) => {
    const me = currentMember(req);
    await updateMember(ctx.db, me, me, { profile: req.body.member.profile });
    return { redirect_to: "/" };
  });
};
