import type { ModuleDescriptor } from "../module.js";
import { articleActivityType, articleImageReadable } from "./article-activity.js";
import { articleNotificationKinds } from "./article-notifications.access.js";
import { blogsRoutes } from "./blogs.routes.js";
import * as schema from "./blogs.schema.js";
import { articleCardsByIds, createBlogFor, latestArticleCards } from "./blogs.service.js";
import { articlesSearch } from "./search.repo.js";

/**
 * Blogs and their articles (communication §2/§3 "Blog"): a channel's blog (its host, through `blogHosts`), articles
 * written and published by the blog's permitted audiences, posted to the network stream when published.
 */
export const blogsModule: ModuleDescriptor = {
  name: "blogs",
  routes: blogsRoutes,
  schema,
  searchSources: { articles: articlesSearch },
  activityTypes: { article: articleActivityType },
  notificationKinds: articleNotificationKinds,
  fileAccess: articleImageReadable,
  // Every channel's blog: made in the channel's transaction; its newest and chosen articles for the channel's widgets.
  channelBlogs: {
    create: createBlogFor,
    latest: (db, member, blogId, limit) => latestArticleCards(db, member, blogId, limit),
    byIds: (db, member, ids) => articleCardsByIds(db, member, ids),
  },
};
