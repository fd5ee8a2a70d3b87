import type { DbOrTx } from "../db/client.js";
import { findMembership } from "../modules/groups/groups.repo.js";
import type { MemberRow } from "../modules/members/members.schema.js";

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
      return membership?.status === "member";
    }
    default:
      return false;
  }
}
