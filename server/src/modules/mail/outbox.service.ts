import type { DbOrTx } from "../../db/client.js";
import { outboxPage } from "./outbox.repo.js";

/** One page of the development outbox, newest first. */
export async function outbox(db: DbOrTx, page: number, limit: number) {
  const { rows, total: totalCount } = await outboxPage(db, limit, (page - 1) * limit);
  return {
    mails: rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      attachments: m.attachments,
      headers: m.headers,
      created_at: m.createdAt.toISOString(),
    })),
    meta: { page, per_page: limit, total_count: totalCount, total_pages: Math.ceil(totalCount / limit) },
  };
}
