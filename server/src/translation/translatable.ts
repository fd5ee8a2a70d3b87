import type { AppContext } from "../context.js";
import type { MemberRow } from "../modules/members/members.schema.js";

export type TranslatableFields = Record<string, { text: string; html: boolean }>;

/**
 * A module makes one of its entities translatable by naming the type in the URL
 * (/translations/{lng}/{type}/{id}) and loading its fields for a member who may read it (null → 404).
 */
export type TranslatableLoader = (ctx: AppContext, member: MemberRow, id: string) => Promise<TranslatableFields | null>;

/** Cleans translated HTML the way the module cleans what members write: the provider's output is not trusted. */
export type TranslatableType = { load: TranslatableLoader; sanitize: (html: string) => string };

const types = new Map<string, TranslatableType>();

export function registerTranslatable(type: string, entry: TranslatableType) {
  types.set(type, entry);
}

export const translatableType = (type: string) => types.get(type);
