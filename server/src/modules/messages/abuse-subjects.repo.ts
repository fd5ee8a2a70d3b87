import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { MemberRow } from "../members/members.schema.js";
import { findMessageFor } from "./messages.repo.js";
import { messages } from "./messages.schema.js";

/** Messages as abuse report subjects: one the viewer wrote or received. */
export const messageAbuseSubject = {
  readable: async (db: DbOrTx, viewer: MemberRow, id: string) => (await findMessageFor(db, viewer.id, id)) !== null,
  excerpts: (db: DbOrTx, ids: string[]) =>
    db.select({ id: messages.id, text: messages.plainContent }).from(messages).where(inArray(messages.id, ids)),
};
