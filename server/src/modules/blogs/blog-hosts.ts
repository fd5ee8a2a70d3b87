import type { BlogChannel } from "@intranet/contracts";
import type { AnyColumn, SQL, SQLWrapper } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type RegistryCollectors, single } from "../module.js";
import { noBlogHost } from "./no-blog-host.access.js";

/**
 * What hosts a blog (a channel: the blog's `parent_id` is the channel's id), as SQL over a blog id column, supplied
 * by the host's module (channels). Without a supplier every blog is readable by every member, manageable by network
 * administrators only, and no channel has a blog (so blogs work and are testable alone).
 */
export interface BlogHost {
  /** SQL true when the member may read the blog whose id is `blogId` (its channel is published, or the member may update the channel) */
  readable(blogId: SQL | AnyColumn, memberId: string | SQLWrapper): SQL;
  /** SQL true when the member may update the host channel (channel update permission: passes every blog policy, edits the blog's settings, adds articles) */
  manageable(blogId: SQL | AnyColumn, memberId: string): SQL;
  /** the blog id of the channel with this slug that the member may read, or null (for GET /channels/{slug}/blog/articles) */
  blogOfSlug(db: DbOrTx, memberId: string, slug: string): Promise<string | null>;
  /** the channel hosting the blog when the member may read it, or null (the blog's pages link back to it) */
  channelOf(db: DbOrTx, memberId: string, blogId: string): Promise<BlogChannel>;
  /** SQL true when the member subscribes the host channel (the audience type "channel") */
  subscribed(blogId: SQL | AnyColumn, memberId: string): SQL;
  /** the members who subscribe the host channel (told when an article is published) */
  subscriberIds(db: DbOrTx, blogId: string): Promise<string[]>;
}

declare module "../module.js" {
  interface ModuleDescriptor {
    /** Exactly one module (channels) hosts blogs. */
    blogHosts?: BlogHost;
  }
  interface ModuleRegistry {
    blogHosts: BlogHost;
  }
}

/**
 * The host of each app, by its database: the contract's card functions (`latestArticleCards`, `articleCardsByIds`)
 * take a database and a member id only, so they find the app's host here (registered when the app registers the
 * blogs routes). A database of no app is an error, never a host that lets everyone read.
 */
const hostsByDb = new WeakMap<object, () => BlogHost>();
export const registerBlogHost = (db: DbOrTx, host: () => BlogHost) => hostsByDb.set(db, host);
export function blogHostOf(db: DbOrTx): BlogHost {
  const host = hostsByDb.get(db);
  if (!host) throw new Error("blogs: pass the host, or the app's database (not a transaction)");
  return host();
}

export const blogHostCollectors = {
  blogHosts: (descriptors) => single(descriptors, "blog hosts", (d) => d.blogHosts, noBlogHost),
} satisfies Partial<RegistryCollectors>;
