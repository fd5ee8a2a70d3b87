import type { PropertyValues } from "@intranet/contracts";

/*
 * A property set's values as the forms and value lists read them (no inputs here: the member profile's light module,
 * in the first screen's JavaScript, uses these too).
 */

export type Value = PropertyValues[string] | undefined;
export const asText = (v: Value) => (typeof v === "string" ? v : "");
export const asList = (v: Value) => (Array.isArray(v) ? v : []);
export const isEmpty = (v: Value) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
