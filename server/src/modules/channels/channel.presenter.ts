import type {
  Channel,
  ChannelDesign,
  ChannelSummary,
  ChannelWidget,
  channelDesignInput,
  WidgetTranslation,
} from "@intranet/contracts";
import { darkenToContrast, readableTextOn } from "@intranet/contracts";
import type { z } from "zod";
import type { SeenChannel, SummaryRow } from "./channels.repo.js";
import type { ChannelWidgetRow } from "./channels.schema.js";

export const channelPath = (slug: string) => `/channels/${slug}`;

export const presentSummary = (r: SummaryRow): ChannelSummary => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  description: r.description,
  image_url: r.imageUrl,
  status: r.status,
  path: channelPath(r.slug),
});

/** The channel's `can` (communication.md §6): the update permission also adds articles (to its blog, when it has one). */
export const channelCan = (seen: Pick<SeenChannel, "canUpdate" | "channel">) => ({
  update: seen.canUpdate,
  add_article: seen.canUpdate && seen.channel.blogId !== null,
});

export function presentChannel(seen: SeenChannel): Channel {
  const c = seen.channel;
  return {
    ...presentSummary(c),
    blog_id: c.blogId,
    design: c.design,
    start_page: c.startPage,
    subscribers_count: c.subscribersCount,
    is_subscribed: seen.subscribed,
    i: { favorited: seen.favorited, subscribed: seen.subscribed },
    can: channelCan(seen),
    created_at: c.createdAt.toISOString(),
  };
}

/**
 * The design's colours and what is derived from them: CSS variables prefixed `channel-` (communication.md §2), the
 * text on each colour readable by WCAG AA and links darkened until they read on the page's background.
 */
export function deriveChannelDesign(input: z.output<typeof channelDesignInput>): ChannelDesign {
  const derived: Record<string, string> = {};
  const background = input.background || "#ffffff";
  if (input.primary) {
    derived["channel-primary"] = input.primary;
    derived["channel-primary-text"] = readableTextOn(input.primary);
    derived["channel-link"] = darkenToContrast(input.primary, background);
  }
  if (input.header_background) {
    derived["channel-header-background"] = input.header_background;
    derived["channel-header-text"] = readableTextOn(input.header_background);
  }
  if (input.background) {
    derived["channel-background"] = input.background;
    derived["channel-text"] = readableTextOn(input.background);
  }
  return { ...input, derivedColors: derived };
}

/** A widget as its editor sees it; with `lng`, its title, label and text in that language where translated. */
export function presentWidget(row: ChannelWidgetRow, slug: string, lng?: string): ChannelWidget {
  const translation: WidgetTranslation | undefined = lng ? row.translations[lng] : undefined;
  const fields = { ...row.fields };
  if (translation?.label && "label" in fields) fields.label = translation.label;
  if (translation?.content && "content" in fields) fields.content = translation.content;
  return {
    id: row.id,
    channel_id: row.channelId,
    type: row.type,
    title: translation?.title || row.title,
    hide_title: row.hideTitle,
    title_background_override: row.titleBackgroundOverride,
    w: row.w,
    fields,
    translations: row.translations,
    path: `${channelPath(slug)}/widgets/${row.id}`,
  };
}
