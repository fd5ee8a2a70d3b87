import type { ModuleDescriptor } from "../module.js";
import { isReadableChannelImage } from "./channel-images.repo.js";
import { channelSearch } from "./channel-search.js";
import {
  blogOfChannelSlug,
  channelBlogManageable,
  channelBlogReadable,
  channelBlogSubscribed,
  channelOfBlogFor,
  subscribersOfBlog,
} from "./channels.access.js";
import { carriedCrawlIds } from "./channels.repo.js";
import { channelsRoutes } from "./channels.routes.js";
import * as schema from "./channels.schema.js";

/** Channels: pages of widgets with a blog, the directory's channels tab and the userbar's channel navigation. */
export const channelsModule: ModuleDescriptor = {
  name: "channels",
  routes: channelsRoutes,
  schema,
  searchSources: { channels: channelSearch },
  // A channel's image and its widgets' images are read by who may read the channel (a draft's by its administrators).
  fileAccess: (db, member, upload) => isReadableChannelImage(db, member.id, upload.id),
  crawlCarriers: (db, member, crawlIds) => carriedCrawlIds(db, member.id, crawlIds),
  // A channel hosts its blog: who reads it (published channel, or its administrators) and who manages it.
  blogHosts: {
    readable: channelBlogReadable,
    manageable: channelBlogManageable,
    blogOfSlug: blogOfChannelSlug,
    channelOf: channelOfBlogFor,
    subscribed: channelBlogSubscribed,
    subscriberIds: subscribersOfBlog,
  },
  administrationLinks: () => [
    {
      section: "content",
      label: "channels.shell.assignSubscriptions",
      path: "/administration/channel_settings/assign_channel_subscriptions",
    },
  ],
};
