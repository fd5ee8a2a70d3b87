import { groupPagesApi, networkPagesApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { AppError, forbidden, notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { type LoadedGroup, loadGroup } from "../groups/group-access.js";
import { mayWritePages } from "./group-page.policy.js";
import {
  createPage,
  deletePage,
  pagesOfGroup,
  presentedPage,
  reorderPages,
  requireReadablePage,
  updatePage,
} from "./group-pages.service.js";
import {
  createNetworkPage,
  deleteNetworkPage,
  networkPages,
  reorderNetworkPages,
  showNetworkPage,
  updateNetworkPage,
} from "./network-pages.service.js";

export const groupPagesRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /** The group whose content the member may read; 404 for a group they may not see or read, never 403. */
  const readableGroup = async (req: FastifyRequest, slug: string): Promise<LoadedGroup> => {
    const g = await loadGroup(ctx.db, req, slug);
    if (!g.readContent) throw notFound();
    return g;
  };

  /** A readable group the member may keep pages of: 403 for other readers, and for an archived group. */
  const writableGroup = async (req: FastifyRequest, slug: string): Promise<LoadedGroup> => {
    const g = await readableGroup(req, slug);
    if (!g.can.administrate) throw forbidden("Only the group's administrators edit its pages.");
    if (!mayWritePages({ administrate: true, archived: g.group.archivedAt !== null }))
      throw new AppError(403, "group_archived", "An archived group's pages cannot be changed.");
    return g;
  };

  const readablePage = (g: LoadedGroup, pageSlug: string) => requireReadablePage(ctx.db, g, pageSlug);

  route(app, groupPagesApi.list, { config: { auth: "member" } }, async (req) => {
    return pagesOfGroup(ctx.db, await readableGroup(req, req.params.slug));
  });

  route(app, groupPagesApi.show, { config: { auth: "member" } }, async (req) => {
    const g = await readableGroup(req, req.params.slug);
    return presentedPage(ctx.db, g, await readablePage(g, req.params.pageSlug));
  });

  route(app, groupPagesApi.create, { config: { auth: "member" } }, async (req, reply) => {
    const g = await writableGroup(req, req.params.slug);
    const page = await createPage(ctx.db, g.member, g.group.id, req.body.group_page);
    return reply.code(201).send(await presentedPage(ctx.db, g, page));
  });

  route(app, groupPagesApi.update, { config: { auth: "member" } }, async (req) => {
    const g = await writableGroup(req, req.params.slug);
    const page = await updatePage(ctx.db, await readablePage(g, req.params.pageSlug), req.body.group_page);
    return presentedPage(ctx.db, g, page);
  });

  route(app, groupPagesApi.order, { config: { auth: "member" } }, async (req) => {
    const g = await writableGroup(req, req.params.slug);
    await reorderPages(ctx.db, g.group.id, null, req.body.ids);
    return pagesOfGroup(ctx.db, g);
  });

  route(app, groupPagesApi.destroy, { config: { auth: "member" } }, async (req) => {
    const g = await writableGroup(req, req.params.slug);
    await deletePage(ctx.db, await readablePage(g, req.params.pageSlug));
    return { redirect: `/groups/${g.group.slug}` };
  });

  // The network's pages: every member reads them, network administrators keep them.
  route(app, networkPagesApi.list, { config: { auth: "member" } }, async (req) =>
    networkPages(ctx.db, currentMember(req), req.query.filter === "show_in_userbar"),
  );

  route(app, networkPagesApi.show, { config: { auth: "member" } }, async (req) =>
    showNetworkPage(ctx.db, currentMember(req), req.params.pageSlug),
  );

  route(app, networkPagesApi.create, { config: { auth: "member" } }, async (req, reply) =>
    reply.code(201).send(await createNetworkPage(ctx.db, currentMember(req), req.body.page)),
  );

  route(app, networkPagesApi.update, { config: { auth: "member" } }, async (req) =>
    updateNetworkPage(ctx.db, currentMember(req), req.params.pageSlug, req.body.page),
  );

  route(app, networkPagesApi.order, { config: { auth: "member" } }, async (req) =>
    reorderNetworkPages(ctx.db, currentMember(req), req.body.parent_id, req.body.ids, req.body.moved_id),
  );

  route(app, networkPagesApi.destroy, { config: { auth: "member" } }, async (req) =>
    deleteNetworkPage(ctx.db, currentMember(req), req.params.pageSlug),
  );
};
