import { membersApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { forbidden, notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { isId } from "../../lib/ids.js";
import { requireVisibleMemberList } from "../groups/group-access.js";
import { memberCan } from "./member.policy.js";
import { presentMember, presentMemberSummary } from "./member.presenter.js";
import { findMemberById, searchMembers } from "./members.repo.js";
import { updateMember } from "./members.service.js";
import { memberSettingsRoutes } from "./settings.routes.js";

export const membersRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, membersApi.search, { config: { auth: "member" } }, async (req) => {
    if (req.query.q.length < 2) return [];
    const excludeGroupId = req.query.exclude_group_members_of
      ? await visibleGroupId(req, req.query.exclude_group_members_of)
      : undefined;
    const rows = await searchMembers(ctx.db, req.query.q, req.query.limit, {
      includeExternal: req.query.include_consumers,
      excludeGroupId,
    });
    return rows.map(presentMemberSummary);
  });

  /** A group named by slug or id whose members the member may see (comparing results would list them otherwise). */
  const visibleGroupId = async (req: FastifyRequest, slugOrId: string) => {
    const by = isId(slugOrId) ? { id: slugOrId } : { slug: slugOrId };
    return (await requireVisibleMemberList(ctx.db, currentMember(req), by)).group.id;
  };

  const showMember = async (id: string, req: Parameters<typeof presentMember>[0]) => {
    const row = await findMemberById(ctx.db, id);
    if (!row) throw notFound();
    return presentMember(req, row);
  };

  route(app, membersApi.show, { config: { auth: "member" } }, async (req) => showMember(req.params.id, req));

  route(app, membersApi.update, { config: { auth: "member" } }, async (req) => {
    const editor = currentMember(req);
    const target = await findMemberById(ctx.db, req.params.id);
    if (!target) throw notFound();
    if (!memberCan(editor, target).update_profile) throw forbidden();
    const updated = await updateMember(ctx.db, editor, target, req.body.member);
    if (updated.id === editor.id) req.member = updated;
    return presentMember(req, updated);
  });

  route(app, membersApi.profile, { config: { auth: "member" } }, async (req) => showMember(req.params.id, req));

  await memberSettingsRoutes(base, ctx);
};
