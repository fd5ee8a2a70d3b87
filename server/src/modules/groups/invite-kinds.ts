import type { AppointmentInviteList, appointmentInviteListQuery, inviteAnswer } from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { MemberRow } from "../members/members.schema.js";
import { keyed, type RegistryCollectors } from "../module.js";

/**
 * Invitations of another module served on the groups' invitation routes (participation's to appointments): the
 * member's list for `GET /api/v1/invites?filter={kind}`, and the answer to `POST /invites/{id}/accept` when the id
 * is one of the kind's (null when it is not, and the group invitation is tried).
 */
type InviteKind = {
  received: (
    ctx: AppContext,
    member: MemberRow,
    q: z.output<typeof appointmentInviteListQuery>,
  ) => Promise<AppointmentInviteList>;
  answer: (
    ctx: AppContext,
    member: MemberRow,
    id: string,
    accept: boolean,
  ) => Promise<z.output<typeof inviteAnswer> | null>;
};

declare module "../module.js" {
  interface ModuleDescriptor {
    inviteKinds?: { appointments?: InviteKind };
  }
  interface ModuleRegistry {
    inviteKinds: ReadonlyMap<"appointments", InviteKind>;
  }
}

export const inviteKindCollectors = {
  inviteKinds: (descriptors) => keyed<InviteKind, "appointments">(descriptors, (d) => d.inviteKinds),
} satisfies Partial<RegistryCollectors>;
