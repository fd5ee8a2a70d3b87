import {
  parseWidgetbarIdentifier,
  type Sidebar,
  type SidebarWidget,
  type Widget,
  type WidgetType,
  widgetbarIdentifier,
} from "@intranet/contracts";
import { DateTime } from "luxon";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import type { AppointmentInstance } from "../calendar/appointment.presenter.js";
import { upcomingInstances } from "../calendar/appointment-lookup.service.js";
import { readableCalendars } from "../calendar/calendars.access.js";
import { presenceOf } from "../chat/chat.presence.js";
import { fetchFeed } from "../crawls/feed.js";
import { activeMemberOf, findVisibleGroup, groupAdminOf, type VisibleGroup } from "../groups/groups.access.js";
import { sidebarGroupsOf } from "../groups/groups.repo.js";
import { displayName } from "../members/member.presenter.js";
import type { MemberPredicate } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { upcomingBirthdays, type WidgetMemberFilter, widgetMembers } from "../members/widget-members.repo.js";
import { widgetbarsByIdentifiers } from "./widgetbars.repo.js";

/** How far ahead the appointments widget looks. */
const APPOINTMENTS_AHEAD_DAYS = 180;

type Bar = { member: MemberRow; group: VisibleGroup | null; widgets: Widget[] };
type Extra = Omit<SidebarWidget, keyof Widget>;
type Loader = (ctx: AppContext, bar: Bar, widgets: Widget[]) => Promise<Map<string, Extra>>;

const most = (widgets: Widget[]) => Math.max(0, ...widgets.map((w) => w.count));
const each = (widgets: Widget[], f: (w: Widget) => Extra) => new Map(widgets.map((w) => [w.id, f(w)]));

function presentMember(m: MemberRow, fields: Widget["profile_fields"]) {
  const profile: Record<string, string> = {};
  for (const field of fields) {
    const value = m.profile[field];
    if (value) profile[field] = value;
  }
  return {
    id: m.id,
    name: displayName(m),
    path: `/members/${m.id}`,
    avatar_url: m.avatarImageId ? `/api/storage/images/${m.avatarImageId}/get/80x80` : null,
    profile,
  };
}

/**
 * Whose members a member widget of this bar lists: the group's active members on a group's bar, and only when the
 * viewer may see its member list (a hidden group's members are never listed to outsiders); every member elsewhere.
 */
function memberScope(bar: Bar, predicate?: (groupId: string) => MemberPredicate): WidgetMemberFilter | null {
  if (!bar.group) return {};
  if (!bar.group.membersVisible) return null;
  const groupId = bar.group.group.id;
  return {
    only: (id) => (predicate ? predicate(groupId)(id) : activeMemberOf(groupId, id)),
  };
}

const memberList =
  (order: "newest" | "name", scope: (ctx: AppContext, bar: Bar) => Promise<WidgetMemberFilter | null>): Loader =>
  async (ctx, bar, widgets) => {
    const filter = await scope(ctx, bar);
    const rows = filter && most(widgets) > 0 ? await widgetMembers(ctx.db, filter, order, most(widgets)) : [];
    return each(widgets, (w) => ({ members: rows.slice(0, w.count).map((m) => presentMember(m, w.profile_fields)) }));
  };

const monthDay = (d: DateTime) => d.toFormat("MM-dd");

const birthdays: Loader = async (ctx, bar, widgets) => {
  const today = DateTime.now().setZone(bar.member.timeZone);
  const filter = memberScope(bar);
  const rows =
    filter && most(widgets) > 0 ? await upcomingBirthdays(ctx.db, filter, monthDay(today), most(widgets)) : [];
  const own = bar.member.birthday;
  const yourBirthday = own !== null && own.slice(5) === monthDay(today);
  return each(widgets, (w) => ({
    your_birthday: yourBirthday,
    members: rows.slice(0, w.count).map(({ member, birthday }) => {
      const born = DateTime.fromISO(birthday, { zone: bar.member.timeZone });
      const day = birthday.slice(5);
      const year = day < monthDay(today) ? today.year + 1 : today.year;
      return {
        ...presentMember(member, w.profile_fields),
        birthday: day,
        ...(w.show_age && born.isValid ? { age: year - born.year } : {}),
      };
    }),
  }));
};

function locationText(row: AppointmentInstance["row"]): string | null {
  const l = row.location;
  if (!l) return null;
  return [l.name, l.city].filter(Boolean).join(", ") || null;
}

/**
 * One window query for every appointments widget of the bar: what the viewer may read (the calendars they may read
 * or appointments they take part in), then each widget keeps the calendars of its scope.
 */
const appointmentWidgets: Loader = async (ctx, bar, widgets) => {
  const { member } = bar;
  if (most(widgets) === 0) return each(widgets, () => ({ appointments: [] }));
  const calendars = await readableCalendars(ctx.db, member);
  const calendarsOf = (w: Widget): Set<string> | null => {
    if (w.scope.includes("all")) return null;
    const ids = new Set<string>();
    for (const { calendar } of calendars) {
      if (w.scope.includes("personal") && calendar.type === "personal" && calendar.authorId === member.id)
        ids.add(calendar.id);
      if (w.scope.includes("groups") && calendar.type === "group") {
        if (!bar.group || calendar.groupId === bar.group.group.id) ids.add(calendar.id);
      }
      if (w.scope.includes("additional_calendar_ids") && w.additional_calendar_ids.includes(calendar.id))
        ids.add(calendar.id);
    }
    return ids;
  };
  const scopes = new Map(widgets.map((w) => [w.id, calendarsOf(w)]));
  const everything = [...scopes.values()].some((s) => s === null);
  const only = everything ? undefined : [...new Set([...scopes.values()].flatMap((s) => [...(s ?? [])]))];
  const { upcoming, calendarMap } = await upcomingInstances(ctx, member, APPOINTMENTS_AHEAD_DAYS, only);
  return each(widgets, (w) => {
    const scope = scopes.get(w.id) ?? null;
    const shown = upcoming.filter(
      (i) => scope === null || (calendarMap.get(i.series?.id ?? i.row.id) ?? []).some((id) => scope.has(id)),
    );
    const sorted = w.sort === "desc" ? shown.slice(0, w.count).reverse() : shown.slice(0, w.count);
    return {
      appointments: sorted.map((i) => {
        const link = i.row.location?.meeting_link_type ? i.row.location.link : null;
        return {
          name: i.row.name,
          path: `/appointments/${i.ref}`,
          start: i.start.toISOString(),
          end: i.end?.toISOString() ?? null,
          all_day: i.row.allDay,
          location: locationText(i.row),
          meeting: link ? { join_url: link } : null,
        };
      }),
    };
  });
};

const feeds: Loader = async (ctx, _bar, widgets) => {
  const urls = [...new Set(widgets.map((w) => w.url).filter(Boolean))];
  const fetched = new Map(await Promise.all(urls.map(async (url) => [url, await fetchFeed(ctx, url)] as const)));
  return each(widgets, (w) => {
    const feed = fetched.get(w.url);
    if (!feed) return { items: [], error: "The feed could not be loaded." };
    return { items: feed.items.slice(0, w.count), error: feed.error };
  });
};

const speedDial: Loader = async (ctx, bar, widgets) => {
  const groups = most(widgets) > 0 ? await sidebarGroupsOf(ctx.db, bar.member.id) : [];
  return each(widgets, (w) => ({
    links: groups.slice(0, w.count).map((g) => ({ name: g.name, path: `/groups/${g.slug}` })),
  }));
};

const loaders: Record<WidgetType, Loader> = {
  admin_members: memberList("name", async (_ctx, bar) =>
    bar.group ? memberScope(bar, (groupId) => (id) => groupAdminOf(groupId, id)) : { networkAdmins: true },
  ),
  newest_members: memberList("newest", async (_ctx, bar) => memberScope(bar)),
  online_members: memberList("name", async (ctx, bar) => {
    const scope = memberScope(bar);
    if (!scope) return null;
    const presence = await presenceOf(ctx).lists();
    return { ...scope, ids: [...presence.online, ...presence.busy] };
  }),
  birthday: birthdays,
  appointments: appointmentWidgets,
  rss: feeds,
  speed_dial: speedDial,
  group_info: async (_ctx, bar, widgets) =>
    each(widgets, () => ({
      group: bar.group
        ? {
            id: bar.group.group.id,
            name: bar.group.group.name,
            slug: bar.group.group.slug,
            path: `/groups/${bar.group.group.slug}`,
          }
        : null,
    })),
  text: async (_ctx, _bar, widgets) => each(widgets, () => ({})),
};

/** What a widget's text shows: HTML cleaned again on read (the write policy and the read policy are one). */
const shownContent = (w: Widget) =>
  w.renderer === "html_sanitized" ? sanitizeRichText("widget_text", w.content) : w.content;

/**
 * The sidebar of `as-{slug}` or `g-{group id}-as-{slug}` for the viewer: a group's own bar where it has one, the
 * network's otherwise (404 for a group they may not read), each widget with what the viewer may read, loaded once
 * per widget type for the whole bar.
 */
export async function sidebarFor(ctx: AppContext, member: MemberRow, identifier: string): Promise<Sidebar> {
  const parsed = parseWidgetbarIdentifier(identifier);
  if (!parsed) throw notFound();
  let group: VisibleGroup | null = null;
  if (parsed.groupId) {
    group = await findVisibleGroup(ctx.db, member, { id: parsed.groupId });
    if (!group?.readContent) throw notFound();
  }
  const network = widgetbarIdentifier(null, parsed.slug);
  const rows = await widgetbarsByIdentifiers(ctx.db, [...new Set([identifier, network])]);
  // A group's bar saved empty is no bar of its own: the network's shows.
  const own = rows.find((r) => r.identifier === identifier && r.widgets.length > 0);
  const row = own ?? rows.find((r) => r.identifier === network);
  const widgets = row?.widgets ?? [];
  const bar: Bar = { member, group, widgets };
  const byType = new Map<WidgetType, Widget[]>();
  for (const w of widgets) byType.set(w.type, [...(byType.get(w.type) ?? []), w]);
  const extras = new Map<string, Extra>();
  await Promise.all(
    [...byType].map(async ([type, list]) => {
      for (const [id, extra] of await loaders[type](ctx, bar, list)) extras.set(id, extra);
    }),
  );
  return {
    identifier,
    group_id: parsed.groupId,
    slug: parsed.slug,
    widgets: widgets.map((w) => ({ ...w, content: shownContent(w), ...extras.get(w.id) })),
  };
}
