import type { FactorType } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
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

declare module "../module.js" {
  interface ModuleDescriptor {
    /** Exactly one module (two-factor) may hold a sign-in back for a second step. */
    signInChallenge?: SignInChallenge;
  }
  interface ModuleRegistry {
    signInChallenge: SignInChallenge;
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
} satisfies Partial<RegistryCollectors>;
