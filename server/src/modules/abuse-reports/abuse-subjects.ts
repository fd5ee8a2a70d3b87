import type { AbuseSubjectType } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { MemberRow } from "../members/members.schema.js";
import { keyed, type RegistryCollectors } from "../module.js";

/**
 * What a module tells the abuse reports about one kind of its content: whether a member may read (and so report)
 * an item, by the module's own read rule, and the plain text of items for the administrators' list (items gone —
 * deleted, removed — left out), with the page that shows an item in its place where there is one an administrator
 * may open (posts, replies, profiles; not the private chats and messages, whose excerpt is all they see).
 * `excerpts` is one statement for all the ids.
 */
export type AbuseSubject = {
  readable: (db: DbOrTx, viewer: MemberRow, id: string) => Promise<boolean>;
  excerpts: (db: DbOrTx, ids: string[]) => Promise<{ id: string; text: string; path?: string }[]>;
};

declare module "../module.js" {
  interface ModuleDescriptor {
    /** The kinds of the module's content members may report (abuse reports), by subject type. */
    abuseSubjects?: Partial<Record<AbuseSubjectType, AbuseSubject>>;
  }
  interface ModuleRegistry {
    abuseSubjects: ReadonlyMap<AbuseSubjectType, AbuseSubject>;
  }
}

export const abuseSubjectCollectors = {
  abuseSubjects: (descriptors) => keyed<AbuseSubject, AbuseSubjectType>(descriptors, (d) => d.abuseSubjects),
} satisfies Partial<RegistryCollectors>;
