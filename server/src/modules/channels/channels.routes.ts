import { channelsApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { forbidden } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { addAdmin, channelAdmins, removeAdmin } from "./channel-admins.service.js";
import { channelPage, widgetPage } from "./channel-page.service.js";
import {
  assignSubscriptions,
  channelLayout,
  channelLists,
  channelToUpdate,
  createChannel,
  directoryChannels,
  favoriteChannel,
  mayCreateChannels,
  subscribeChannel,
  updateChannel,
  updateLayout,
} from "./channels.service.js";
import { createWidget, deleteWidget, listWidgets, showWidget, updateWidget } from "./widgets.service.js";

/**
 * Channels: read by every member as the access predicates say (404 for a draft or archived channel to who may not
 * update it), written by who holds the channel update permission (403 for other readers); the subscription
 * assignment by network administrators.
 */
export const channelsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };
  const admin = { config: { auth: "admin" as const } };
  const me = currentMember;
  // Writes decide the member's permission before their body is validated: 403 or 404 whatever the body holds.
  const updater = {
    ...member,
    authorize: async (req: FastifyRequest, p: { slug: string }) => channelToUpdate(ctx, me(req), p.slug),
  };
  const creator = {
    ...member,
    authorize: async (req: FastifyRequest) => {
      if (!mayCreateChannels(me(req))) throw forbidden();
    },
  };

  route(app, channelsApi.lists, member, async (req) => channelLists(ctx, me(req)));
  route(app, channelsApi.create, creator, async (req, reply) =>
    reply.code(201).send(await createChannel(ctx, me(req), req.body.channel)),
  );
  // Widgets in the reader's language where translated (`?lng` asks for another), else as written.
  route(app, channelsApi.show, member, async (req) =>
    channelPage(ctx, me(req), req.params.slug, req.query.lng ?? me(req).language),
  );
  route(app, channelsApi.update, updater, async (req) =>
    updateChannel(ctx, me(req), req.params.slug, req.body.channel),
  );
  route(app, channelsApi.layout, member, async (req) => channelLayout(ctx, me(req), req.params.slug));
  route(app, channelsApi.updateLayout, updater, async (req) => updateLayout(ctx, me(req), req.params.slug, req.body));
  route(app, channelsApi.widgets, member, async (req) => listWidgets(ctx, me(req), req.params.slug));
  route(app, channelsApi.createWidget, updater, async (req, reply) =>
    reply.code(201).send(await createWidget(ctx, me(req), req.params.slug, req.body.widget)),
  );
  route(app, channelsApi.widget, member, async (req) =>
    showWidget(ctx, me(req), req.params.slug, req.params.id, req.query.lng),
  );
  route(app, channelsApi.updateWidget, updater, async (req) =>
    updateWidget(ctx, me(req), req.params.slug, req.params.id, req.body.widget),
  );
  route(app, channelsApi.deleteWidget, member, async (req, reply) => {
    await deleteWidget(ctx, me(req), req.params.slug, req.params.id);
    return reply.code(204).send();
  });
  // One widget as readers see it on the channel's page (`?lng` as there).
  route(app, channelsApi.widgetPage, member, async (req) =>
    widgetPage(ctx, me(req), req.params.id, req.query.lng ?? me(req).language),
  );
  route(app, channelsApi.admins, member, async (req) => channelAdmins(ctx, me(req), req.params.slug));
  route(app, channelsApi.addAdmin, updater, async (req, reply) =>
    reply.code(201).send(await addAdmin(ctx, me(req), req.params.slug, req.body.member_id)),
  );
  route(app, channelsApi.removeAdmin, member, async (req, reply) => {
    await removeAdmin(ctx, me(req), req.params.slug, req.params.memberId);
    return reply.code(204).send();
  });
  route(app, channelsApi.favorite, member, async (req) => favoriteChannel(ctx, me(req), req.params.slug, true));
  route(app, channelsApi.unfavorite, member, async (req) => favoriteChannel(ctx, me(req), req.params.slug, false));
  route(app, channelsApi.subscribe, member, async (req) => subscribeChannel(ctx, me(req), req.params.slug, true));
  route(app, channelsApi.unsubscribe, member, async (req) => subscribeChannel(ctx, me(req), req.params.slug, false));
  route(app, channelsApi.directory, member, async (req) => directoryChannels(ctx, me(req), req.query));
  route(app, channelsApi.assignSubscriptions, admin, async (req) => assignSubscriptions(ctx, me(req), req.body));
};
