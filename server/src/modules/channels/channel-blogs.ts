import type { ArticleCard } from "@intranet/contracts";
import type { Db, Tx } from "../../db/client.js";
import type { MemberRow } from "../members/members.schema.js";
import { type RegistryCollectors, single } from "../module.js";

/**
 * A channel's blog (BRIEF contract "channelBlogs"), supplied by the blogs module: every channel has one, whose
 * `parent_id` is the channel's id. Without a supplier a channel's `blog_id` stays null and its blog and spotlight
 * widgets show their empty state.
 */
export interface ChannelBlogs {
  /** creates the channel's blog in the caller's transaction (title = channel title); returns the blog id */
  create(tx: Tx, input: { channelId: string; title: string; creatorId: string }): Promise<string>;
  /** the newest published articles of a blog the member (id, or their row when the caller has it) may read, newest first */
  latest(db: Db, member: string | MemberRow, blogId: string, limit: number): Promise<ArticleCard[]>;
  /** these articles (spotlight), published and readable by the member, in the order given; unknown ids dropped */
  byIds(db: Db, member: string | MemberRow, ids: string[]): Promise<ArticleCard[]>;
}

declare module "../module.js" {
  interface ModuleDescriptor {
    /** Exactly one module (blogs) keeps the channels' blogs. */
    channelBlogs?: ChannelBlogs;
  }
  interface ModuleRegistry {
    channelBlogs: ChannelBlogs | null;
  }
}

export const channelBlogCollectors = {
  channelBlogs: (descriptors) =>
    single<ChannelBlogs | null>(descriptors, "the channels' blogs", (d) => d.channelBlogs, null),
} satisfies Partial<RegistryCollectors>;
