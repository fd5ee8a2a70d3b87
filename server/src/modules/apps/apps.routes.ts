import { appsApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { appDetailOf, changeApp, createApp, listApps, removeApp, requireApp } from "./apps.service.js";
import { changeItem, createItem, listAppItems, moveItem, removeItem, setArchived, showItem } from "./items.service.js";

/** Apps, their definitions and items, and the wall's moves. */
export const appsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };

  route(app, appsApi.index, member, async (req) => listApps(ctx, currentMember(req), req.query));
  route(app, appsApi.create, member, async (req, reply) =>
    reply.code(201).send(await createApp(ctx, currentMember(req), req.body)),
  );
  route(app, appsApi.show, member, async (req) =>
    appDetailOf(await requireApp(ctx, currentMember(req), req.params.slug)),
  );
  route(app, appsApi.update, member, async (req) => changeApp(ctx, currentMember(req), req.params.slug, req.body));
  route(app, appsApi.destroy, member, async (req, reply) => {
    await removeApp(ctx, currentMember(req), req.params.slug);
    return reply.code(204).send();
  });
  route(app, appsApi.items, member, async (req) => listAppItems(ctx, currentMember(req), req.params.slug, req.query));
  route(app, appsApi.createItem, member, async (req, reply) =>
    reply.code(201).send(await createItem(ctx, currentMember(req), req.params.slug, req.body.values)),
  );
  route(app, appsApi.item, member, async (req) => showItem(ctx, currentMember(req), req.params.slug, req.params.id));
  route(app, appsApi.updateItem, member, async (req) =>
    changeItem(ctx, currentMember(req), req.params.slug, req.params.id, req.body.values),
  );
  route(app, appsApi.destroyItem, member, async (req, reply) => {
    await removeItem(ctx, currentMember(req), req.params.slug, req.params.id);
    return reply.code(204).send();
  });
  route(app, appsApi.archiveItem, member, async (req) =>
    setArchived(ctx, currentMember(req), req.params.slug, req.params.id, true),
  );
  route(app, appsApi.restoreItem, member, async (req) =>
    setArchived(ctx, currentMember(req), req.params.slug, req.params.id, false),
  );
  route(app, appsApi.moveItem, member, async (req) =>
    moveItem(ctx, currentMember(req), req.params.slug, req.params.id, req.body),
  );
};
