import { type Property, type PropertyValues, SIGN_UP_PROFILE_TYPES } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import { invalid } from "../../http/errors.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { HookOf } from "../module.js";
import { effectiveOf } from "./property-set.js";
import { definitionsOf, isEmptyValue, listOf, scalarValue } from "./property-sets.service.js";

const NETWORK = [{ type: "network" as const, id: null }];

/** The network's member profile properties (none while no set is defined); at sign-up those a visitor fills in. */
async function memberProfileProperties(db: DbOrTx, options?: { signUp?: boolean }): Promise<Property[]> {
  const properties = effectiveOf(await definitionsOf(db, "member_profile", NETWORK))?.properties ?? [];
  return options?.signUp ? properties.filter((p) => SIGN_UP_PROFILE_TYPES.includes(p.type)) : properties;
}

/** Why a value does not fit its property, in the words the web translates (contracts' field errors). */
const mismatch = (property: Property, value: PropertyValues[string]) => {
  switch (property.type) {
    case "selection":
      return "is not one of the options";
    case "date":
      return "is not a valid date";
    case "text":
      return typeof value === "string" ? "is too long (maximum is 5000 characters)" : "is invalid";
    case "membership":
      return "contains unknown members";
    default:
      return "is invalid";
  }
};

/**
 * A member's values checked against the network's member profile: each name must be a property (at sign-up, one
 * asked there), each value fit its type (an option's value, a `YYYY-MM-DD` date, text up to 5000 characters, a list
 * of tags, the ids of existing members); empty values are left out. 422 keyed `{field}.{name}` otherwise.
 */
async function checkMemberProfile(
  db: DbOrTx,
  values: PropertyValues,
  { field, signUp }: { field: string; signUp?: boolean },
): Promise<PropertyValues> {
  const properties = await memberProfileProperties(db, { signUp });
  const errors: Record<string, string[]> = {};
  const out: PropertyValues = {};
  const memberRefs: { key: string; ids: string[] }[] = [];
  for (const [key, value] of Object.entries(values)) {
    const property = properties.find((p) => p.name === key);
    if (!property) {
      errors[`${field}.${key}`] = ["is not a field of the member profile"];
      continue;
    }
    if (isEmptyValue(value)) continue;
    if (property.type === "membership") {
      const ids = listOf(value);
      if (ids?.every((i) => /^[0-9a-f]{24}$/.test(i))) memberRefs.push({ key, ids: [...new Set(ids)] });
      else errors[`${field}.${key}`] = [mismatch(property, value)];
      continue;
    }
    if (property.type === "text" && typeof value === "string" && value.trim() === "") continue;
    const checked = scalarValue(property, typeof value === "string" ? value.trim() : value);
    if (checked === undefined) errors[`${field}.${key}`] = [mismatch(property, value)];
    else out[key] = checked;
  }
  const known = new Set(
    (
      await findMembersByIds(
        db,
        memberRefs.flatMap((r) => r.ids),
      )
    ).map((m) => m.id),
  );
  for (const r of memberRefs) {
    if (r.ids.every((id) => known.has(id))) out[r.key] = r.ids;
    else errors[`${field}.${r.key}`] = ["contains unknown members"];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return out;
}

/** The members module's `profilePropertiesChecker`, filled by this module (the member profile is a property set). */
export const memberProfileChecker: HookOf<"profilePropertiesChecker"> = {
  properties: memberProfileProperties,
  check: checkMemberProfile,
};
