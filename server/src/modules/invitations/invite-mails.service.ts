import { INVITE_VALID_DAYS } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { newToken } from "../../lib/tokens.js";
import { mailSender } from "../mail/send-mail.js";
import { getNetwork } from "../network/network.service.js";
import { externalInviteMail } from "./invitations.mails.js";
import { countSent, findBatch, setInviteToken, unmailedOfBatch } from "./invitations.repo.js";

/** The job that mails a batch's invitations, a chunk at a time; a retry carries on where it stopped. */
export const INVITE_MAIL_JOB = "invitations.mail";
const CHUNK = 100;

/**
 * Mails each invitation of the batch that has no link yet: a new single-use token (only its hash kept), the mail in
 * the network's language (the invitee is no member yet) with the link to the sign-up page, and the batch's count.
 */
export async function mailBatch(ctx: AppContext, batchId: string) {
  const network = await getNetwork(ctx.db);
  const send = await mailSender(ctx);
  for (;;) {
    const invites = await unmailedOfBatch(ctx.db, batchId, CHUNK);
    for (const invite of invites) {
      const token = newToken();
      await setInviteToken(ctx.db, invite.id, token, invite.expiresAt);
      const link = `${ctx.config.publicUrl}/invitations/${token}`;
      await send({ email: invite.email, language: network.language }, externalInviteMail, {
        subject: invite.subject,
        body: invite.body,
        link,
        days: INVITE_VALID_DAYS,
      });
    }
    const finished = invites.length < CHUNK;
    await countSent(ctx.db, batchId, invites.length, finished);
    if (finished) return;
  }
}

/** A batch's progress, for the inviter who sent it and the network's administrators. */
export async function batchProgress(ctx: AppContext, viewer: { id: string; isNetworkAdmin: boolean }, id: string) {
  const batch = await findBatch(ctx.db, id);
  if (!batch || (batch.inviterId !== viewer.id && !viewer.isNetworkAdmin)) throw notFound();
  return {
    id: batch.id,
    total: batch.total,
    sent: Math.min(batch.sent, batch.total),
    finished: batch.finishedAt !== null,
  };
}
