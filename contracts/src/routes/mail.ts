import { z } from "zod";
import { pageMeta, pageQuery } from "../common.js";
import { defineRoutes } from "../route.js";

export const outboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The HTML part, for mails sent through the mail layer. */
  html: z.string().nullable(),
  attachments: z.array(z.string()),
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of mailings). */
  headers: z.record(z.string(), z.string()).default({}),
  created_at: z.string(),
});
export const outboxResponse = z.object({ mails: z.array(outboxMail), meta: pageMeta });

export const mailApi = defineRoutes("mail", {
  /** Not in the spec: the development outbox, where mail goes without SMTP_URL. */
  outbox: { method: "GET", path: "/administration/outbox", query: pageQuery, response: { 200: outboxResponse } },
});
