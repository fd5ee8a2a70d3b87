import { getTableColumns, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedOn } from "../../db/prepared.js";
import { newId } from "../../lib/ids.js";
import { type ChatMessageRow, chatMemberStates, chatMessages, chats } from "./chat.schema.js";

// The statement that sends a message (chat-messages.service.ts), built once per database.

/**
 * Stores a message under the chat's next seq, and the author's state after it (read and received up to it, forward
 * only, and the interaction time, the state row created when missing), in one statement: the chat row's update (its
 * lock orders concurrent senders) feeds both inserts, and a failing insert (a cid used again at the same moment) takes
 * the seq and the state back with it, so seqs stay gap-free and an acknowledged message comes with its author's
 * markers. The update finds no row when the author's cid is stored already (a resend: no lock taken, nothing written)
 * or the chat is gone: null then.
 */
export async function insertNextMessage(
  db: DbOrTx,
  values: Omit<typeof chatMessages.$inferInsert, "seq" | "authorId"> & { authorId: string },
): Promise<ChatMessageRow | null> {
  const at = values.createdAt ?? new Date();
  const given = { ...values, id: values.id ?? newId(at), createdAt: at } as Record<string, unknown>;
  // Every column a placeholder (null ones too), so the statement is built once whatever the message carries.
  const params = Object.fromEntries(
    Object.entries(getTableColumns(chatMessages)).map(([key, col]) => {
      const value = given[key] ?? null;
      return [key, value === null ? null : col.mapToDriverValue(value)];
    }),
  );
  const [row] = await preparedOn(db, "chat_insert_next", buildInsertNext).execute(params);
  return row ?? null;
}

function buildInsertNext(db: DbOrTx, name: string) {
  const p = (key: keyof typeof chatMessages.$inferSelect) => sql.placeholder(key);
  const next = db
    .$with("next", { seq: sql<number>`seq` })
    .as(
      sql`update ${chats} set "last_seq" = ${chats.lastSeq} + 1, "last_message_at" = ${p("createdAt")}::timestamptz where ${chats.id} = ${p("chatId")} and not exists (select 1 from ${chatMessages} where ${chatMessages.authorId} = ${p("authorId")} and ${chatMessages.cid} = ${p("cid")}) returning ${chats.lastSeq} as seq`,
    );
  const forward = (idCol: string, seqCol: string) =>
    sql.raw(
      `"${idCol}" = case when "chat_member_states"."${seqCol}" < excluded."${seqCol}" then excluded."${idCol}" else "chat_member_states"."${idCol}" end, "${seqCol}" = greatest("chat_member_states"."${seqCol}", excluded."${seqCol}")`,
    );
  const author = db
    .$with("author_state", { done: sql<number>`done` })
    .as(
      sql`insert into ${chatMemberStates} ("chat_id", "member_id", "last_read_id", "last_read_seq", "last_received_id", "last_received_seq", "last_interacted_at") select ${p("chatId")}::char(24), ${p("authorId")}::char(24), ${p("id")}::char(24), next.seq, ${p("id")}::char(24), next.seq, ${p("createdAt")}::timestamptz from next on conflict ("chat_id", "member_id") do update set ${forward("last_read_id", "last_read_seq")}, ${forward("last_received_id", "last_received_seq")}, "last_interacted_at" = excluded."last_interacted_at" returning 1 as done`,
    );
  // Every column in the table's order (as drizzle lists them), each cast to its type: a select's parameters are
  // not typed by the insert's target columns.
  const select = sql.join(
    Object.entries(getTableColumns(chatMessages)).map(([key, col]) =>
      key === "seq" ? sql`next.seq` : sql`${sql.placeholder(key)}::${sql.raw(col.getSQLType())}`,
    ),
    sql`, `,
  );
  return db.with(next, author).insert(chatMessages).select(sql`select ${select} from next`).returning().prepare(name);
}
