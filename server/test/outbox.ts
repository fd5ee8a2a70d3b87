import { desc, eq } from "drizzle-orm";
import { vi } from "vitest";
import type { App } from "../src/app.js";
import { outboxMails } from "../src/modules/mail/mail.schema.js";

export type OutboxMail = typeof outboxMails.$inferSelect;

const newestOf = async (app: App, email: string): Promise<OutboxMail | undefined> => {
  const [mail] = await app.ctx.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.to, email))
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(1);
  return mail;
};

/**
 * The newest mail in the development outbox to the address. With `wait`, it is looked for until there is one (for
 * mails sent after the answer, as the password reset's), and the answer is the mail; without, it may be undefined.
 */
export function newestMailTo(app: App, email: string, options: { wait: true }): Promise<OutboxMail>;
export function newestMailTo(app: App, email: string, options?: { wait?: boolean }): Promise<OutboxMail | undefined>;
export function newestMailTo(app: App, email: string, { wait = false }: { wait?: boolean } = {}) {
  if (!wait) return newestOf(app, email);
  return vi.waitFor(async () => {
    const mail = await newestOf(app, email);
    if (!mail) throw new Error(`no mail to ${email} yet`);
    return mail;
  });
}

/** The decoded value of a link's URL parameter in the mail's text ("" when the mail has none). */
export const tokenIn = (mail: OutboxMail | undefined, param: string) =>
  decodeURIComponent(new RegExp(`[?&]${param}=([^\\s"&<]+)`).exec(mail?.text ?? "")?.[1] ?? "");
