import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { type RegistryCollectors, single } from "../module.js";
import type { MemberRow } from "./members.schema.js";

/**
 * What the bottom tier asks of groups (member lists and pickers filtered by a group, a group's search), written by
 * the groups module with its access predicates and handed over in its descriptor (`groupLookup`), so that members
 * and search, below groups, never import it.
 */
export type GroupLookup = {
  /** The id of the group named by slug or id that the member may see: 404 otherwise. */
  visibleGroupId: (db: DbOrTx, member: MemberRow, by: { slug: string } | { id: string }) => Promise<string>;
  /** The same, and the member may see its member list: 403 when it is not theirs to see. */
  memberListGroupId: (db: DbOrTx, member: MemberRow, by: { slug: string } | { id: string }) => Promise<string>;
  /** Of the group ids, those whose member lists the member may see, in one statement. */
  memberListGroupIds: (db: DbOrTx, member: MemberRow, ids: string[]) => Promise<Set<string>>;
  /** Of the group ids, those the member is an active member of, in one statement. */
  activeGroupIdsAmong: (db: DbOrTx, memberId: string, ids: string[]) => Promise<Set<string>>;
  /** SQL: the member (an id column) is an active member of the group. */
  activeMemberOf: (groupId: string, memberId: SQLWrapper) => SQL;
  /** SQL: the member is an active member or an open invitee of the group. */
  memberOrInviteeOf: (groupId: string, memberId: SQLWrapper) => SQL;
  /**
   * The ids of the groups whose content the member may read, for a viewer that names them in the statements of one
   * request (the search's: `readableGroups` of the groups' SqlViewer); null for an administrator, who reads all.
   */
  contentReadableGroupIds: (db: DbOrTx, member: MemberRow) => Promise<string[] | null>;
};

declare module "../module.js" {
  interface ModuleDescriptor {
    /** Exactly one module (groups) answers the lower modules' questions about groups. */
    groupLookup?: GroupLookup;
  }
  interface ModuleRegistry {
    groupLookup: GroupLookup;
  }
}

/** Without a groups module no group exists: every lookup is 404 and nobody is in one. */
const noGroups: GroupLookup = {
  visibleGroupId: async () => {
    throw notFound();
  },
  memberListGroupId: async () => {
    throw notFound();
  },
  memberListGroupIds: async () => new Set(),
  activeGroupIdsAmong: async () => new Set(),
  activeMemberOf: () => sql`false`,
  memberOrInviteeOf: () => sql`false`,
  contentReadableGroupIds: async () => [],
};

export const groupLookupCollectors = {
  groupLookup: (descriptors) => single(descriptors, "the group lookup", (d) => d.groupLookup, noGroups),
} satisfies Partial<RegistryCollectors>;
