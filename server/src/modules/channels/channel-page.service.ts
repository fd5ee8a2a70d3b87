import type {
  ChannelPage,
  ChannelWidgetData,
  ChannelWidgetFields,
  ChannelWidgetPage,
  ChannelWidgetType,
  ShownChannelWidget,
} from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { upcomingInstances } from "../calendar/appointment-lookup.service.js";
import { presentedCrawls, readableCrawls } from "../crawls/crawls.service.js";
import { fetchFeed } from "../crawls/feed.js";
import { displayName } from "../members/member.presenter.js";
import { findUnlockedMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { presentChannel, presentWidget } from "./channel.presenter.js";
import { readableChannel, recordVisit, widgetById, widgetsOf } from "./channels.repo.js";
import type { ChannelRow, ChannelWidgetRow } from "./channels.schema.js";
import { readableOrNotFound } from "./channels.service.js";

/** How far ahead the appointments widget looks. */
const APPOINTMENTS_AHEAD_DAYS = 180;

type Page = { member: MemberRow; channel: ChannelRow };
type Loader = (ctx: AppContext, page: Page, widgets: ChannelWidgetRow[]) => Promise<Map<string, ChannelWidgetData>>;

const fieldsOf = <T extends ChannelWidgetType>(w: ChannelWidgetRow, _type: T) => w.fields as ChannelWidgetFields[T];
const each = (widgets: ChannelWidgetRow[], f: (w: ChannelWidgetRow) => ChannelWidgetData) =>
  new Map(widgets.map((w) => [w.id, f(w)]));
const none: Loader = async (_ctx, _page, widgets) => each(widgets, () => ({}));

const people: Loader = async (ctx, _page, widgets) => {
  const ids = [...new Set(widgets.flatMap((w) => fieldsOf(w, "people").member_ids))];
  const rows = new Map((ids.length ? await findUnlockedMembersByIds(ctx.db, ids) : []).map((m) => [m.id, m]));
  return each(widgets, (w) => ({
    members: fieldsOf(w, "people").member_ids.flatMap((id) => {
      const m = rows.get(id);
      return m
        ? [
            {
              id: m.id,
              name: displayName(m),
              path: `/members/${m.id}`,
              avatar_url: m.avatarImageId ? `/api/storage/images/${m.avatarImageId}/get/80x80` : null,
            },
          ]
        : [];
    }),
  }));
};

/** Text is cleaned again on read (the write policy and the read policy are one). */
const text: Loader = async (_ctx, _page, widgets) =>
  each(widgets, (w) => ({ content: sanitizeRichText("widget_text", String(fieldsOf(w, "text").content ?? "")) }));

/** Feeds through the crawls' guarded, cached fetch: one fetch per address for the page. */
const rss: Loader = async (ctx, _page, widgets) => {
  const urls = [...new Set(widgets.map((w) => fieldsOf(w, "rss").url))];
  const fetched = new Map(await Promise.all(urls.map(async (url) => [url, await fetchFeed(ctx, url)] as const)));
  return each(widgets, (w) => {
    const f = fieldsOf(w, "rss");
    const feed = fetched.get(f.url);
    if (!feed) return { items: [], error: "The feed could not be loaded." };
    return { items: feed.items.slice(0, f.count), error: feed.error };
  });
};

const blog: Loader = async (ctx, page, widgets) => {
  const blogs = ctx.modules.channelBlogs;
  const blogId = page.channel.blogId;
  const most = Math.max(0, ...widgets.map((w) => fieldsOf(w, "blog").latest_articles));
  const articles = blogs && blogId && most > 0 ? await blogs.latest(ctx.db, page.member, blogId, most) : [];
  return each(widgets, (w) => ({ articles: articles.slice(0, fieldsOf(w, "blog").latest_articles) }));
};

const spotlight: Loader = async (ctx, page, widgets) => {
  const blogs = ctx.modules.channelBlogs;
  const ids = [...new Set(widgets.flatMap((w) => fieldsOf(w, "spotlight").articles))];
  const cards = new Map((blogs && ids.length ? await blogs.byIds(ctx.db, page.member, ids) : []).map((a) => [a.id, a]));
  return each(widgets, (w) => ({
    articles: fieldsOf(w, "spotlight").articles.flatMap((id) => {
      const card = cards.get(id);
      return card ? [card] : [];
    }),
  }));
};

/** The member's own upcoming appointments they may read (every readable calendar and those they take part in). */
const appointments: Loader = async (ctx, page, widgets) => {
  const { member } = page;
  const { upcoming } = await upcomingInstances(ctx, member, APPOINTMENTS_AHEAD_DAYS);
  return each(widgets, (w) => ({
    appointments: upcoming.slice(0, fieldsOf(w, "appointments").count).map((i) => {
      return {
        name: i.row.name,
        path: `/appointments/${i.ref}`,
        start: i.start.toISOString(),
        end: i.end?.toISOString() ?? null,
        all_day: i.row.allDay,
      };
    }),
  }));
};

/** A link's preview from its crawl (the crawls module's, readable through this channel's `crawlCarriers`). */
const link: Loader = async (ctx, page, widgets) => {
  const ids = [...new Set(widgets.flatMap((w) => fieldsOf(w, "link").crawl_id ?? []))];
  const rows = ids.length ? await readableCrawls(ctx, page.member, ids) : [];
  const crawls = new Map((await presentedCrawls(ctx, rows)).map((c, i) => [rows[i]?.id, c]));
  return each(widgets, (w) => {
    const f = fieldsOf(w, "link");
    const result = f.crawl_id ? crawls.get(f.crawl_id)?.result : undefined;
    return {
      preview: {
        url: result?.url ?? f.url,
        title: result?.title ?? null,
        description: result?.description ?? null,
        image_url: f.override_image && f.selected_image ? f.selected_image : (result?.image?.preview_url ?? null),
        site_name: result?.site_name ?? null,
      },
    };
  });
};

const loaders: Record<ChannelWidgetType, Loader> = {
  people,
  text,
  images: none,
  banner: none,
  rss,
  blog,
  appointments,
  spotlight,
  link,
  navigation: none,
};

/**
 * The widgets with what the viewer may read, loaded once per widget type, in the language asked for (else as
 * written). A loader's failure leaves its widgets empty rather than failing the page.
 */
async function shownWidgets(
  ctx: AppContext,
  page: Page,
  widgets: ChannelWidgetRow[],
  lng: string | undefined,
): Promise<ShownChannelWidget[]> {
  const byType = new Map<ChannelWidgetType, ChannelWidgetRow[]>();
  for (const w of widgets) byType.set(w.type, [...(byType.get(w.type) ?? []), w]);
  const data = new Map<string, ChannelWidgetData>();
  await Promise.all(
    [...byType].map(async ([type, list]) => {
      const loaded = await loaders[type](ctx, page, list).catch((err: unknown) => {
        ctx.log.warn({ err, type }, "channel widget not loaded");
        return each(list, () => ({}));
      });
      for (const [id, d] of loaded) data.set(id, d);
    }),
  );
  return widgets.map((w) => {
    const shown = presentWidget(w, page.channel.slug, lng);
    const d = data.get(w.id) ?? {};
    return {
      ...shown,
      data:
        w.type === "text" && shown.fields.content !== w.fields.content
          ? { ...d, content: sanitizeRichText("widget_text", String(shown.fields.content)) }
          : d,
    };
  });
}

/**
 * GET /channels/{slug}: the channel, its layout and each widget with what the viewer may read; the visit is
 * remembered for the userbar's "recent" section.
 */
export async function channelPage(
  ctx: AppContext,
  member: MemberRow,
  slug: string,
  lng?: string,
): Promise<ChannelPage> {
  const seen = await readableOrNotFound(ctx, member, slug);
  const [widgets] = await Promise.all([
    widgetsOf(ctx.db, seen.channel.id),
    recordVisit(ctx.db, seen.channel.id, member.id),
  ]);
  return {
    ...presentChannel(seen),
    layout: seen.channel.layout,
    widgets: await shownWidgets(ctx, { member, channel: seen.channel }, widgets, lng),
  };
}

/**
 * GET /widgets/{id}: one widget as its channel's page shows it, with the channel; 404 for an unknown widget and for
 * one of a channel the member may not read (a draft's or an archived one's to a reader).
 */
export async function widgetPage(
  ctx: AppContext,
  member: MemberRow,
  id: string,
  lng?: string,
): Promise<ChannelWidgetPage> {
  const row = await widgetById(ctx.db, id);
  const seen = row ? await readableChannel(ctx.db, member.id, { id: row.channelId }) : null;
  if (!row || !seen) throw notFound();
  const [widget] = await shownWidgets(ctx, { member, channel: seen.channel }, [row], lng);
  return { channel: presentChannel(seen), widget: widget as ShownChannelWidget };
}
