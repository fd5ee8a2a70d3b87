import { z } from "zod";
import { id } from "./common.js";

/**
 * Apps (administration.md §2 "Apps wall view", "Wall (kanban) and app creator", §3 "App item layout",
 * "Integrations", §4 wall items, §5 app layout, §6 card moving, §7 wall calls, §9). An app is a typed collection of
 * items its administrators define; the spec leaves the definition's paths and most of its shape open, so what is
 * here is ours (docs/spec-coverage.md, "Apps").
 */
export const APP_FIELD_TYPES = [
  "text",
  "rich_text",
  "date",
  "selection",
  "member",
  "tag",
  "file",
  "image",
  "checkbox",
] as const;
export type AppFieldType = (typeof APP_FIELD_TYPES)[number];
/** §9: the six item layouts; their columns are a-d. */
export const APP_TAB_LAYOUTS = ["a", "ab", "abc", "a-bc", "a-bc-d", "ab-c"] as const;
export type AppTabLayout = (typeof APP_TAB_LAYOUTS)[number];
export const APP_LAYOUT_COLUMNS = ["a", "b", "c", "d"] as const;
export type AppLayoutColumn = (typeof APP_LAYOUT_COLUMNS)[number];
/** The columns a layout has, in order. */
export const layoutColumns = (layout: AppTabLayout): AppLayoutColumn[] =>
  APP_LAYOUT_COLUMNS.filter((c) => layout.includes(c));
export const APP_ITEM_LAYOUT_TYPES = ["auto", "inherit", "custom"] as const;
/** §4: a wall card shows up to 7 members, then "+n"; the card's title has 2 lines, its description 3. */
export const WALL_CARD_MEMBERS = 7;
export const APP_FIELDS_MAX = 50;
export const APP_OPTIONS_MAX = 30;
export const APP_ITEMS_MAX = 10_000;
export const APP_TEXT_MAX = 1000;
export const APP_RICH_TEXT_MAX = 100_000;
export const APP_ITEM_MEMBERS_MAX = 100;
export const APP_ITEM_TAGS_MAX = 20;
export const APP_TAG_MAX = 50;
export const APP_TEMPLATE_MAX = 5000;

const tooLong = (max: number) => `is too long (maximum is ${max} characters)`;
const trimmed = (max: number) =>
  z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, "can't be blank").max(max, tooLong(max)));
const optionalText = (max: number) =>
  z
    .string()
    .max(max, tooLong(max))
    .transform((s) => s.trim());

/** A field's key: lower case letters, digits and underscores; stored item values are keyed by it. */
export const appFieldName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, "is invalid")
  .describe("lower case letters, digits and _; starts with a letter");
export const appSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, "is invalid");

export const appOption = z.object({
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/, "is invalid"),
  label: trimmed(80),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "is not a colour")
    .nullish()
    .transform((v) => v ?? null),
});
export type AppOption = z.output<typeof appOption>;

export const appField = z.object({
  name: appFieldName,
  label: trimmed(80),
  type: z.enum(APP_FIELD_TYPES),
  required: z.boolean().default(false),
  /** Only the app's administrators may change this field's value (a column field so set locks the wall's moves). */
  admin_only: z.boolean().default(false),
  /** A selection's choices (required for a selection, none for the other types). */
  options: z.array(appOption).max(APP_OPTIONS_MAX).default([]),
});
export type AppField = z.output<typeof appField>;

export const appLayoutCell = z.object({ field: appFieldName, show_label: z.boolean().default(true) });
export const appTab = z.object({
  name: trimmed(60),
  layout: z.enum(APP_TAB_LAYOUTS),
  columns: z.object({
    a: z.array(appLayoutCell).default([]),
    b: z.array(appLayoutCell).default([]),
    c: z.array(appLayoutCell).default([]),
    d: z.array(appLayoutCell).default([]),
  }),
});
export type AppTab = z.output<typeof appTab>;

export const appItemLayout = z.object({
  type: z.enum(APP_ITEM_LAYOUT_TYPES).default("auto"),
  tabs: z.array(appTab).max(12).default([]),
});
export type AppItemLayout = z.output<typeof appItemLayout>;

export const appCollectionLayout = z.object({
  view: z.enum(["list", "wall"]).default("wall"),
  /** The selection field whose options are the wall's columns; null: a wall with no columns. */
  column_property: appFieldName.nullable().default(null),
});

const mailTemplate = z.object({ subject: trimmed(200), text: trimmed(APP_TEMPLATE_MAX) });
export const appIntegrations = z.object({
  /** Mails a member who is added to (assign) or removed from (unassign) a member field of an item. */
  email: z
    .object({
      field: appFieldName,
      on_assign: mailTemplate.nullable().default(null),
      on_unassign: mailTemplate.nullable().default(null),
    })
    .nullable()
    .default(null),
  /** An activity about each new item in the app's context stream: the teaser's `{{field}}` (and `{{app}}`, `{{actor}}`) placeholders filled from its values, as text. */
  activity: z
    .object({ teaser: trimmed(APP_TEMPLATE_MAX) })
    .nullable()
    .default(null),
});
export type AppIntegrations = z.output<typeof appIntegrations>;

type Issue = { path: (string | number)[]; message: string };

/** What the zod shapes cannot say alone: unique names, a column property that is a selection, tabs' fields. */
export function appDefinitionIssues(app: {
  fields: AppField[];
  item_layout: AppItemLayout;
  collection_layout: { column_property: string | null };
  integrations: AppIntegrations;
}): Issue[] {
  const issues: Issue[] = [];
  const byName = new Map<string, AppField>();
  app.fields.forEach((f, i) => {
    if (byName.has(f.name)) issues.push({ path: ["fields", i, "name"], message: "must be unique" });
    byName.set(f.name, f);
    if (f.type === "selection" && f.options.length === 0)
      issues.push({ path: ["fields", i, "options"], message: "can't be blank" });
    const ids = new Set(f.options.map((o) => o.id));
    if (ids.size !== f.options.length) issues.push({ path: ["fields", i, "options"], message: "must be unique" });
  });
  const column = app.collection_layout.column_property;
  if (column !== null && byName.get(column)?.type !== "selection")
    issues.push({ path: ["collection_layout", "column_property"], message: "is invalid" });
  const used = new Set<string>();
  app.item_layout.tabs.forEach((tab, t) => {
    for (const c of APP_LAYOUT_COLUMNS) {
      const cells = tab.columns[c];
      if (cells.length > 0 && !tab.layout.includes(c))
        issues.push({ path: ["item_layout", "tabs", t, "columns", c], message: "is invalid" });
      cells.forEach((cell, k) => {
        if (!byName.has(cell.field) || used.has(cell.field))
          issues.push({ path: ["item_layout", "tabs", t, "columns", c, k, "field"], message: "is invalid" });
        used.add(cell.field);
      });
    }
  });
  if (app.item_layout.type === "custom" && app.item_layout.tabs.length === 0)
    issues.push({ path: ["item_layout", "tabs"], message: "can't be blank" });
  const mail = app.integrations.email;
  if (mail && byName.get(mail.field)?.type !== "member")
    issues.push({ path: ["integrations", "email", "field"], message: "is invalid" });
  return issues;
}

export const appBody = z
  .object({
    name: trimmed(80),
    /** Left out: made from the name (unique among all apps). */
    slug: appSlug.nullish(),
    description: optionalText(2000).nullish(),
    show_in_userbar: z.boolean().default(false),
    /** A group's app (its administrators define it, its readers see it); null: the network's. Fixed once created. */
    group_id: id.nullish(),
    fields: z.array(appField).min(1, "can't be blank").max(APP_FIELDS_MAX),
    item_layout: appItemLayout.default({ type: "auto", tabs: [] }),
    collection_layout: appCollectionLayout.default({ view: "wall", column_property: null }),
    integrations: appIntegrations.default({ email: null, activity: null }),
  })
  .superRefine((app, ctx) => {
    for (const issue of appDefinitionIssues(app)) ctx.addIssue({ code: "custom", ...issue });
  });
export type AppBody = z.input<typeof appBody>;
export type AppBodyOutput = z.output<typeof appBody>;

export const appCan = z.object({ manage: z.boolean(), create_items: z.boolean() });

export const appSummary = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  group_id: id.nullable(),
  show_in_userbar: z.boolean(),
  /** Where its items are: /apps/{slug}/items. */
  path: z.string(),
});
export type AppSummary = z.infer<typeof appSummary>;

/** The stored definition as answers give it (plain shapes: a response schema has no transforms). */
const storedOption = z.object({ id: z.string(), label: z.string(), color: z.string().nullable() });
const storedField = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(APP_FIELD_TYPES),
  required: z.boolean(),
  admin_only: z.boolean(),
  options: z.array(storedOption),
});
const storedCells = z.array(z.object({ field: z.string(), show_label: z.boolean() }));
const storedTemplate = z.object({ subject: z.string(), text: z.string() }).nullable();
export const appDetail = appSummary.extend({
  fields: z.array(storedField),
  item_layout: z.object({
    type: z.enum(APP_ITEM_LAYOUT_TYPES),
    tabs: z.array(
      z.object({
        name: z.string(),
        layout: z.enum(APP_TAB_LAYOUTS),
        columns: z.object({ a: storedCells, b: storedCells, c: storedCells, d: storedCells }),
      }),
    ),
  }),
  collection_layout: z.object({ view: z.enum(["list", "wall"]), column_property: z.string().nullable() }),
  integrations: z.object({
    email: z.object({ field: z.string(), on_assign: storedTemplate, on_unassign: storedTemplate }).nullable(),
    activity: z.object({ teaser: z.string() }).nullable(),
  }),
  can: appCan,
});
export type AppDetail = z.infer<typeof appDetail>;

export const appList = z.object({ apps: z.array(appSummary) });
export const appListQuery = z.object({
  filter: z.enum(["show_in_userbar", "manageable"]).optional(),
  /** A group's apps; without it the network's. */
  group_id: id.optional(),
});
export type AppListQuery = z.input<typeof appListQuery>;
export const appSlugParams = z.object({ slug: z.string().min(1).max(60) });
export const appItemParams = z.object({ slug: z.string().min(1).max(60), id });

/** A value as stored: text and rich text, a date, an option id, member ids, tag names, an upload id, a checkbox. */
export const appValue = z.union([z.string(), z.boolean(), z.array(z.string()), z.null()]);
export const appValues = z.record(z.string(), appValue);
export type AppValues = z.infer<typeof appValues>;

export const appItemBody = z.object({ values: appValues });
export type AppItemBody = z.input<typeof appItemBody>;

/** §6 card moving: the new column value in `values` and the card it goes after (null: the column's top). */
export const appItemMoveBody = z.object({
  insert_after_id: id.nullable(),
  values: appValues.default({}),
});
export type AppItemMoveBody = z.input<typeof appItemMoveBody>;

export const appItemsQuery = z.object({
  view: z.enum(["list", "wall"]).optional(),
  archived: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  tag: z.string().min(1).max(APP_TAG_MAX).optional(),
  assignee_id: id.optional(),
});
export type AppItemsQuery = z.input<typeof appItemsQuery>;

const person = z.object({ id, name: z.string() });
export const appItem = z.object({
  id,
  app_id: id,
  values: appValues,
  /** The first text field's value. */
  title: z.string(),
  /** The first rich text's (or second text field's) plain text. */
  description: z.string(),
  /** The wall's order: a lexicographic rank (compare as plain strings). */
  position: z.string(),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
  archived_by: person.nullable(),
  /** The members of the member fields, in field order, without repeats. */
  memberships: z.array(z.object({ id, imageId: z.string().nullable(), displayValue: z.string() })),
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
  can: z.object({ update: z.boolean(), archive: z.boolean(), destroy: z.boolean() }),
});
export type AppItem = z.infer<typeof appItem>;
export const appItemList = z.object({ items: z.array(appItem), app: appDetail });
export type AppItemList = z.infer<typeof appItemList>;

/** Pushed on `apps:{app id}` when an item changes; readers fetch it again. */
export const APPS_TOPIC = "apps";
export const appItemEvent = z.object({ item_id: id, kind: z.enum(["changed", "removed"]) });
export type AppItemEvent = z.infer<typeof appItemEvent>;
