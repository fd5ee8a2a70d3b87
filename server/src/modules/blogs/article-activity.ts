import type { ActivityObjectSummary } from "@intranet/contracts";
import type { ActivityType, ModuleDescriptor } from "../module.js";
import { articlePath } from "./article.presenter.js";
import { isReadableArticleImage, outArticlesByIds } from "./blogs.repo.js";

/** The activity type `article`: what a stream shows of the published articles a member may read. */
export const articleActivityType: ActivityType = {
  async present(db, member, ids, ctx) {
    const rows = await outArticlesByIds(db, ctx.modules.blogHosts, member, ids);
    return new Map<string, ActivityObjectSummary>(
      rows.map(({ article }) => [
        article.id,
        {
          id: article.id,
          title: article.title,
          html_url: articlePath(article),
          starts_at: null,
          ends_at: null,
          all_day: false,
          time_zone: null,
          location: null,
          teaser: article.teaser,
        },
      ]),
    );
  },
};

/** An article's image is read by the article's readers. */
export const articleImageReadable: NonNullable<ModuleDescriptor["fileAccess"]> = (db, member, upload, ctx) =>
  isReadableArticleImage(db, ctx.modules.blogHosts, member, upload.id);
