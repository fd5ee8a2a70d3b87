import type { GroupPageCan } from "@intranet/contracts";

/** What the group's access queries returned about the member (groups' `LoadedGroup`). */
export type GroupPagesAccess = {
  /** The member administrates the group (its administrators and network administrators). */
  administrate: boolean;
  archived: boolean;
};

/** Pages are kept by the group's administrators, and an archived group's pages stay as they are. */
export const mayWritePages = (a: GroupPagesAccess): boolean => a.administrate && !a.archived;

export function groupPageCan(a: GroupPagesAccess): GroupPageCan {
  const write = mayWritePages(a);
  return { update: write, destroy: write };
}
