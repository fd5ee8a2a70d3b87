import { membersApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { forbidden } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { memberCan } from "./member.policy.js";
import { presentMember, presentMemberSummary } from "./member.presenter.js";
import { memberById, membersInOrder, pickMembers, updateMember } from "./members.service.js";
import { memberSettingsRoutes } from "./settings.routes.js";

export const membersRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, membersApi.search, { config: { auth: "member" } }, async (req) => {
    if (req.query.ids) return (await membersInOrder(ctx.db, req.query.ids)).map(presentMemberSummary);
    const rows = await pickMembers(ctx, currentMember(req), {
      q: req.query.q,
      limit: req.query.limit,
      includeExternal: req.query.include_consumers,
      excludeMembersOf: req.query.exclude_group_members_of,
    });
    return rows.map(presentMemberSummary);
  });

  const showMember = async (id: string, req: Parameters<typeof presentMember>[0]) =>
    presentMember(req, await memberById(ctx.db, id));

  route(app, membersApi.show, { config: { auth: "member" } }, async (req) => showMember(req.params.id, req));

  route(app, membersApi.update, { config: { auth: "member" } }, async (req) => {
    const editor = currentMember(req);
    const target = await memberById(ctx.db, req.params.id);
    if (!memberCan(editor, target).update_profile) throw forbidden();
    const updated = await updateMember(ctx, editor, target, req.body.member);
    if (updated.id === editor.id) req.member = updated;
    return presentMember(req, updated);
  });

  route(app, membersApi.profile, { config: { auth: "member" } }, async (req) => showMember(req.params.id, req));

  await memberSettingsRoutes(base, ctx);
};
