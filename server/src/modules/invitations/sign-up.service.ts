import type { InvitationPreview, InvitationSignUpBody } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { conflict, invalid, notFound } from "../../http/errors.js";
import { clientAddressKey, defineLimit } from "../../lib/rate-limit.js";
import { findGroupsByIds, groupNamesByIds } from "../groups/groups.repo.js";
import { upsertMembership } from "../groups/memberships.repo.js";
import { findMemberByEmail } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { createMember } from "../members/members.service.js";
import { getNetwork } from "../network/network.service.js";
import { consumeInvite, findInviteByToken, setInviteMember } from "./invitations.repo.js";

/** Opening or using invitation links per client address: 30 in 15 minutes (links are not guessable, this slows tries). */
export const INVITE_LINK_ADDRESS = defineLimit("invite_link_address", 30, 15 * 60);

/** The invitation behind a link, for its sign-up page; 404 once used, revoked or expired, like an unknown link. */
export async function invitationPreview(ctx: AppContext, token: string, ip: string): Promise<InvitationPreview> {
  await ctx.rateLimits.of(INVITE_LINK_ADDRESS).take(clientAddressKey(ip));
  const invite = await findInviteByToken(ctx.db, token);
  if (!invite) throw notFound("This invitation link is invalid, used or expired.");
  const [groups, network] = await Promise.all([groupNamesByIds(ctx.db, invite.groupIds), getNetwork(ctx.db)]);
  return {
    email: invite.email,
    first_name: invite.firstName,
    last_name: invite.lastName,
    user_type: invite.userType,
    groups,
    network: network.name,
  };
}

/**
 * Uses the link once: in one transaction the invitation is marked accepted (a second use finds nothing: 404), the
 * member is created with the invited address and type, and joins exactly the groups the invitation names that still
 * exist and are not archived. Refused (409) when the address became a member meanwhile.
 */
export async function signUpWithInvitation(
  ctx: AppContext,
  token: string,
  input: InvitationSignUpBody["user"],
  ip: string,
): Promise<MemberRow> {
  await ctx.rateLimits.of(INVITE_LINK_ADDRESS).take(clientAddressKey(ip));
  if (input.password !== input.password_confirmation) throw invalid({ password_confirmation: ["does not match"] });
  const network = await getNetwork(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const invite = await consumeInvite(tx, token);
    if (!invite) throw notFound("This invitation link is invalid, used or expired.");
    if (await findMemberByEmail(tx, invite.email))
      throw conflict("already_member", "This address already belongs to a member. Please sign in.");
    const member = await createMember(tx, {
      email: invite.email,
      password: input.password,
      firstName: input.first_name,
      lastName: input.last_name,
      isExternal: invite.userType === "external",
      language: network.language,
    });
    const groups = await findGroupsByIds(tx, invite.groupIds);
    for (const group of groups) {
      if (group.archivedAt) continue;
      await upsertMembership(tx, { groupId: group.id, memberId: member.id, status: "member" });
    }
    await setInviteMember(tx, invite.id, member.id);
    return member;
  });
}
