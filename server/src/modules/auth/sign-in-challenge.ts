import type { FactorType } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import type { MemberRow } from "../members/members.schema.js";
import { type RegistryCollectors, single } from "../module.js";

/**
 * A second step a correct password must still pass (the two-factor module's challenge): the challenge token and the
 * member's factor types, or null when the member has none and the session starts at once.
 */
type SignInChallenge = (
  ctx: AppContext,
  member: MemberRow,
) => Promise<{ token: string; factorTypes: FactorType[] } | null>;

/**
 * The password hash of the application to join with this address that waits for an administrator, or null: its right
 * password is told that it waits instead of that it is wrong.
 */
type PendingApplicationHash = (db: DbOrTx, email: string) => Promise<string | null>;

declare module "../module.js" {
  interface ModuleDescriptor {
    /** Exactly one module (two-factor) may hold a sign-in back for a second step. */
    signInChallenge?: SignInChallenge;
    /** Exactly one module (registrations) keeps the applications to join that wait for an administrator. */
    pendingApplicationHash?: PendingApplicationHash;
  }
  interface ModuleRegistry {
    signInChallenge: SignInChallenge;
    pendingApplicationHash: PendingApplicationHash;
  }
}

export const signInCollectors = {
  signInChallenge: (descriptors) =>
    single(
      descriptors,
      "the sign-in challenge",
      (d) => d.signInChallenge,
      async () => null,
    ),
  pendingApplicationHash: (descriptors) =>
    single(
      descriptors,
      "the applications waiting for an administrator",
      (d) => d.pendingApplicationHash,
      async () => null,
    ),
} satisfies Partial<RegistryCollectors>;
