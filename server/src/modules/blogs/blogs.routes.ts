import { blogsApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { articleToChange, blogToManage, blogToWriteIn } from "./blog.policy.js";
import { registerBlogHost } from "./blog-hosts.js";
import {
  articlesOfBlog,
  articlesOfChannel,
  blogFeed,
  createArticle,
  createStandaloneBlog,
  deleteArticle,
  latestArticles,
  showArticle,
  showBlog,
  updateArticle,
  updateBlog,
} from "./blogs.service.js";

/**
 * Blogs and articles: read by the blog's readers (its host decides, every member without one), written by the
 * blog's permitted audiences and who may update its channel; 404 for what the member may not read, 403 for
 * what they may read but not change.
 */
export const blogsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };
  // Read at each request, so a test may put a host in place.
  const hostNow = () => ctx.modules.blogHosts;
  registerBlogHost(ctx.db, hostNow);

  route(app, blogsApi.latest, member, async (req) =>
    latestArticles(ctx.db, hostNow(), currentMember(req), req.query.page),
  );
  route(app, blogsApi.create, { config: { auth: "admin" } }, async (req, reply) => {
    const row = await createStandaloneBlog(ctx.db, req.body.blog);
    return reply.code(201).send(await showBlog(ctx.db, hostNow(), currentMember(req), row.id));
  });
  route(app, blogsApi.show, member, async (req) => showBlog(ctx.db, hostNow(), currentMember(req), req.params.id));
  // Writes decide the member's permission before their body is validated: 403 or 404 whatever the body holds.
  const manages = {
    ...member,
    authorize: async (req: FastifyRequest, p: { id: string }) =>
      blogToManage(ctx.db, hostNow(), currentMember(req), p.id),
  };
  const writesIn = {
    ...member,
    authorize: async (req: FastifyRequest, p: { blogId: string }) =>
      blogToWriteIn(ctx.db, hostNow(), currentMember(req), p.blogId),
  };
  const changesArticle = {
    ...member,
    authorize: async (req: FastifyRequest, p: { blogId: string; id: string }) =>
      articleToChange(ctx.db, hostNow(), currentMember(req), p.blogId, p.id),
  };
  route(app, blogsApi.update, manages, async (req) =>
    updateBlog(ctx.db, hostNow(), currentMember(req), req.params.id, req.body.blog),
  );

  // RSS for feed readers: the member's feed token, never the session (as the calendar's .ics feeds).
  route(app, blogsApi.feed, { config: { auth: "token" } }, async (req, reply) => {
    const reader = await ctx.modules.feedMembers(ctx, req.query.auth_token);
    const body = await blogFeed(ctx, reader, req.params.id);
    return reply.type("application/rss+xml; charset=utf-8").header("cache-control", "private, max-age=300").send(body);
  });
  route(app, blogsApi.articles, member, async (req) =>
    articlesOfBlog(ctx.db, hostNow(), currentMember(req), req.params.blogId, req.query.page),
  );
  route(app, blogsApi.channelArticles, member, async (req) =>
    articlesOfChannel(ctx.db, hostNow(), currentMember(req), req.params.slug, req.query.page),
  );
  route(app, blogsApi.createArticle, writesIn, async (req, reply) => {
    const article = await createArticle(ctx, currentMember(req), req.params.blogId, req.body.article);
    return reply.code(201).send(article);
  });
  route(app, blogsApi.showArticle, member, async (req) =>
    showArticle(ctx, hostNow(), currentMember(req), req.params.blogId, req.params.id),
  );
  route(app, blogsApi.updateArticle, changesArticle, async (req) =>
    updateArticle(ctx, currentMember(req), req.params.blogId, req.params.id, req.body.article),
  );
  route(app, blogsApi.destroyArticle, member, async (req) =>
    deleteArticle(ctx, currentMember(req), req.params.blogId, req.params.id),
  );
};
