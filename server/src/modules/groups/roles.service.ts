import type { DbOrTx } from "../../db/client.js";
import { invalid, notFound } from "../../http/errors.js";
import { isActiveMember } from "./groups.access.js";
import { findMembership, roleIdsOfMember, rolesOfGroup } from "./groups.repo.js";
import { setGroupRolesOfMember } from "./groups.service.js";

/** A group's own membership roles. */
export const groupRoles = (db: DbOrTx, groupId: string) => rolesOfGroup(db, groupId);

/** One of the group's own roles, or 404. */
export async function groupRole(db: DbOrTx, groupId: string, roleId: string) {
  const role = (await rolesOfGroup(db, groupId)).find((r) => r.id === roleId);
  if (!role) throw notFound();
  return role;
}

/** The ids of the group's own roles, for an active member of the group (404 for anyone else). */
async function roleIdsForMember(db: DbOrTx, groupId: string, memberId: string) {
  if (!isActiveMember(await findMembership(db, groupId, memberId))) throw notFound();
  return (await rolesOfGroup(db, groupId)).map((r) => r.id);
}

/** The group's roles an active member of it holds. */
export async function memberRoleIds(db: DbOrTx, groupId: string, memberId: string) {
  const groupRoleIds = new Set(await roleIdsForMember(db, groupId, memberId));
  return (await roleIdsOfMember(db, memberId)).filter((id) => groupRoleIds.has(id));
}

/** Gives an active member exactly these of the group's roles (422 for another group's). */
export async function setMemberRoles(db: DbOrTx, groupId: string, memberId: string, roleIds: string[]) {
  const groupRoleIds = await roleIdsForMember(db, groupId, memberId);
  if (roleIds.some((id) => !groupRoleIds.includes(id)))
    throw invalid({ role_ids: ["contains roles of another group"] });
  await setGroupRolesOfMember(db, groupRoleIds, memberId, roleIds);
  return roleIds;
}
