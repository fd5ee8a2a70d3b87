import type { DbOrTx } from "../../db/client.js";
import type { Jobs } from "../../jobs/jobs.js";
import { DELIVER_JOB, type Mail } from "../../mail/mailer.js";
import type { ModuleDescriptor } from "../module.js";
import { mailRoutes } from "./mail.routes.js";
import * as schema from "./mail.schema.js";
import { addToOutbox } from "./outbox.repo.js";

/** Without SMTP_URL, mail is delivered into the outbox table that administrators read in the app. */
export function deliverToOutbox(jobs: Jobs, db: DbOrTx) {
  jobs.register<Mail>(DELIVER_JOB, (mail) => addToOutbox(db, mail));
}

/** The development outbox. */
export const mailModule: ModuleDescriptor = {
  name: "mail",
  routes: mailRoutes,
  schema,
  // The outbox holds mail only while no SMTP server is configured.
  administrationLinks: (ctx) =>
    ctx.config.smtpUrl
      ? []
      : [{ section: "development", label: "administration.shell.outbox", path: "/administration/outbox" }],
  jobs: (ctx) => {
    if (!ctx.config.smtpUrl) deliverToOutbox(ctx.jobs, ctx.db);
  },
};
