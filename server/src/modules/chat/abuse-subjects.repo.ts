import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { MemberRow } from "../members/members.schema.js";
import { chatsOpenTo } from "./chat.access.js";
import { chatMessages, chats } from "./chat.schema.js";

/** Chat messages as abuse report subjects: a message not deleted, of a chat the viewer takes part in. */
export const chatMessageAbuseSubject = {
  readable: async (db: DbOrTx, viewer: MemberRow, id: string) => {
    const [row] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt), chatsOpenTo(viewer.id)))
      .limit(1);
    return row !== undefined;
  },
  excerpts: (db: DbOrTx, ids: string[]) =>
    db
      .select({ id: chatMessages.id, text: chatMessages.text })
      .from(chatMessages)
      .where(and(inArray(chatMessages.id, ids), isNull(chatMessages.deletedAt))),
};
