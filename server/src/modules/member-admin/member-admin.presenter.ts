import type { AdminMember, AdminRoleBadge } from "@intranet/contracts";
import { displayName } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";

/** What decides the member manager dropdown beyond the row: who asks, and whether two-factor is on. */
export type ManagerView = { actorId: string; twoFactorEnabled: boolean; guestsAllowed: boolean };

/** The dropdown's entries (administration §6 "Member manager menu"); nobody locks or deletes themselves. */
export function managerCan(m: Pick<MemberRow, "id" | "isExternal">, view: ManagerView): AdminMember["can"] {
  const self = m.id === view.actorId;
  return {
    edit: true,
    edit_groups: true,
    destroy: !self,
    lock: !self,
    // Only while guest users are allowed; a guest may still be made a normal member after they were turned off.
    toggle_external: !self && (view.guestsAllowed || m.isExternal),
    reset_two_factor: view.twoFactorEnabled,
  };
}

export function presentAdminMember(m: MemberRow, roles: AdminRoleBadge[], view: ManagerView): AdminMember {
  return {
    id: m.id,
    first_name: m.firstName,
    last_name: m.lastName,
    displayName: displayName(m),
    email: m.email,
    is_external: m.isExternal,
    is_network_admin: m.isNetworkAdmin,
    locked: m.lockedAt !== null,
    last_sign_in_at: m.lastSignInAt?.toISOString() ?? null,
    created_at: m.createdAt.toISOString(),
    roles,
    can: managerCan(m, view),
  };
}
