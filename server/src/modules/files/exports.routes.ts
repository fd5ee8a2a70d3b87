import { folderExportsApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { latestFolderExport, startFolderExport } from "./exports.service.js";

/** Folder exports (contracts/src/routes/files.ts `folderExportsApi`): for the folder's managers only. */
export const exportsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, folderExportsApi.latestExport, { config: { auth: "member" } }, async (req) => ({
    export: await latestFolderExport(ctx, currentMember(req), req.params.id),
  }));

  route(app, folderExportsApi.startExport, { config: { auth: "member" } }, async (req, reply) =>
    reply.code(202).send({ export: await startFolderExport(ctx, currentMember(req), req.params.id) }),
  );
};
