import type { ModuleDescriptor } from "../module.js";
import { crawlsRoutes } from "./crawls.routes.js";
import * as schema from "./crawls.schema.js";
import { CRAWL_JOB, type CrawlJob, mayReadCrawlImage, runCrawl } from "./crawls.service.js";

/** Link previews: crawls of web addresses (communication.md "Link crawl"), for activities now and chat later. */
export const crawlsModule: ModuleDescriptor = {
  name: "crawls",
  routes: crawlsRoutes,
  schema,
  jobs: (ctx) => {
    ctx.jobs.register<CrawlJob>(CRAWL_JOB, (job) => runCrawl(ctx, job));
  },
  // A link preview's image is read with its preview: where the post, reply or chat message carrying it may be read.
  fileAccess: (_db, member, upload, ctx) => mayReadCrawlImage(ctx, member, upload.id),
};
