import { sql } from "drizzle-orm";
import type { App } from "../src/app.js";
import { externalInvites } from "../src/modules/invitations/invitations.schema.js";
import { type Client, multipart } from "./factories.js";

/** The mail every test invitation carries. */
export const inviteMail = { subject: "Come in", body: "We would like you to join.", user_type: "normal" };

/** A CSV list of people posted to an invitation call, with the mail and any other fields. */
export const postCsv = (client: Client, url: string, data: Buffer, fields: Record<string, string> = {}) =>
  client.request({
    method: "POST",
    url,
    ...multipart({ name: "people.csv", type: "text/csv", data }, { ...inviteMail, ...fields }, "csv"),
  });

/** The stored invitations of an address, whatever its case. */
export const storedInvitesOf = (app: App, email: string) =>
  app.ctx.db.select().from(externalInvites).where(sql`lower(${externalInvites.email}) = ${email.toLowerCase()}`);
