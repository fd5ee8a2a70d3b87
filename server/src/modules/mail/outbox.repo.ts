import { count, desc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { Mail } from "../../mail/mailer.js";
import { outboxMails } from "./mail.schema.js";

/** Keeps a mail in the development outbox; attachments by file name only (the outbox keeps no bytes). */
export async function addToOutbox(db: DbOrTx, mail: Mail) {
  await db.insert(outboxMails).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments?.map((a) => a.filename) ?? [],
    headers: mail.headers ?? {},
  });
}

/** One page of the outbox, newest first, and the total. */
export async function outboxPage(db: DbOrTx, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(outboxMails).orderBy(desc(outboxMails.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(outboxMails),
  ]);
  return { rows, total: total?.n ?? 0 };
}
