import { z } from "zod";
import { id } from "./common.js";

/** Widget bars (administration.md §2 "Widget bars", §3 "Widget bar widgets", §7, §9 "Widget defaults"). */
export const WIDGET_TYPES = [
  "admin_members",
  "appointments",
  "birthday",
  "group_info",
  "newest_members",
  "online_members",
  "rss",
  "speed_dial",
  "text",
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** §9: the count a new widget starts with; the types without one show no list. */
export const WIDGET_DEFAULT_COUNTS: Partial<Record<WidgetType, number>> = {
  appointments: 10,
  birthday: 5,
  newest_members: 5,
  online_members: 5,
  rss: 12,
  speed_dial: 15,
  // Not in §9: like the other member lists.
  admin_members: 5,
};
/** The most a widget lists, whatever its count says. */
export const WIDGET_COUNT_MAX = 50;
export const WIDGETS_PER_BAR_MAX = 30;
export const WIDGET_CONTENT_MAX = 20_000;
export const WIDGET_SCOPES = ["all", "personal", "additional_calendar_ids", "groups"] as const;
export const WIDGET_RENDERERS = ["markdown", "html_sanitized"] as const;
/** The member profile fields a member widget may show under each name. */
export const WIDGET_PROFILE_FIELDS = ["position", "department", "phone", "location"] as const;

/** `as-{slug}` (the network's bar for a stream) or `g-{group id}-as-{slug}` (a group's). */
export const WIDGETBAR_IDENTIFIER = /^(?:g-([0-9a-f]{24})-)?as-([a-z0-9][a-z0-9_-]{0,59})$/;
export function parseWidgetbarIdentifier(identifier: string): { groupId: string | null; slug: string } | null {
  const m = WIDGETBAR_IDENTIFIER.exec(identifier);
  return m ? { groupId: m[1] ?? null, slug: m[2] as string } : null;
}
/**
 * Not in the spec: the network's bar beside the start page, `as-start_page`. Stream slugs have no underscore
 * (`activityStreamSlug`), so no stream's bar can take this one.
 */
export const START_PAGE_BAR_SLUG = "start_page";
export const widgetbarIdentifier = (groupId: string | null, slug: string) =>
  groupId ? `g-${groupId}-as-${slug}` : `as-${slug}`;

/** "all" in a multiselect is exclusive: with it, nothing else is kept. */
export const exclusiveAll = <T extends string>(values: T[]): T[] =>
  values.includes("all" as T) ? (["all"] as T[]) : [...new Set(values)];

const text = (max: number) => z.string().max(max).default("");

export const widgetInput = z.object({
  type: z.enum(WIDGET_TYPES),
  headline: text(200),
  content: text(WIDGET_CONTENT_MAX),
  renderer: z.enum(WIDGET_RENDERERS).default("markdown"),
  profile_fields: z.array(z.enum(WIDGET_PROFILE_FIELDS)).max(WIDGET_PROFILE_FIELDS.length).default([]),
  scope: z
    .array(z.enum(WIDGET_SCOPES))
    .max(WIDGET_SCOPES.length)
    .default(["all"])
    .transform((s) => exclusiveAll(s)),
  additional_calendar_ids: z.array(id).max(50).default([]),
  count: z.number().int("must be a whole number").min(0).max(WIDGET_COUNT_MAX).optional(),
  show_age: z.boolean().default(false),
  sort: z.enum(["asc", "desc"]).default("asc"),
  url: text(2000),
  position: z.number().int().min(0).max(1000).optional(),
});
export type WidgetInput = z.input<typeof widgetInput>;

export const widget = z.object({
  id: z.string(),
  type: z.enum(WIDGET_TYPES),
  headline: z.string(),
  content: z.string(),
  renderer: z.enum(WIDGET_RENDERERS),
  profile_fields: z.array(z.enum(WIDGET_PROFILE_FIELDS)),
  scope: z.array(z.enum(WIDGET_SCOPES)),
  additional_calendar_ids: z.array(id),
  count: z.number().int(),
  show_age: z.boolean(),
  sort: z.enum(["asc", "desc"]),
  url: z.string(),
  position: z.number().int(),
});
export type Widget = z.infer<typeof widget>;

export const widgetbar = z.object({
  identifier: z.string(),
  slug: z.string(),
  group_id: id.nullable(),
  widgets: z.array(widget),
  updated_at: z.string().nullable(),
});
export type Widgetbar = z.infer<typeof widgetbar>;

export const widgetbarList = z.object({ widgetbars: z.array(widgetbar) });
export const widgetbarParams = z.object({ identifier: z.string().min(1).max(120) });
export const groupWidgetbarParams = z.object({
  slug: z.string().min(1).max(120),
  identifier: z.string().min(1).max(120),
});
export const widgetbarBody = z.object({
  widgetbar: z.object({ widgets: z.array(widgetInput).max(WIDGETS_PER_BAR_MAX) }),
});
export type WidgetbarBody = z.input<typeof widgetbarBody>;

export const widgetbarCalendars = z.object({
  calendars: z.array(z.object({ id, name: z.string(), type: z.enum(["network", "personal", "group"]) })),
});

/** A member as a sidebar widget lists them. */
export const sidebarMember = z.object({
  id,
  name: z.string(),
  path: z.string(),
  avatar_url: z.string().nullable(),
  profile: z.record(z.string(), z.string()),
  /** Birthday widget: the day (MM-DD) and, when the widget shows it, the age reached. */
  birthday: z.string().optional(),
  age: z.number().int().optional(),
});
export const sidebarAppointment = z.object({
  name: z.string(),
  path: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  all_day: z.boolean(),
  location: z.string().nullable(),
  meeting: z.object({ join_url: z.string() }).nullable(),
});
export const sidebarWidget = widget.extend({
  members: z.array(sidebarMember).optional(),
  appointments: z.array(sidebarAppointment).optional(),
  items: z.array(z.object({ url: z.string(), title: z.string() })).optional(),
  links: z.array(z.object({ name: z.string(), path: z.string() })).optional(),
  group: z.object({ id, name: z.string(), slug: z.string(), path: z.string() }).nullable().optional(),
  your_birthday: z.boolean().optional(),
  error: z.string().nullable().optional(),
});
export type SidebarWidget = z.infer<typeof sidebarWidget>;
export const sidebar = z.object({
  identifier: z.string(),
  group_id: id.nullable(),
  slug: z.string(),
  widgets: z.array(sidebarWidget),
});
export type Sidebar = z.infer<typeof sidebar>;
