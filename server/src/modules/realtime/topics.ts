import type { DbOrTx } from "../../db/client.js";
import { isActiveMember } from "../groups/groups.access.js";
import { findMembership, membershipsOf } from "../groups/groups.repo.js";
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

/**
 * The topics among `topics` the member may no longer be in, in one statement for all their group topics (a
 * socket's heartbeat asks it for every topic it joined: one question per group was a statement per group per beat).
 */
export async function topicsNoLongerAllowed(
  db: DbOrTx,
  member: MemberRow,
  networkId: string,
  topics: string[],
): Promise<string[]> {
  const groupIds = topics.flatMap((t) => (t.startsWith("group:") ? [t.slice("group:".length)] : []));
  const memberships = await membershipsOf(db, member.id, groupIds);
  return topics.filter((topic) => {
    const [kind, id] = topic.split(":", 2);
    if (kind === "group") return !isActiveMember(memberships.get(id ?? "") ?? null);
    if (kind === "member") return id !== member.id;
    if (kind === "network") return id !== networkId;
    return true;
  });
}
