import type { DbOrTx } from "../../db/client.js";
import type { MemberRow } from "../members/members.schema.js";
import type { RegistryCollectors } from "../module.js";

/**
 * Which of these crawls the member may read through something of the module that carries a link preview copied
 * from them (a post or reply the member may read, a message of a chat open to them), by the module's own access
 * predicates, in one statement.
 */
export type CrawlCarrier = (db: DbOrTx, member: MemberRow, crawlIds: string[]) => Promise<string[]>;

declare module "../module.js" {
  interface ModuleDescriptor {
    /** The crawls whose previews the module's objects carry, as far as the member may read those objects. */
    crawlCarriers?: CrawlCarrier;
  }
  interface ModuleRegistry {
    crawlCarriers: readonly CrawlCarrier[];
  }
}

export const crawlCarrierCollectors = {
  crawlCarriers: (descriptors) => descriptors.flatMap((d) => (d.crawlCarriers ? [d.crawlCarriers] : [])),
} satisfies Partial<RegistryCollectors>;
