import { devicesApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { unauthorized } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { changeDeviceSettings, deviceSettings, listDevices, registerDevice, removeDevice } from "./devices.service.js";

/** The session behind the request: a device belongs to it and ends with it. */
function sessionOf(req: { session: { tokenHash: string } | null }) {
  if (!req.session) throw unauthorized();
  return req.session.tokenHash;
}

/** A member's devices (members' devices in the spec): Web Push subscriptions and their toggles. */
export const devicesRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const auth = { config: { auth: "member" as const } };

  route(app, devicesApi.list, auth, async (req) => listDevices(ctx, currentMember(req).id, sessionOf(req)));

  route(app, devicesApi.create, auth, async (req, reply) =>
    reply.code(201).send(await registerDevice(ctx, currentMember(req).id, sessionOf(req), req.body)),
  );

  route(app, devicesApi.remove, auth, async (req, reply) => {
    await removeDevice(ctx.db, currentMember(req).id, req.params.id);
    return reply.code(204).send();
  });

  route(app, devicesApi.settings, auth, async (req) => deviceSettings(ctx.db, currentMember(req).id, req.params.id));

  route(app, devicesApi.updateSettings, auth, async (req) =>
    changeDeviceSettings(ctx.db, currentMember(req).id, req.params.id, req.body.notifications),
  );
};
