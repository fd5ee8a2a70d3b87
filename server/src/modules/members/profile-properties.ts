import type { Property, PropertyValues } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import { invalid } from "../../http/errors.js";
import { type RegistryCollectors, single } from "../module.js";

/**
 * The network's member profile property set (`member_profile`): its properties, and a member's values checked against
 * them. The property-sets module supplies it, so members, member-admin and registrations never import it.
 */
export type ProfilePropertiesChecker = {
  /** The set's properties (none while no set is defined); `signUp`: only those a visitor fills in. */
  properties: (db: DbOrTx, options?: { signUp?: boolean }) => Promise<Property[]>;
  /**
   * The values as stored: unknown names refused, each value by its property's type, empty values left out; a 422
   * keyed `{field}.{name}` otherwise. `signUp`: membership values are refused (a visitor looks up no members).
   */
  check: (db: DbOrTx, values: PropertyValues, options: { field: string; signUp?: boolean }) => Promise<PropertyValues>;
};

declare module "../module.js" {
  interface ModuleDescriptor {
    /** Exactly one module (property-sets) keeps the member profile's set. */
    profilePropertiesChecker?: ProfilePropertiesChecker;
  }
  interface ModuleRegistry {
    profileProperties: ProfilePropertiesChecker;
  }
}

/** Without a supplier there are no properties: every named value is refused. */
const noProperties: ProfilePropertiesChecker = {
  properties: async () => [],
  check: async (_db, values, { field }) => {
    const names = Object.keys(values);
    if (names.length > 0)
      throw invalid(Object.fromEntries(names.map((n) => [`${field}.${n}`, ["is not a field of the member profile"]])));
    return {};
  },
};

export const profilePropertiesCollectors = {
  profileProperties: (descriptors) =>
    single(descriptors, "the member profile's properties", (d) => d.profilePropertiesChecker, noProperties),
} satisfies Partial<RegistryCollectors>;
