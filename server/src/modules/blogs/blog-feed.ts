import type { AppContext } from "../../context.js";
import { AppError } from "../../http/errors.js";
import type { MemberRow } from "../members/members.schema.js";
import { type RegistryCollectors, single } from "../module.js";

/**
 * Who a feed token belongs to: the member's one feed token (kept by the calendar, which made it for its `.ics`
 * feeds) authenticates the blogs' RSS feeds too; an unknown, reset or locked member's token is a 401.
 */
export type FeedMembers = (ctx: AppContext, token: string) => Promise<MemberRow>;

declare module "../module.js" {
  interface ModuleDescriptor {
    /** Exactly one module (calendar) keeps the members' feed tokens. */
    feedMembers?: FeedMembers;
  }
  interface ModuleRegistry {
    feedMembers: FeedMembers;
  }
}

/** Without a keeper of feed tokens no token is valid. */
const noFeedMembers: FeedMembers = async () => {
  throw new AppError(401, "invalid_feed_token", "The feed token is invalid or has been reset.");
};

export const feedMemberCollectors = {
  feedMembers: (descriptors) => single(descriptors, "the feed tokens", (d) => d.feedMembers, noFeedMembers),
} satisfies Partial<RegistryCollectors>;
