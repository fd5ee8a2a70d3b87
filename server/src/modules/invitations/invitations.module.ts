import type { ModuleDescriptor } from "../module.js";
import { invitationsRoutes } from "./invitations.routes.js";
import * as schema from "./invitations.schema.js";
import { INVITE_MAIL_JOB, mailBatch } from "./invite-mails.service.js";

/** Invitations by e-mail and CSV list at network, group-category and group scope, and the sign-up of their links. */
export const invitationsModule: ModuleDescriptor = {
  name: "invitations",
  routes: invitationsRoutes,
  administrationLinks: () => [
    { section: "network", label: "administration.shell.invites", path: "/administration/invites/new" },
  ],
  groupAdministrationLinks: () => [{ label: "administration.shell.invites", below: "/administration/invites/new" }],
  schema,
  jobs: (ctx) => {
    ctx.jobs.register<{ batchId: string }>(INVITE_MAIL_JOB, ({ batchId }) => mailBatch(ctx, batchId), { batch: 1 });
  },
};
