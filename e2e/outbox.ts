import type { Page } from "playwright-core";
import { apiCall, eventually } from "./browser.js";

export type OutboxMail = { to: string; subject: string; text: string };

/**
 * The newest mail to `to` in the development outbox that `matches`, read as the administrator whose page this is,
 * once the job queue has delivered it (every mail goes through a job: a journey that reads the outbox at once races
 * it); null when none arrived within `timeoutMs`.
 */
export async function deliveredMail(
  admin: Page,
  to: string,
  matches: (mail: OutboxMail) => boolean = () => true,
  timeoutMs = 30_000,
): Promise<OutboxMail | null> {
  let found: OutboxMail | null = null;
  await eventually(async () => {
    const { mails } = (await (await apiCall(admin, "GET", "/administration/outbox?limit=100")).json()) as {
      mails: OutboxMail[];
    };
    found = mails.find((mail) => mail.to === to && matches(mail)) ?? null;
    return found !== null;
  }, timeoutMs);
  return found;
}
