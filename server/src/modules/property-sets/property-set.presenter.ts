import type { PropertySet, PropertySetName, PropertySetShown } from "@intranet/contracts";
import type { EffectiveSet } from "./property-set.js";
import type { SetContext } from "./property-sets.repo.js";
import type { PropertySetRow } from "./property-sets.schema.js";

type Parent = { context: SetContext; type: "basic" | "modified" } | null;

const presentParent = (parent: Parent) =>
  parent ? { context_type: parent.context.type, context_id: parent.context.id, type: parent.type } : null;

/** A context's own set as saved. */
export function presentOwnSet(
  row: Pick<PropertySetRow, "name" | "contextType" | "contextId" | "definition">,
  parent: Parent,
  canUpdate: boolean,
): PropertySet {
  const d = row.definition;
  return {
    name: row.name,
    context_type: row.contextType,
    context_id: row.contextId,
    type: d.type,
    properties: d.properties,
    parent_property_set: presentParent(parent),
    modifications: d.modifications,
    tag_parents: d.tag_parents,
    can: { update: canUpdate },
  };
}

/** The effective set of a context (`inherit=true`): a basic set with every modification above applied. */
export function presentEffectiveSet(
  name: PropertySetName,
  context: SetContext,
  effective: EffectiveSet,
  parent: Parent,
  canUpdate: boolean,
): PropertySet {
  return {
    name,
    context_type: context.type,
    context_id: context.id,
    type: "basic",
    properties: effective.properties,
    parent_property_set: presentParent(parent),
    modifications: { add_options: [] },
    tag_parents: effective.tagParents,
    can: { update: canUpdate },
  };
}

/** A context without a set of its own (or, with `inherit`, without any above it either): no type, no properties. */
export function presentNoSet(
  name: PropertySetName,
  context: SetContext,
  parent: Parent,
  canUpdate: boolean,
): PropertySetShown {
  return {
    name,
    context_type: context.type,
    context_id: context.id,
    type: null,
    properties: [],
    parent_property_set: presentParent(parent),
    modifications: { add_options: [] },
    tag_parents: [],
    can: { update: canUpdate },
  };
}
