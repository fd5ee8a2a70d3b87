import type { CircularCan } from "@intranet/contracts";

/** What the access queries returned about the member and one circular. */
export type CircularAccess = {
  /** The member is one of its recipients. */
  received: boolean;
  /** The author, a network administrator, or an administrator of its group (`circularsManagedBy`). */
  manage: boolean;
  author: boolean;
  networkAdmin: boolean;
};

export function circularCan(a: CircularAccess): CircularCan {
  return { confirm: a.received, view_confirmations: a.manage, destroy: a.author || a.networkAdmin };
}
