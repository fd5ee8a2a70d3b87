import { membersApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { ignoredMembers } from "./message-pages.service.js";

/** GET /settings/ignored_members, on the members' route table; the list is the messages module's own table. */
export const ignoredMembersRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  route(app, membersApi.ignoredMembers, { config: { auth: "member" } }, async (req) => ({
    members: await ignoredMembers(ctx.db, currentMember(req).id),
  }));
};
