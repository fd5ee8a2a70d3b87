import { z } from "zod";
import { id } from "./common.js";

/**
 * Property sets (administration §3 "Property set"): the fields of the file and folder profiles, defined for the
 * network or per group or folder. A `basic` set lists its properties; a `modified` one adds selection options to
 * the properties it inherits (`modifications.add_options`).
 */

export const PROPERTY_SET_PROPERTIES_MAX = 30;
export const PROPERTY_SET_OPTIONS_MAX = 200;
export const PROPERTY_TEXT_MAX = 5000;
export const PROPERTY_LIST_MAX = 50;

export const propertySetName = z.enum(["file_profile", "folder_profile", "member_profile"]);
export type PropertySetName = z.infer<typeof propertySetName>;
export const propertySetContextType = z.enum(["network", "group", "folder"]);
export type PropertySetContextType = z.infer<typeof propertySetContextType>;
export const propertySetType = z.enum(["basic", "modified"]);
export const propertyType = z.enum(["selection", "tag", "text", "date", "image", "file", "membership"]);
export type PropertyType = z.infer<typeof propertyType>;

/**
 * The member profile (`member_profile`, the network's only) keeps values a member, an administrator and a visitor
 * signing up can give without an upload of theirs being shown to others: image and file properties are left out.
 */
export const MEMBER_PROFILE_TYPES: readonly PropertyType[] = ["selection", "tag", "text", "date", "membership"];
/** The member profile's types asked at sign-up: a visitor cannot look members up. */
export const SIGN_UP_PROFILE_TYPES: readonly PropertyType[] = ["selection", "tag", "text", "date"];

/**
 * Values of a profile by property name: text and dates (`YYYY-MM-DD`) as a string, selections as the option's value,
 * tags, images, files and memberships as lists of names or ids.
 */
export const propertyValues = z.record(
  z.string().max(64),
  z.union([z.string().max(5000), z.array(z.string().max(200)).max(50), z.null()]),
);
export type PropertyValues = z.infer<typeof propertyValues>;

/** A property's name: the key of its value in a profile and of its filter and sort (`profile.{name}`). */
export const propertyName = z
  .string()
  .trim()
  .min(1, "can't be blank")
  .max(64, "is too long (maximum is 64 characters)")
  .regex(/^[a-z0-9_]+$/, "is invalid");

const optionLabel = z.string().trim().max(200, "is too long (maximum is 200 characters)");
const optionValue = z
  .string()
  .trim()
  .max(200, "is too long (maximum is 200 characters)")
  .regex(/^[a-z0-9_-]*$/, "is invalid");

export const selectionOptionInput = z.object({ label: optionLabel, value: optionValue.default("") });
export const selectionOption = z.object({ label: z.string(), value: z.string() });
type SelectionOption = z.infer<typeof selectionOption>;

/** The value an option gets from its label when none is given: lower case, letters and digits, `_` between. */
export function optionValueFrom(label: string): string {
  const value = label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 200);
  return value;
}

/** Options with an empty label are dropped (administration §5); a missing value comes from the label. */
function cleanOptions(options: { label: string; value: string }[]): SelectionOption[] {
  return options
    .filter((o) => o.label !== "")
    .map((o, i) => ({ label: o.label, value: o.value || optionValueFrom(o.label) || `option_${i + 1}` }));
}

const optionsInput = z
  .array(selectionOptionInput)
  .max(PROPERTY_SET_OPTIONS_MAX, `is too long (maximum is ${PROPERTY_SET_OPTIONS_MAX} options)`)
  .default([])
  .transform(cleanOptions);

function uniqueValues(options: SelectionOption[], ctx: z.RefinementCtx, path: (string | number)[]) {
  const seen = new Set<string>();
  for (const o of options) {
    if (seen.has(o.value)) ctx.addIssue({ code: "custom", message: "must be unique", path });
    seen.add(o.value);
  }
}

export const propertyInput = z
  .object({
    name: propertyName,
    label: z.string().trim().min(1, "can't be blank").max(200, "is too long (maximum is 200 characters)"),
    type: propertyType,
    options: optionsInput,
  })
  .transform((p) => ({ ...p, options: p.type === "selection" ? p.options : [] }))
  .superRefine((p, ctx) => uniqueValues(p.options, ctx, ["options"]));

export const property = z.object({
  name: z.string(),
  label: z.string(),
  type: propertyType,
  options: z.array(selectionOption),
});
export type Property = z.infer<typeof property>;

export const addOptionsInput = z
  .object({ name: propertyName, options: optionsInput })
  .superRefine((m, ctx) => uniqueValues(m.options, ctx, ["options"]));
export const modifications = z.object({
  add_options: z.array(z.object({ name: z.string(), options: z.array(selectionOption) })),
});

/** What an administrator saves: checked strictly (unique names, labels, at most 30 properties of 200 options). */
export const propertySetDefinition = z
  .object({
    type: propertySetType.default("basic"),
    properties: z
      .array(propertyInput)
      .max(PROPERTY_SET_PROPERTIES_MAX, `is too long (maximum is ${PROPERTY_SET_PROPERTIES_MAX} properties)`)
      .default([]),
    modifications: z
      .object({
        add_options: z.array(addOptionsInput).max(PROPERTY_SET_PROPERTIES_MAX).default([]),
      })
      .default({ add_options: [] }),
    tag_parents: z.array(z.string().trim().min(1).max(200)).max(PROPERTY_LIST_MAX).default([]),
  })
  .superRefine((d, ctx) => {
    const names = new Set<string>();
    d.properties.forEach((p, i) => {
      if (names.has(p.name))
        ctx.addIssue({ code: "custom", message: "must be unique", path: ["properties", i, "name"] });
      names.add(p.name);
    });
    if (d.type === "modified" && d.properties.length > 0)
      ctx.addIssue({ code: "custom", message: "is invalid", path: ["properties"] });
  });
export type PropertySetDefinition = z.output<typeof propertySetDefinition>;

export const propertySetBody = z.object({ property_set: propertySetDefinition });
export type PropertySetBody = z.input<typeof propertySetBody>;

export const propertySetParams = z.object({ name: propertySetName });

const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");

export const propertySetQuery = z.object({
  context_type: propertySetContextType.default("network"),
  context_id: id.optional(),
  /** The effective set: the network's basic set with the group's and folder's modifications applied. */
  inherit: flag,
});
export const propertySetUpdateQuery = propertySetQuery.omit({ inherit: true });

export const propertySet = z.object({
  name: propertySetName,
  context_type: propertySetContextType,
  context_id: id.nullable(),
  type: propertySetType,
  properties: z.array(property),
  /** The set this one inherits from (where a modified set's options are added), or null. */
  parent_property_set: z
    .object({ context_type: propertySetContextType, context_id: id.nullable(), type: propertySetType })
    .nullable(),
  modifications: modifications,
  tag_parents: z.array(z.string()),
  can: z.object({ update: z.boolean() }),
});
export type PropertySet = z.infer<typeof propertySet>;
/**
 * GET /api/v1/property_sets/{name}: the set, or, where the context has none yet (nor inherits one with `inherit`),
 * `type: null` and no properties (administration §2: "a not-found message if no type is returned"), so asking is
 * never a failed call.
 */
export const propertySetShown = propertySet.extend({ type: propertySetType.nullable() });
export type PropertySetShown = z.infer<typeof propertySetShown>;
