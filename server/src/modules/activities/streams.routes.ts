import { activitiesApi } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import {
  adminStreams,
  changeStream,
  createStream,
  presentAdminStream,
  removeStream,
  requireStream,
  streamsFor,
  subscribeToStream,
} from "./streams.service.js";

type App = Parameters<typeof route>[0];

/** The stream navigation, subscriptions, and the administration of network streams (network administrators). */
export function streamRoutes(app: App, ctx: AppContext) {
  const member = { config: { auth: "member" as const } };
  const admin = { config: { auth: "admin" as const } };

  route(app, activitiesApi.streams, member, (req) => streamsFor(ctx, currentMember(req)));
  route(app, activitiesApi.subscribe, member, (req) =>
    subscribeToStream(ctx, currentMember(req), req.params.slug, true),
  );
  route(app, activitiesApi.unsubscribe, member, (req) =>
    subscribeToStream(ctx, currentMember(req), req.params.slug, false),
  );

  route(app, activitiesApi.adminStreams, admin, () => adminStreams(ctx));
  route(app, activitiesApi.adminStream, admin, async (req) =>
    presentAdminStream(await requireStream(ctx, req.params.id)),
  );
  route(app, activitiesApi.createStream, admin, async (req, reply) =>
    reply.code(201).send(presentAdminStream(await createStream(ctx, req.body))),
  );
  route(app, activitiesApi.updateStream, admin, async (req) =>
    presentAdminStream(await changeStream(ctx, req.params.id, req.body)),
  );
  route(app, activitiesApi.destroyStream, admin, async (req, reply) => {
    await removeStream(ctx, req.params.id);
    return reply.code(204).send();
  });
}
