import type { AppContext } from "../../context.js";
import type { MemberRow } from "../members/members.schema.js";
import { keyed, type RegistryCollectors } from "../module.js";

type Fields = Record<string, { text: string; html: boolean }>;

/**
 * An entity translatable at /translations/{lng}/{type}/{id}: its fields for a member who may read
 * it (null → 404), and the module's HTML cleaner, because the provider's output is not trusted.
 */
type Translatable = {
  load: (ctx: AppContext, member: MemberRow, id: string) => Promise<Fields | null>;
  sanitize: (html: string) => string;
};

declare module "../module.js" {
  interface ModuleDescriptor {
    /** By the type name used in the translation URL. */
    translatables?: Record<string, Translatable>;
  }
  interface ModuleRegistry {
    translatables: ReadonlyMap<string, Translatable>;
  }
}

export const translationCollectors = {
  translatables: (descriptors) => keyed(descriptors, (d) => d.translatables),
} satisfies Partial<RegistryCollectors>;
