import type { DbOrTx } from "../../db/client.js";
import { isActiveMember } from "../groups/groups.access.js";
import { findMembership } from "../groups/groups.repo.js";
import type { MemberRow } from "../members/members.schema.js";

/** Whether a member may join a topic: their own member topic, the network, groups they belong to. */
export async function mayJoin(db: DbOrTx, member: MemberRow, networkId: string, topic: string): Promise<boolean> {
  const [kind, id] = topic.split(":", 2);
  if (!id) return false;
  switch (kind) {
    case "member":
      return id === member.id;
    case "network":
      return id === networkId;
    case "group": {
      const membership = await findMembership(db, id, member.id);
      return isActiveMember(membership);
    }
    default:
      return false;
  }
}
