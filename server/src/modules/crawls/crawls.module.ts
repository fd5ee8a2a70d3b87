import type { ModuleDescriptor } from "../module.js";
import { isCrawlImage } from "./crawls.repo.js";
import { crawlsRoutes } from "./crawls.routes.js";
import * as schema from "./crawls.schema.js";
import { CRAWL_JOB, type CrawlJob, runCrawl } from "./crawls.service.js";

/** Link previews: crawls of web addresses (communication.md "Link crawl"), for activities now and chat later. */
export const crawlsModule: ModuleDescriptor = {
  name: "crawls",
  routes: crawlsRoutes,
  schema,
  jobs: (ctx) => {
    ctx.jobs.register<CrawlJob>(CRAWL_JOB, (job) => runCrawl(ctx, job));
  },
  // A link preview's image shows a public page's picture: every signed-in member may read it.
  fileAccess: (db, _member, upload) => isCrawlImage(db, upload.id),
};
