import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import type { AppointmentHooks } from "../calendar/participation-hooks.js";
import { afterAdding, checkTargets, EXPAND_JOB, type ExpandJob, notifyInvitees } from "./participants.service.js";
import { addParticipants } from "./participation.repo.js";

type Save = Parameters<AppointmentHooks["saved"]>[1];

/**
 * The invitations section of a new appointment: members are invited in the save's transaction,
 * groups and roles by the expansion job after commit. Invitations on save send no mail.
 */
export async function saveInvites(tx: DbOrTx, ctx: AppContext, save: Save) {
  const p = save.payload;
  const input = {
    membership_ids: p.membership_ids_to_invite ?? [],
    group_ids: p.group_ids_to_invite ?? [],
    membership_role_ids: p.membership_role_ids_to_invite ?? [],
  };
  if (!input.membership_ids.length && !input.group_ids.length && !input.membership_role_ids.length) return undefined;
  const targets = await checkTargets(tx, save.member, {
    ...input,
    status: "open",
    send_email_notification: false,
    invite_consumers: p.invite_consumers ?? false,
  });
  const result = await addParticipants(tx, {
    appointmentId: save.row.id,
    memberIds: targets.memberIds,
    status: "open",
    inviterId: save.member.id,
    via: { type: "member", id: null },
  });
  await notifyInvitees(tx, ctx, save.row.id, save.member.id, result.invites);
  return async () => {
    await afterAdding(ctx, result.added, result.invites, false);
    if (targets.groupIds.length || targets.roleIds.length) {
      await ctx.jobs.send<ExpandJob>(EXPAND_JOB, {
        appointmentId: save.row.id,
        inviterId: save.member.id,
        status: "open",
        groupIds: targets.groupIds,
        roleIds: targets.roleIds,
        includeExternal: p.invite_consumers ?? false,
        notify: false,
      });
    }
  };
}
