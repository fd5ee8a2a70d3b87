import type { AdministrationUserbar } from "@intranet/contracts";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import type { RegistryCollectors } from "../module.js";

/**
 * The administration userbar of a context other than the network (§2 "Userbar": group, group_category), built by
 * the module that owns the context: it answers 404 for a context the member may not see and 403 for one they may
 * not administrate.
 */
export type AdministrationContextUserbar = (
  ctx: AppContext,
  req: FastifyRequest,
  contextId: string,
) => Promise<AdministrationUserbar>;

declare module "../module.js" {
  interface ModuleDescriptor {
    administrationContexts?: Partial<Record<"group" | "group_category", AdministrationContextUserbar>>;
  }
  interface ModuleRegistry {
    administrationContexts: Partial<Record<"group" | "group_category", AdministrationContextUserbar>>;
  }
}

export const administrationContextCollectors = {
  administrationContexts: (descriptors) => Object.assign({}, ...descriptors.map((d) => d.administrationContexts ?? {})),
} satisfies Partial<RegistryCollectors>;

/** The userbar of a group or group category, or 404 where no module builds one (or no id is given). */
export function contextUserbar(
  ctx: AppContext,
  req: FastifyRequest,
  type: "group" | "group_category",
  contextId: string | undefined,
) {
  const build = ctx.modules.administrationContexts[type];
  if (!build || !contextId) throw notFound();
  return build(ctx, req, contextId);
}
