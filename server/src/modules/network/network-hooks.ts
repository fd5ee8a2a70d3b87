import type { NetworkPreload } from "@intranet/contracts";
import type { Placeholder, SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { DbOrTx } from "../../db/client.js";
import type { RegistryCollectors } from "../module.js";

type Columns = Record<string, SQL>;
type Values<C extends Columns> = { [K in keyof C]: C[K]["_"]["type"] };

/**
 * A module's share of the preload (GET /api/v1/network): SQL scalar subqueries selected with the network in the
 * preload's one statement for a signed-in member, and the preload keys the module fills from their values (null
 * for a visitor, who gets no columns).
 */
export type NetworkPreloadPart = {
  columns: (memberId: Placeholder) => Columns;
  /** Columns a visitor gets too (public data only, e.g. the network's theme); their values reach `present`. */
  visitorColumns?: () => Columns;
  present: (req: FastifyRequest, values: Record<string, unknown> | null) => Partial<NetworkPreload>;
};

/** A preload part whose `present` reads its own columns' values typed. */
export const networkPreloadPart = <C extends Columns>(
  columns: (memberId: Placeholder) => C,
  present: (req: FastifyRequest, values: Values<C> | null) => Partial<NetworkPreload>,
  visitorColumns?: () => Partial<C>,
): NetworkPreloadPart => ({
  columns,
  ...(visitorColumns ? { visitorColumns: visitorColumns as () => Columns } : {}),
  present: present as NetworkPreloadPart["present"],
});

/** Run in the transaction that creates the network (the files module makes the network's root folder). */
export type NetworkCreatedHook = (tx: DbOrTx) => Promise<void>;

declare module "../module.js" {
  interface ModuleDescriptor {
    networkPreload?: NetworkPreloadPart;
    networkCreated?: NetworkCreatedHook;
  }
  interface ModuleRegistry {
    /** Each module's preload part by module name. */
    networkPreload: ReadonlyMap<string, NetworkPreloadPart>;
    /** Every module's hook on the network's creation, in module order. */
    networkCreated: NetworkCreatedHook;
  }
}

export const networkCollectors = {
  networkPreload: (descriptors) =>
    new Map(descriptors.flatMap((d) => (d.networkPreload ? [[d.name, d.networkPreload] as const] : []))),
  networkCreated: (descriptors) => async (tx) => {
    for (const d of descriptors) await d.networkCreated?.(tx);
  },
} satisfies Partial<RegistryCollectors>;
