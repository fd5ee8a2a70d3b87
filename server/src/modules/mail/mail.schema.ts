import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idPk } from "../../db/columns.js";

/** Development outbox: where mail goes when no SMTP server is configured. */
export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: idPk(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** File names of the attachments (the outbox keeps no bytes). */
    attachments: jsonb("attachments").$type<string[]>().notNull().default([]),
    /** Extra headers (List-Unsubscribe of mailings). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_mails_to_idx").on(t.to)],
);
