import type { Property, PropertySetDefinition } from "@intranet/contracts";
import type { SetContext } from "./property-sets.repo.js";
import type { PropertySetRow } from "./property-sets.schema.js";

/** A chain's sets applied from the network down: a basic set replaces what came before, a modified one adds options. */
export type EffectiveSet = { properties: Property[]; tagParents: string[]; source: SetContext };

const sameContext = (row: PropertySetRow, c: SetContext) =>
  row.contextType === c.type && (row.contextId ?? null) === c.id;

/** The definition of each context in the chain (root first), undefined where it has none. */
export const chainDefinitions = (chain: SetContext[], rows: PropertySetRow[]) =>
  chain.map((c) => ({ context: c, definition: rows.find((r) => sameContext(r, c))?.definition }));

export function applyDefinition(current: EffectiveSet | null, context: SetContext, d: PropertySetDefinition) {
  if (d.type === "basic")
    return {
      properties: d.properties.map((p) => ({ ...p, options: [...p.options] })),
      tagParents: [...d.tag_parents],
      source: context,
    };
  if (!current) return null;
  const properties = current.properties.map((p) => {
    const added = d.modifications.add_options.filter((m) => m.name === p.name).flatMap((m) => m.options);
    if (p.type !== "selection" || added.length === 0) return p;
    const values = new Set(p.options.map((o) => o.value));
    return { ...p, options: [...p.options, ...added.filter((o) => !values.has(o.value))] };
  });
  return { properties, tagParents: [...new Set([...current.tagParents, ...d.tag_parents])], source: current.source };
}

/** The effective set of the chain's last context; null when no basic set exists anywhere above it. */
export function effectiveOf(defs: ReturnType<typeof chainDefinitions>): EffectiveSet | null {
  let current: EffectiveSet | null = null;
  for (const { context, definition } of defs) {
    if (definition) current = applyDefinition(current, context, definition);
  }
  return current;
}
