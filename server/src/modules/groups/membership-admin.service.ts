import type { MembershipRoleBody } from "@intranet/contracts";
import type { Db, DbOrTx } from "../../db/client.js";
import { AppError, invalid, notFound } from "../../http/errors.js";
import { recordAudit } from "../administration/audit.repo.js";
import { presentRole } from "./group.presenter.js";
import { ACTIVE_MEMBERSHIP } from "./groups.access.js";
import { findGroupById } from "./groups.repo.js";
import { createMembershipRole } from "./groups.service.js";
import {
  activeMembership,
  deleteAllMembershipsOf,
  membershipsOfMember,
  networkRoleIdsAmong,
  networkRoleIdsOf,
  networkRoleRows,
  otherGroupAdminCount,
  setMembershipAdmin,
} from "./membership-admin.repo.js";
import { recordMembershipAudit } from "./membership-audit.js";
import { deleteMembership, upsertMembership } from "./memberships.repo.js";
import { deleteRole, deleteRoleAssignments, insertRoleAssignment, updateRole } from "./roles.repo.js";

// What administrators change about memberships: a member removed from a group, a group administrator appointed or
// dismissed (audited as GroupAdminPermissionCreate/Destroy), and the network's membership roles.

const lastAdmin = () => new AppError(409, "last_admin", "The last administrator cannot leave the group.");

async function requireActiveMembership(db: DbOrTx, groupId: string, memberId: string) {
  const row = await activeMembership(db, groupId, memberId);
  if (!row) throw notFound();
  return row;
}

/** A member's group memberships, for the network administrators' `/group-memberships` page. */
export const groupMembershipsOf = (db: DbOrTx, memberId: string) => membershipsOfMember(db, memberId);

/** Appoints or dismisses a group administrator (never the group's last one), audited in the same transaction. */
export async function setGroupAdmin(db: Db, actorId: string, groupId: string, memberId: string, isAdmin: boolean) {
  return db.transaction(async (tx) => {
    const row = await requireActiveMembership(tx, groupId, memberId);
    if (row.isAdmin === isAdmin) return { is_admin: isAdmin, status: "member" as const };
    if (!isAdmin && (await otherGroupAdminCount(tx, groupId, memberId)) === 0) throw lastAdmin();
    await setMembershipAdmin(tx, row.id, isAdmin);
    await recordAudit(tx, {
      type: isAdmin ? "GroupAdminPermissionCreate" : "GroupAdminPermissionDestroy",
      actorId,
      membershipId: memberId,
      subject: { type: "Group", id: groupId },
    });
    return { is_admin: isAdmin, status: "member" as const };
  });
}

/**
 * A network administrator puts a member into a group: an open invitation, a request or a refusal becomes
 * membership; already a member changes nothing. Audited as GroupJoin by the administrator; an archived group
 * takes nobody in.
 */
export async function addGroupMember(db: Db, actorId: string, groupId: string, memberId: string) {
  return db.transaction(async (tx) => {
    const group = await findGroupById(tx, groupId);
    if (!group) throw notFound();
    if (group.archivedAt) throw new AppError(409, "archived", "An archived group takes no new members.");
    const current = await activeMembership(tx, groupId, memberId);
    if (current) return { is_admin: current.isAdmin, status: "member" as const };
    await upsertMembership(
      tx,
      { groupId, memberId, status: ACTIVE_MEMBERSHIP },
      { isAdmin: false, rejectionMessage: null, renewCreatedAt: true },
    );
    await recordMembershipAudit(tx, "GroupJoin", group, memberId, actorId, "added");
    return { is_admin: false, status: "member" as const };
  });
}

/** Removes an active member from a group; the last administrator stays. */
export async function removeGroupMember(db: Db, groupId: string, memberId: string) {
  await db.transaction(async (tx) => {
    const row = await requireActiveMembership(tx, groupId, memberId);
    if (row.isAdmin && (await otherGroupAdminCount(tx, groupId, memberId)) === 0) throw lastAdmin();
    await deleteMembership(tx, groupId, memberId);
  });
}

/** A deleted member leaves every group and loses every role, in the deletion's transaction. */
export const forgetMemberships = (tx: DbOrTx, memberId: string) => deleteAllMembershipsOf(tx, memberId);

/** The network's membership roles (administration §3 "Membership role"). */
export async function networkRoles(db: DbOrTx) {
  return (await networkRoleRows(db)).map(presentRole);
}

async function networkRole(db: DbOrTx, id: string) {
  const role = (await networkRoleRows(db)).find((r) => r.id === id);
  if (!role) throw notFound();
  return role;
}

type RoleInput = MembershipRoleBody["membership_role"];

export async function createNetworkRole(db: DbOrTx, r: RoleInput) {
  const row = await createMembershipRole(db, {
    name: r.name,
    pluralName: r.plural_name,
    groupId: null,
    color: r.color,
    textColor: r.text_color,
    displayType: r.display_type,
  });
  return presentRole(row);
}

export async function updateNetworkRole(db: DbOrTx, id: string, r: RoleInput) {
  const role = await networkRole(db, id);
  const row = await updateRole(db, role.id, {
    name: r.name,
    pluralName: r.plural_name,
    slug: role.slug,
    color: r.color,
    textColor: r.text_color,
    displayType: r.display_type,
  });
  return presentRole(row ?? role);
}

export async function deleteNetworkRole(db: DbOrTx, id: string) {
  await deleteRole(db, (await networkRole(db, id)).id);
  return { deleted: true };
}

export const networkRoleIdsOfMember = (db: DbOrTx, memberId: string) => networkRoleIdsOf(db, memberId);

/** Gives the member exactly these network roles (422 for an unknown one or a group's). */
export async function setNetworkRolesOfMember(tx: DbOrTx, memberId: string, roleIds: string[]) {
  const wanted = [...new Set(roleIds)];
  const known = await networkRoleIdsAmong(tx, wanted);
  if (known.length !== wanted.length) throw invalid({ role_ids: ["contains unknown roles"] });
  const held = await networkRoleIdsOf(tx, memberId);
  await deleteRoleAssignments(
    tx,
    memberId,
    held.filter((id) => !wanted.includes(id)),
  );
  for (const id of wanted.filter((r) => !held.includes(r))) await insertRoleAssignment(tx, id, memberId);
}
