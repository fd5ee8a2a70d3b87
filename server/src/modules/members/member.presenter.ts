import type { Member, MemberSummary } from "@intranet/contracts";
import type { FastifyRequest } from "fastify";
import { memberCan } from "./member.policy.js";
import type { MemberRow } from "./members.schema.js";

const imageUrl = (imageId: string | null, size: string) =>
  imageId ? `/api/storage/images/${imageId}/get/${size}` : null;

export const displayName = (m: Pick<MemberRow, "firstName" | "lastName">) => `${m.firstName} ${m.lastName}`.trim();

export function presentMemberSummary(m: MemberRow): MemberSummary {
  return {
    id: m.id,
    displayName: displayName(m),
    images: {
      medium: imageUrl(m.avatarImageId, "200x200"),
      large: imageUrl(m.avatarImageId, "435x435"),
      "40x40@2": imageUrl(m.avatarImageId, "80x80"),
    },
    is_external: m.isExternal,
    path: `/members/${m.id}`,
  };
}

/** The full member; the e-mail address and birthday only for the member themself and administrators. */
export function presentMember(req: FastifyRequest, m: MemberRow): Member {
  const current = req.member;
  const seesEmail = current?.id === m.id || current?.isNetworkAdmin === true;
  return {
    ...presentMemberSummary(m),
    first_name: m.firstName,
    last_name: m.lastName,
    email: seesEmail ? m.email : null,
    birthday: seesEmail ? m.birthday : null,
    is_network_admin: m.isNetworkAdmin,
    locked: m.lockedAt !== null,
    language: m.language as Member["language"],
    time_zone: m.timeZone,
    profile: m.profile,
    profile_properties: m.profileProperties,
    can: memberCan(current, m),
  };
}
