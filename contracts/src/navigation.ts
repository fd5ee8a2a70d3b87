import { z } from "zod";
import { isSitePath } from "./paths.js";

/**
 * The navigation editors (administration.md §3 "Navigation item", "App navigation item", §4, §5, §9): the network's
 * (and a group's) navigation tree, and the mobile app's bottom navigation.
 */

export const NAVIGATION_MAX_DEPTH = 2;
export const NAVIGATION_TEXT_MAX = 100;
export const NAVIGATION_LINK_MAX = 2000;
export const NAVIGATION_ITEMS_MAX = 50;

/**
 * A link of the navigation: a path of this site (`/pages/x`), an http(s) address, or "#" (an item with children).
 * No other scheme: a `javascript:` link would run in every member's page.
 */
export const isNavigationLink = (link: string) => link === "#" || isSitePath(link) || /^https?:\/\/[^\s/]+/i.test(link);

const navigationLeaf = {
  text: z.string().trim().min(1, "can't be blank").max(NAVIGATION_TEXT_MAX),
  link: z.string().trim().max(NAVIGATION_LINK_MAX),
  /** Shown to guests and visitors too (§6: they see only public items). */
  public: z.boolean(),
  new_window: z.boolean(),
};

/** A child: depth 2 is the limit, so a child has no children (§5: an item with children cannot be nested under a child). */
export const navigationChild = z.object({
  ...navigationLeaf,
  navigation_items: z.array(z.object({})).max(0, "is too deep").default([]),
});

export const navigationItem = z
  .object({ ...navigationLeaf, navigation_items: z.array(navigationChild).max(NAVIGATION_ITEMS_MAX).default([]) })
  .superRefine((item, ctx) => {
    // §5: each item needs a link or children; an item with children gets "#" on save (the server sets it).
    const links = [item, ...item.navigation_items].filter((entry) => entry.navigation_items.length === 0);
    for (const entry of links) {
      if (entry.link === "") ctx.addIssue({ code: "custom", path: ["link"], message: "can't be blank" });
      else if (!isNavigationLink(entry.link)) ctx.addIssue({ code: "custom", path: ["link"], message: "is invalid" });
    }
  });
export type NavigationItem = z.output<typeof navigationItem>;
export type NavigationItemInput = z.input<typeof navigationItem>;

export const navigationTree = z.object({ navigation_items: z.array(navigationItem).max(NAVIGATION_ITEMS_MAX) });
export type NavigationTree = z.output<typeof navigationTree>;
export const navigationUpdateBody = navigationTree;
export type NavigationUpdateBody = z.input<typeof navigationUpdateBody>;

/** GET …/pages.json and …/apps.json: what the editor's "pages" and "apps" types offer (text and link). */
export const navigationChoice = z.object({ text: z.string(), link: z.string() });
export type NavigationChoice = z.infer<typeof navigationChoice>;
export const navigationPages = z.object({ pages: z.array(navigationChoice) });
export const navigationApps = z.object({ apps: z.array(navigationChoice) });

/** The editor's item types (§3: the editor holds an option type link/pages/apps/standard). */
export const NAVIGATION_ITEM_TYPES = ["link", "pages", "apps", "standard"] as const;
export type NavigationItemType = (typeof NAVIGATION_ITEM_TYPES)[number];

// ---------------------------------------------------------------------------------------------------------------
// App navigation (§3 "App navigation item", §4, §5)

export const APP_NAVIGATION_MAX = 5;

/** The named defaults: screens of the app an item opens; each at most once, the unused ones sit in "more". */
export const APP_NAVIGATION_DEFAULTS = [
  "activitystreams",
  "messages",
  "appointments",
  "files",
  "pages",
  "channels",
  "search",
  "directory",
  "settings",
] as const;
export type AppNavigationDefault = (typeof APP_NAVIGATION_DEFAULTS)[number];
export const APP_NAVIGATION_TYPES = ["link", "activitystream", "page", "more", ...APP_NAVIGATION_DEFAULTS] as const;
export type AppNavigationType = (typeof APP_NAVIGATION_TYPES)[number];
export const isAppNavigationDefault = (type: string): type is AppNavigationDefault =>
  (APP_NAVIGATION_DEFAULTS as readonly string[]).includes(type);

/** The icon set (about 50 names; the web maps each to a Tabler icon). */
export const APP_NAVIGATION_ICONS = [
  "home",
  "activity",
  "news",
  "message",
  "messages",
  "calendar",
  "calendar-event",
  "folder",
  "file",
  "files",
  "page",
  "book",
  "hash",
  "search",
  "users",
  "user",
  "address-book",
  "settings",
  "dots",
  "menu",
  "link",
  "world",
  "external-link",
  "bell",
  "star",
  "heart",
  "bookmark",
  "flag",
  "map",
  "map-pin",
  "phone",
  "mail",
  "camera",
  "photo",
  "video",
  "music",
  "briefcase",
  "building",
  "school",
  "chart",
  "clipboard",
  "checklist",
  "list",
  "tag",
  "lock",
  "help",
  "info",
  "bulb",
  "coffee",
  "rocket",
  "gift",
  "speakerphone",
] as const;
export type AppNavigationIcon = (typeof APP_NAVIGATION_ICONS)[number];

/** The icon an item of a type gets (§4: changing the type resets the icon). */
export const APP_NAVIGATION_TYPE_ICONS: Record<AppNavigationType, AppNavigationIcon> = {
  link: "link",
  activitystream: "activity",
  page: "page",
  more: "dots",
  activitystreams: "news",
  messages: "messages",
  appointments: "calendar",
  files: "folder",
  pages: "book",
  channels: "speakerphone",
  search: "search",
  directory: "address-book",
  settings: "settings",
};

export const APP_NAVIGATION_OPEN_IN = ["webview", "browser"] as const;

export const appNavigationOptions = z.object({
  url: z.string().trim().max(NAVIGATION_LINK_MAX).optional(),
  /** §5: defaults to webview; a link to this site's host always opens in the webview. */
  open_in: z.enum(APP_NAVIGATION_OPEN_IN).optional(),
  page: z.string().max(200).optional(),
  activitystream: z.string().max(200).optional(),
  /** The "more" entry: the named defaults not placed as items of their own. */
  items: z.array(z.enum(APP_NAVIGATION_DEFAULTS)).optional(),
});

export const appNavigationItem = z.object({
  id: z.string().min(1).max(64),
  label: z.string().trim().min(1, "can't be blank").max(NAVIGATION_TEXT_MAX),
  type: z.enum(APP_NAVIGATION_TYPES),
  icon: z.enum(APP_NAVIGATION_ICONS),
  isDefault: z.boolean(),
  isEntryPoint: z.boolean(),
  options: appNavigationOptions,
});
export type AppNavigationItem = z.infer<typeof appNavigationItem>;

/**
 * The host of an http(s) URL, or null when the string is not one (§5: a link's URL must parse). A plain pattern: the
 * contracts run where no `URL` class is declared.
 */
export function httpUrlHost(value: string | undefined): string | null {
  const match = /^https?:\/\/(?:[^@/?#\s]*@)?([^/?#\s:]+(?::\d{1,5})?)(?:[/?#]\S*)?$/i.exec(value?.trim() ?? "");
  if (!match?.[1] || !/^[\p{L}\p{N}.-]+(?::\d+)?$/u.test(match[1])) return null;
  return match[1].toLowerCase();
}

/** §4: the entry point is an item that is neither a link nor "more". */
export const canBeEntryPoint = (item: Pick<AppNavigationItem, "type">) => item.type !== "link" && item.type !== "more";

export const appNavigation = z.object({ items: z.array(appNavigationItem).max(APP_NAVIGATION_MAX) });
export type AppNavigation = z.infer<typeof appNavigation>;
export const appNavigationUpdateBody = z.object({
  items: z
    .array(appNavigationItem)
    .max(APP_NAVIGATION_MAX, "at most 5 items")
    .superRefine((items, ctx) => {
      const entryPoints = items.filter((item) => item.isEntryPoint);
      if (entryPoints.length !== 1) ctx.addIssue({ code: "custom", message: "needs exactly one entry point" });
      else if (!canBeEntryPoint(entryPoints[0] as AppNavigationItem))
        ctx.addIssue({ code: "custom", message: "entry point may not be a link or more" });
      const types = items.map((item) => item.type).filter((type) => type !== "link" && type !== "page");
      if (new Set(types).size !== types.length) ctx.addIssue({ code: "custom", message: "has a type twice" });
      items.forEach((item, index) => {
        if (item.type === "link" && !httpUrlHost(item.options.url))
          ctx.addIssue({ code: "custom", path: [index, "options", "url"], message: "is not a valid URL" });
      });
    }),
});
export type AppNavigationUpdateBody = z.input<typeof appNavigationUpdateBody>;

/**
 * §4 and §5 applied to a list of items: the "more" entry lists the defaults not placed as items; a link opens in the
 * webview unless asked otherwise, and always when it points to `host` (this site).
 */
export function normalizeAppNavigation(items: AppNavigationItem[], host: string): AppNavigationItem[] {
  const placed = new Set(items.map((item) => item.type));
  const unused = APP_NAVIGATION_DEFAULTS.filter((type) => !placed.has(type));
  return items.map((item) => {
    if (item.type === "more") return { ...item, options: { items: unused } };
    if (item.type === "link") {
      const sameHost = httpUrlHost(item.options.url) === host.toLowerCase();
      const open_in = sameHost ? "webview" : (item.options.open_in ?? "webview");
      return { ...item, options: { url: item.options.url, open_in } };
    }
    return item;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Group categories order and appointment custom categories (§3 "Group category", "Appointment custom category")

/** PUT /administration/group-categories/order: every category's slug, in the new order (204). */
export const groupCategoriesOrderBody = z.object({
  order: z.array(z.string().min(1).max(120)).min(1).max(200),
});
export type GroupCategoriesOrderBody = z.infer<typeof groupCategoriesOrderBody>;

export const APPOINTMENT_CATEGORY_LABEL_MAX = 100;
/** §5: a label may not repeat another (compared without case and surrounding spaces). */
export const DUPLICATED_CATEGORY = "duplicated category";
export const appointmentCategoryKey = (label: string) => label.trim().toLowerCase();

/**
 * PUT /administration/appointment_categories: the whole list in its order. An existing category keeps its id (and
 * `_destroy: true` deletes it); a new one is sent as its label only (§3: it uses the label as its id).
 */
export const appointmentCategoriesBody = z.object({
  appointment_categories: z
    .array(
      z.object({
        id: z.string().max(200).optional(),
        label: z.string().trim().min(1, "can't be blank").max(APPOINTMENT_CATEGORY_LABEL_MAX),
        _destroy: z.boolean().optional(),
      }),
    )
    .max(200)
    .superRefine((categories, ctx) => {
      const seen = new Set<string>();
      categories.forEach((category, index) => {
        if (category._destroy) return;
        const key = appointmentCategoryKey(category.label);
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index, "label"], message: DUPLICATED_CATEGORY });
        seen.add(key);
      });
    }),
});
export type AppointmentCategoriesBody = z.input<typeof appointmentCategoriesBody>;
