import type { NotificationSubject } from "@intranet/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { NotificationKind } from "../module.js";
import { articleIsOut } from "./blogs.access.js";
import { articles, blogs } from "./blogs.schema.js";

/**
 * The notifications about articles, as the notifications module lists them (see ModuleDescriptor.notificationKinds).
 * article_published (to the host channel's subscribers) shows while the recipient may read the article: it is out
 * (published, its time come) and its blog readable by them (the host decides: a draft or archived channel hides it).
 */
export const articleNotificationKinds: Record<string, NotificationKind> = {
  article_published: {
    subject: (
      n,
      ctx,
    ) => sql<NotificationSubject | null>`(select json_build_object('type', 'article', 'id', ${articles.id},
      'title', ${articles.title}, 'html_url', '/blogs/' || ${articles.blogId} || '/articles/' || ${articles.id})
      from ${articles} inner join ${blogs} on ${eq(blogs.id, articles.blogId)}
      where ${and(eq(articles.id, n.subjectId), articleIsOut(), ctx.modules.blogHosts.readable(blogs.id, n.recipientId))})`,
  },
};
