import type { Channel, ChannelPage, ShownChannelWidget } from "@intranet/contracts";
import { hexId } from "../../test/fixtures";

/** A published channel "News" as the server answers it, for the channels' web tests. */
export const channelFixture = (extra: Partial<Channel> = {}): Channel => ({
  id: hexId(50),
  slug: "news",
  title: "News",
  description: "",
  image_url: null,
  status: "published",
  path: "/channels/news",
  blog_id: null,
  design: { primary: "", header_background: "", background: "", derivedColors: {} },
  start_page: false,
  subscribers_count: 0,
  is_subscribed: false,
  i: { favorited: false, subscribed: false },
  can: { update: false, add_article: false },
  created_at: "2026-03-01T10:00:00Z",
  ...extra,
});

/** The channel's page as `GET /channels/{slug}` answers it, empty; `can.update` as given. */
export const channelPageFixture = (canUpdate: boolean, extra: Partial<ChannelPage> = {}): ChannelPage => ({
  ...channelFixture({ can: { update: canUpdate, add_article: canUpdate } }),
  layout: { rows: [] },
  widgets: [],
  ...extra,
});

/** A text widget "Welcome" as the channel's page shows it: its content as the server cleaned it. */
export const textWidgetFixture = (content: string): ShownChannelWidget => ({
  id: hexId(60),
  channel_id: hexId(50),
  type: "text",
  title: "Welcome",
  hide_title: false,
  title_background_override: "",
  w: 1,
  fields: { content },
  translations: {},
  path: "/channels/news/widgets/x",
  data: { content },
});
